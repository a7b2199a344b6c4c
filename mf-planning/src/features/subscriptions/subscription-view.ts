// How a subscription and its occurrences read on screen: the colour swatch's token, the sync line in
// the executive's zone, and an occurrence as a day item marked with its calendar.
import type { CalendarItem, SubscribedOccurrence, CalendarSubscription } from '@provana/contracts';
import { addDaysToIsoDate, formatDayTime, wallClockIn } from '@provana/dates';

/** The palette names the API accepts, as design tokens; '#rrggbb' is used as is. */
const PALETTE: Record<string, string> = {
  blue: 'blue.500',
  green: 'green.500',
  orange: 'orange.500',
  purple: 'purple.500',
  red: 'red.500',
  teal: 'teal.500',
  grey: 'gray.500',
};

export const colourToken = (colour: string): string => PALETTE[colour] ?? (/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : 'gray.500');

/** "Last synced Mar 6, 2026, 2:00 PM" in the executive's zone, or that it has not synced yet. */
export function syncedText(subscription: Pick<CalendarSubscription, 'lastSyncedAt'>, timeZone: string): string {
  if (!subscription.lastSyncedAt) return 'Not synced yet';
  return `Last synced ${formatDayTime(wallClockIn(timeZone, new Date(subscription.lastSyncedAt)))}`;
}

export const eventCountText = (count: number): string => (count === 1 ? '1 event' : `${count} events`);

/** A day item that may come from a subscribed calendar (then read-only, marked with its source). */
export type DayItem = CalendarItem & { source?: { name: string; colour: string } };

export function occurrenceItem(occurrence: SubscribedOccurrence): DayItem {
  return {
    id: occurrence.id,
    kind: 'event',
    title: occurrence.title,
    date: occurrence.startTime.slice(0, 10),
    time: occurrence.allDay ? null : occurrence.startTime,
    urgency: null,
    source: { name: occurrence.source.name, colour: occurrence.source.colour },
  };
}

/** Days a multi-day all-day occurrence is drawn on at most (a year; the grid shows six weeks). */
const MAX_DAYS = 366;

/**
 * The occurrence on every day it covers: a multi-day all-day one (an offsite, a holiday week) on
 * each of its days (its end is exclusive), anything else on its first day.
 */
export function occurrenceItems(occurrence: SubscribedOccurrence): DayItem[] {
  const first = occurrenceItem(occurrence);
  if (!occurrence.allDay) return [first];
  const items = [first];
  for (let date = addDaysToIsoDate(first.date, 1); date < occurrence.endTime.slice(0, 10) && items.length < MAX_DAYS; date = addDaysToIsoDate(date, 1)) {
    items.push({ ...first, id: `${first.id}@${date}`, date });
  }
  return items;
}

/** A day's items by start: all-day ones first, then by wall-clock time (the text sorts as the time). */
export function byStart(a: DayItem, b: DayItem): number {
  return (a.time ?? '').localeCompare(b.time ?? '');
}

/** The import toast's text: how many events were added, whether the file was cut short, and what could not be read. */
export function importedText({
  created,
  fromRecurring,
  truncated,
  warning,
}: {
  created: number;
  fromRecurring: number;
  truncated: boolean;
  warning?: string | null;
}): string {
  const count = created === 1 ? '1 event' : `${created} events`;
  const recurring = fromRecurring > 0 ? ` (${fromRecurring} from repeating events)` : '';
  return `${count} added to your calendar${recurring}.${truncated ? ' The file had more than one import takes: the earliest were kept.' : ''}${warning ? ` ${warning}` : ''}`;
}
