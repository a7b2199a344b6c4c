// The day's calendar events, meetings, subscribed calendars' occurrences (read-only, with their
// calendar) and suggested blocks as items on one time axis, with the conflicts between them
// (suggested blocks are drawn, but only scheduled items conflict).
import type { ByDelegate, CalendarEvent, Meeting, SubscribedOccurrence, TimeBlockSuggestion } from '@provana/contracts';
import { clockToMinutes } from '@provana/dates';
import { type Span, conflictsOf, overlapping } from './overlap';
import { spanOnDay } from './day-span';

export type TimelineKind = 'event' | 'meeting' | 'subscribed' | 'suggested';

export interface TimelineItem extends Span {
  /** 'event-<id>', 'meeting-<id>', 'subscribed-<occurrence id>' or 'suggested-<id>'. */
  id: string;
  kind: TimelineKind;
  title: string;
  /** The subscribed calendar a 'subscribed' item comes from. */
  source?: { name: string; colour: string };
  /** The calendar event's id, for events. */
  eventId?: number;
  /** For an occurrence of a recurring event: its original start (edits of this occurrence name it). */
  occurrenceStart?: string;
  /** Events that start and end on the day can be moved and deleted. */
  movable: boolean;
  /** Someone else's private event: Busy for its time, never moved or opened. */
  busy?: boolean;
  /** The reader's own private event (shows its lock). */
  private?: boolean;
  /** The delegate who last added or changed the event (never on a Busy block). */
  byDelegate?: ByDelegate;
}

const clock = /^\d{2}:\d{2}$/;
const minutesOfClock = (value: string): number | null => (clock.test(value) ? clockToMinutes(value) : null);

export function timelineItems(
  date: string,
  events: readonly CalendarEvent[],
  meetings: readonly Meeting[],
  suggested: readonly TimeBlockSuggestion[],
  subscribed: readonly SubscribedOccurrence[] = [],
): TimelineItem[] {
  const items: TimelineItem[] = [];
  // All-day occurrences (holidays, offsites) have no place on a time axis: the day list shows them.
  for (const o of subscribed) {
    const span = o.allDay ? null : spanOnDay(date, o.startTime, o.endTime);
    if (span)
      items.push({
        id: `subscribed-${o.id}`,
        kind: 'subscribed',
        title: o.title,
        source: { name: o.source.name, colour: o.source.colour },
        start: span.start,
        end: span.end,
        movable: false,
      });
  }
  for (const m of meetings) {
    const span = spanOnDay(date, m.startTime, m.endTime);
    if (span) items.push({ id: `meeting-${m.id}`, kind: 'meeting', title: m.title, start: span.start, end: span.end, movable: false });
  }
  for (const e of events) {
    const span = spanOnDay(date, e.startTime, e.endTime);
    if (span) {
      const occurrence = e.occurrenceStart ? { occurrenceStart: e.occurrenceStart } : {};
      // A Busy block (a private event the reader may not see) is drawn only: no id to open or move it by.
      if (e.busy)
        items.push({
          id: `event-${e.id}${e.occurrenceStart ?? ''}`,
          kind: 'event',
          title: e.title,
          start: span.start,
          end: span.end,
          movable: false,
          busy: true,
        });
      else
        items.push({
          id: `event-${e.id}`,
          kind: 'event',
          title: e.title,
          eventId: e.id,
          ...occurrence,
          start: span.start,
          end: span.end,
          movable: span.whole,
          ...(e.private ? { private: true } : {}),
          ...(e.byDelegate ? { byDelegate: e.byDelegate } : {}),
        });
    }
  }
  for (const b of suggested) {
    const start = minutesOfClock(b.startTime);
    const end = minutesOfClock(b.endTime);
    if (start !== null && end !== null && end > start) items.push({ id: `suggested-${b.id}`, kind: 'suggested', title: b.title, start, end, movable: false });
  }
  return items.sort((a, b) => a.start - b.start || a.end - b.end || a.title.localeCompare(b.title));
}

/** The titles each scheduled item (event, meeting or subscribed occurrence) overlaps; suggested blocks never conflict. */
export function scheduleConflicts(items: readonly TimelineItem[]): Map<string, string[]> {
  const scheduled = items.filter((i) => i.kind !== 'suggested');
  return new Map([...conflictsOf(scheduled)].map(([id, others]) => [id, others.map((o) => o.title)]));
}

/** The scheduled items (meetings, subscribed occurrences and other events, not suggested blocks) a move to [start, end) would overlap. */
export function scheduledOverlapping(items: readonly TimelineItem[], span: Span, exceptId: string): TimelineItem[] {
  return overlapping(
    span,
    items.filter((i) => i.kind !== 'suggested'),
    exceptId,
  );
}

/** The items with moved events at their proposed or saving times (start and end in minutes). */
export function withMoves(items: readonly TimelineItem[], moves: readonly ({ itemId: string; start: number; end: number } | null)[]): TimelineItem[] {
  const byId = new Map(moves.flatMap((m) => (m ? [[m.itemId, m] as const] : [])));
  return items.map((item) => {
    const move = byId.get(item.id);
    return move ? { ...item, start: move.start, end: move.end } : item;
  });
}
