// The figures and lists every report shares: the Executive Dashboard numbers, the top action items,
// the top strategic goals and today's schedule, with the spec's caps and fallbacks.
import type { DailyBrief, GoalsResponse, Meeting, Priority } from '@provana/contracts';
import { type ReportGoal, toReportGoal } from './goal-model';
import { toIsoDate } from '@provana/dates';
import { PRINT_CAPS, PRINT_FALLBACKS } from './limits';

/** A figure and whether it is the spec's sample value standing in for missing data. */
export interface Figure {
  value: number;
  isFallback: boolean;
}

export interface SummaryInput {
  priorities?: Priority[] | undefined;
  meetings?: Meeting[] | undefined;
  goals?: GoalsResponse | undefined;
  brief?: DailyBrief | undefined;
  now: Date;
}

export interface ReportSummary {
  goalAlignment: Figure;
  tasksCompleted: Figure;
  upcomingMeetings: Figure;
  /** Open priorities, most urgent and earliest due first, at most 5. */
  actionItems: Priority[];
  /** Strategic goals in the API's order (mission first), at most 3; null when goals did not load. */
  goals: ReportGoal[] | null;
  /** Today's meetings by start time, at most 4; null when neither source loaded. */
  schedule: Meeting[] | null;
}

const real = (value: number): Figure => ({ value, isFallback: false });
const fallback = (value: number): Figure => ({ value, isFallback: true });

const URGENCY_RANK: Record<Priority['urgency'], number> = { high: 0, medium: 1, low: 2 };

/** Open priorities ordered by urgency, then due date (undated last), then id. */
export function byUrgency(priorities: readonly Priority[]): Priority[] {
  return priorities
    .filter((p) => !p.completed)
    .sort((a, b) => URGENCY_RANK[a.urgency] - URGENCY_RANK[b.urgency] || (a.dueDate ?? '\uffff').localeCompare(b.dueDate ?? '\uffff') || a.id - b.id);
}

export const byStartTime = <M extends Meeting>(meetings: readonly M[]): M[] => [...meetings].sort((a, b) => a.startTime.localeCompare(b.startTime));

function goalAlignmentOf(brief: DailyBrief | undefined): Figure {
  const value = brief?.goalAlignment ?? brief?.alignment?.goalAlignment;
  return typeof value === 'number' ? real(value) : fallback(PRINT_FALLBACKS.goalAlignment);
}

/** Today's meetings: the brief's (today in the executive's zone), else the meetings list filtered to today. */
function todaysMeetings(input: SummaryInput): Meeting[] | null {
  if (input.brief) return byStartTime(input.brief.meetings);
  if (!input.meetings) return null;
  const today = toIsoDate(input.now);
  return byStartTime(input.meetings.filter((m) => m.startTime.startsWith(today)));
}

export function buildSummary(input: SummaryInput): ReportSummary {
  const { priorities, meetings, goals, now } = input;
  return {
    goalAlignment: goalAlignmentOf(input.brief),
    tasksCompleted: priorities ? real(priorities.filter((p) => p.completed).length) : fallback(PRINT_FALLBACKS.tasksCompleted),
    upcomingMeetings: meetings ? real(meetings.length) : fallback(PRINT_FALLBACKS.upcomingMeetings),
    actionItems: priorities ? byUrgency(priorities).slice(0, PRINT_CAPS.actions) : [],
    goals: goals ? goals.mission_goals.slice(0, PRINT_CAPS.goals).map((g) => toReportGoal(g, now)) : null,
    schedule: todaysMeetings(input)?.slice(0, PRINT_CAPS.meetings) ?? null,
  };
}
