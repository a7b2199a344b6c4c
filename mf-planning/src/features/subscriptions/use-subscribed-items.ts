// The subscribed calendars' occurrences for the days the month grid shows, as day items. A failed
// or slow read leaves the executive's own items showing: subscribed ones are an addition. Read again
// every minute while shown (not while the tab is hidden): the server syncs each calendar every 15
// minutes, and a sync's changes should appear without a reload.
import { useGetSubscribedEventsQuery } from '@provana/api-client/calendar';
import { useExecutiveQueryWith } from '@provana/sections';
import { useMemo } from 'react';
import { type DayItem, occurrenceItems } from './subscription-view';

const NONE: DayItem[] = [];
export const SUBSCRIPTION_POLL_MS = 60_000;
const POLL = { pollingInterval: SUBSCRIPTION_POLL_MS, skipPollingIfUnfocused: true };

export interface SubscribedItems {
  items: DayItem[];
  /** More occurrences fell in the range than the server returns (`limit`): the earliest are shown. */
  truncated: boolean;
  limit: number;
}

export function useSubscribedItems(range: { from: string; to: string }): SubscribedItems {
  const { data } = useExecutiveQueryWith(useGetSubscribedEventsQuery, (executiveId: number) => ({ executiveId, ...range }), POLL);
  return useMemo(() => ({ items: data?.occurrences.flatMap(occurrenceItems) ?? NONE, truncated: data?.truncated ?? false, limit: data?.limit ?? 0 }), [data]);
}
