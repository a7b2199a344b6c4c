// The subscribed calendars' occurrences for the days the month grid shows, as day items. A failed
// or slow read leaves the executive's own items showing: subscribed ones are an addition.
import { useGetSubscribedEventsQuery } from '@provana/api-client/planning';
import { useExecutiveQueryWith } from '@provana/sections';
import { useMemo } from 'react';
import { type DayItem, occurrenceItem } from './subscription-view';

const NONE: DayItem[] = [];

export function useSubscribedItems(range: { from: string; to: string }): DayItem[] {
  const { data } = useExecutiveQueryWith(useGetSubscribedEventsQuery, (executiveId: number) => ({ executiveId, ...range }));
  return useMemo(() => data?.occurrences.map(occurrenceItem) ?? NONE, [data]);
}
