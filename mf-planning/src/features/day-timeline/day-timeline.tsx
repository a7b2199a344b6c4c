// The day timeline: the picked day's events, meetings, subscribed calendars' occurrences
// (read-only) and suggested blocks on one time axis, with loading, error (Retry) and empty
// states. Events move by drag or keyboard and delete.
import type { TimeBlockSuggestion } from '@provana/contracts';
import { formatApiError, useExecutiveId } from '@provana/api-client';
import { Box, EmptyState, ErrorState, Heading, LoadingState, Stack } from '@provana/ui';
import { useId, useMemo } from 'react';
import { formatDay } from '@provana/dates';
import { TimelineBoard } from './timeline-board';
import { timelineItems } from './timeline-items';
import { TimelineLegend } from './timeline-legend';
import { useDaySchedule } from './use-day-schedule';

export const TIMELINE_EMPTY = 'Nothing scheduled on this day';
export const TIMELINE_LOADING = "Loading the day's schedule...";
export const TIMELINE_FAILED = 'Failed to load the day timeline';

export interface DayTimelineProps {
  date: string;
  /** The suggested blocks still to apply (drawn dashed, not movable). */
  suggestions: readonly TimeBlockSuggestion[];
}

export function DayTimeline({ date, suggestions }: DayTimelineProps) {
  const headingId = useId();
  const executiveId = useExecutiveId();
  const schedule = useDaySchedule(executiveId, date);
  const { events, meetings, subscribed } = schedule;
  const items = useMemo(
    () => timelineItems(date, events ?? [], meetings ?? [], suggestions, subscribed ?? []),
    [date, events, meetings, suggestions, subscribed],
  );

  let body;
  if (schedule.error) body = <ErrorState title={TIMELINE_FAILED} message={formatApiError(schedule.error)} onRetry={schedule.retry} />;
  else if (executiveId === undefined || schedule.loading) body = <LoadingState label={TIMELINE_LOADING} />;
  else if (items.length === 0) body = <EmptyState title={TIMELINE_EMPTY} description="Apply a suggested block or pick another day." />;
  else body = <TimelineBoard executiveId={executiveId} date={date} items={items} dataVersion={events} />;

  return (
    <Box as="section" aria-labelledby={headingId} data-testid="day-timeline" borderWidth="1px" borderRadius="lg" p="3">
      <Stack gap="2">
        <Heading as="h3" size="sm" id={headingId}>
          Day timeline: {formatDay(date)}
        </Heading>
        <TimelineLegend subscribed={items.some((i) => i.kind === 'subscribed')} />
        {body}
      </Stack>
    </Box>
  );
}
