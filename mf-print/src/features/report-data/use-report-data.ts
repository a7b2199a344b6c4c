// Everything a report reads, for the signed-in executive: the spec's three print calls
// (/api/goals/{id}, /api/meetings/{id}, /api/priorities/{id}), the daily brief (insight, alignment,
// today's meetings) and, only for the types that show them, the team or the weekly reflections.
import {
  formatApiError,
  skipToken,
  useExecutiveId,
  useGetDailyBriefQuery,
  useGetReflectionsQuery,
  useGetTeamQuery,
  useSessionUser,
  useTimeZone,
} from '@provana/api-client';
import { useGetPrintSourceGoalsQuery } from '@provana/api-client/goals';
import { useGetPrintSourceMeetingsQuery } from '@provana/api-client/calendar';
import { useGetPrintSourcePrioritiesQuery } from '@provana/api-client/priorities';
import type { DailyBrief, DirectReport, GoalsResponse, Priority, Reflection } from '@provana/contracts';
import { nowIn } from '@provana/dates';
import { useMemo } from 'react';
import { type ReportSummary, buildSummary } from '../report-model/report-summary';
import type { ReportType } from '../report-model/report-types';

/** A type-specific source: its data, or its error message, or still loading. */
export interface Source<T> {
  data: T | undefined;
  error: string | null;
  isLoading: boolean;
  retry: () => void;
}

export interface ReportData {
  /** The session or the core calls are still loading: show the loading state. */
  isLoading: boolean;
  executiveName: string;
  summary: ReportSummary;
  brief: DailyBrief | undefined;
  goals: GoalsResponse | undefined;
  priorities: Priority[] | undefined;
  team: Source<DirectReport[]>;
  reflections: Source<Reflection[]>;
  /** Messages of the core calls that failed (their figures then use the spec's fallbacks). */
  failures: string[];
  retryFailed: () => void;
}

type QueryLike<T> = { data?: T; error?: unknown; isLoading: boolean; isUninitialized: boolean; refetch: () => unknown };

function sourceOf<T>(query: QueryLike<T>, needed: boolean): Source<T> {
  return {
    data: query.data,
    error: query.error ? formatApiError(query.error) : null,
    isLoading: needed && (query.isLoading || query.isUninitialized),
    retry: () => {
      if (!query.isUninitialized) void query.refetch();
    },
  };
}

/** The name shown on the report: first and last name when known, else the session's name. */
export function displayName(user: { name: string; firstName?: string; lastName?: string } | null | undefined): string {
  if (!user) return 'Executive';
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.name || 'Executive';
}

export function useReportData(type: ReportType): ReportData {
  const { user, isLoading: sessionLoading } = useSessionUser();
  const timeZone = useTimeZone();
  // The workspace the tab works in (a delegated one while acting for someone).
  const id = useExecutiveId() ?? skipToken;
  const goals = useGetPrintSourceGoalsQuery(id);
  const meetings = useGetPrintSourceMeetingsQuery(id);
  const priorities = useGetPrintSourcePrioritiesQuery(id);
  const brief = useGetDailyBriefQuery(id);
  const team = useGetTeamQuery(type === 'team-report' ? id : skipToken);
  const reflections = useGetReflectionsQuery(type === 'weekly-insights' ? id : skipToken);

  const core = [goals, meetings, priorities, brief];
  const isLoading = sessionLoading || !user || core.some((q) => q.isLoading || q.isUninitialized);
  const summary = useMemo(
    () => buildSummary({ now: nowIn(timeZone), goals: goals.data, meetings: meetings.data, priorities: priorities.data, brief: brief.data }),
    [timeZone, goals.data, meetings.data, priorities.data, brief.data],
  );
  const failed = core.filter((q) => q.error);
  return {
    isLoading,
    executiveName: displayName(user),
    summary,
    brief: brief.data,
    goals: goals.data,
    priorities: priorities.data,
    team: sourceOf(team, type === 'team-report'),
    reflections: sourceOf(reflections, type === 'weekly-insights'),
    failures: failed.map((q) => formatApiError(q.error)),
    retryFailed: () => failed.forEach((q) => void q.refetch()),
  };
}
