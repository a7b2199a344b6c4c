// The Daily Brief section: loads the brief for the signed-in executive and lays out its parts.
// A deep link (?priority=ID, ?new=priority) loads its handling on demand: the cold load stays as is.
import { formatApiError, isServiceUnavailable, skipToken, useExecutiveId, useGetDailyBriefQuery, useTimeZone } from '@provana/api-client';
import { wallNowIn } from '@provana/dates';
import { useSearchParams } from '@provana/router';
import type { DailyBrief } from '@provana/contracts';
import { ErrorState, LoadingState, Stack, lazyPart } from '@provana/ui';
import { type ReactNode, memo, useDeferredValue, useState } from 'react';
import { countOpenByUrgency, meetingsByStart, orderForBrief, topActionItems } from './brief-selectors';
import { BriefCard } from './brief-card';
import { PriorityCounters } from './priority-counters';
import { TopActionItems } from './top-action-items';
import { useTaskRowPartStyles } from './row-styles';

export const BRIEF_LOADING_TEXT = 'Loading your executive brief...';

// Not fetched ahead for offline: that code would weigh on the first screen. Offline and never opened,
// it says so in its place and the brief stays.
const BriefLinks = lazyPart(() => import('./brief-links'), 'adding or showing a priority');

export function DailyBriefSection() {
  const executiveId = useExecutiveId();
  const timeZone = useTimeZone();
  const { data, currentData, error, isLoading, isUninitialized, refetch } = useGetDailyBriefQuery(executiveId ?? skipToken);
  const [params] = useSearchParams();
  // Kept once loaded: the links leave the URL as soon as they are handled, their note and form stay.
  const [linked, setLinked] = useState(false);
  if (!linked && (params.has('priority') || params.get('new') === 'priority')) setLinked(true);

  // Rendered from a deferred copy, as QueryState does: the brief arriving is then rendered in slices.
  const brief = useDeferredValue(data);

  if (executiveId === undefined || isLoading || isUninitialized) return <LoadingState label={BRIEF_LOADING_TEXT} />;
  const failed = error || !data ? <ErrorState message={formatApiError(error)} onRetry={() => void refetch()} /> : null;
  // A refresh that fails with a 503 (the database briefly away) keeps the brief on screen under the
  // error and its Retry, as QueryState does; any other failure replaces it.
  if (failed && !(brief && currentData && isServiceUnavailable(error))) return failed;
  if (!brief) return <LoadingState label={BRIEF_LOADING_TEXT} />;

  return <BriefContent executiveId={executiveId} brief={brief} timeZone={timeZone} linked={linked} failed={failed} />;
}

interface BriefContentProps {
  executiveId: number;
  brief: DailyBrief;
  timeZone: string;
  linked: boolean;
  failed: ReactNode;
}

// Drawn again only when the brief, the zone or the links change: a refetch that brings the same brief
// (RTK Query keeps its identity), or an update of the section's other hooks, redraws nothing below.
const BriefContent = memo(function BriefContent({ executiveId, brief, timeZone, linked, failed }: BriefContentProps) {
  // The executive's wall clock: due dates are stored in their zone.
  const now = wallNowIn(timeZone);
  const rowParts = useTaskRowPartStyles();
  return (
    <Stack gap="5" css={rowParts} data-testid="daily-brief">
      {failed}
      {linked && <BriefLinks executiveId={executiveId} priorities={brief.priorities} />}
      <PriorityCounters counts={countOpenByUrgency(brief.priorities)} />
      <TopActionItems executiveId={executiveId} items={topActionItems(brief.priorities)} now={now} />
      <BriefCard
        executiveId={executiveId}
        // The brief's own day, as the server computed it in the executive's zone: the items are that day's.
        date={brief.date}
        priorities={orderForBrief(brief.priorities)}
        meetings={meetingsByStart(brief.meetings)}
        aiInsight={brief.aiInsight}
      />
    </Stack>
  );
});
