// The words the timeline shows and announces for an item and a move.
import { byDelegateText } from '@provana/sections';
import { formatClockFromText } from '@provana/dates';
import type { TimelineItem, TimelineKind } from './timeline-items';
import { MINUTES_PER_DAY, minutesToClock } from '@provana/dates';

/** "9:00 AM" for minutes since midnight (24:00 is midnight). */
export const timeOfDay = (minutes: number): string => formatClockFromText(minutesToClock(minutes % MINUTES_PER_DAY));

/** "9:00 AM to 10:30 AM". */
export const timeRange = (start: number, end: number): string => `${timeOfDay(start)} to ${timeOfDay(end)}`;

export const KIND_LABEL: Record<TimelineKind, string> = { event: 'Event', meeting: 'Meeting', subscribed: 'Subscribed event', suggested: 'Suggested block' };

/** What precedes an item's title: "From Work" for a subscribed calendar's occurrence, else its kind. */
export const kindLabelOf = (item: Pick<TimelineItem, 'kind' | 'source'>): string => (item.source ? `From ${item.source.name}` : KIND_LABEL[item.kind]);

/** ", conflicts with Stand-up and Budget review" or ''. */
export const conflictText = (others: readonly string[] | undefined): string => (others && others.length > 0 ? `, conflicts with ${joinTitles(others)}` : '');

/** "A", "A and B", "A, B and C". */
export function joinTitles(titles: readonly string[]): string {
  if (titles.length <= 1) return titles[0] ?? '';
  return `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1] ?? ''}`;
}

/** ", added by Sam" for an event a delegate last added or changed, or ''. */
export const byText = (item: Pick<TimelineItem, 'byDelegate'>): string => (item.byDelegate ? `, ${byDelegateText(item.byDelegate)}` : '');

/** "added by Sam Lee": the whole name, for a tooltip. */
export const byFullText = (item: Pick<TimelineItem, 'byDelegate'>): string | undefined =>
  item.byDelegate ? `${item.byDelegate.verb} by ${item.byDelegate.name}` : undefined;

export const MOVE_HINT = 'Press arrow keys to move, Enter to save, Escape to cancel';

/** What a screen reader hears for a meeting, a subscribed occurrence (read-only) or a suggested block. */
export const staticName = (item: TimelineItem, conflicts?: readonly string[]): string =>
  `${kindLabelOf(item)}: ${item.title}, ${timeRange(item.start, item.end)}${byText(item)}${conflictText(conflicts)}${item.source ? ', read-only' : ''}`;

/** The confirmation a move over meetings or other events asks. */
export const overlapQuestion = (titles: readonly string[]): string => `This time overlaps ${joinTitles(titles)}. Move anyway?`;

/** The title of that question, by what the move would overlap. */
export function overlapTitle(kinds: readonly TimelineKind[]): string {
  if (kinds.every((k) => k === 'meeting' || k === 'subscribed')) return 'Move over a meeting?';
  if (kinds.every((k) => k === 'event')) return 'Move over another event?';
  return 'Move over other items?';
}
