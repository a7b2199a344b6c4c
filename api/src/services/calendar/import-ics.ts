// A one-off .ics import: its events become the executive's own, editable calendar events. One-off
// events are imported whatever their date; a repeating event becomes plain events for its
// occurrences in the next 12 months (only a series made in the event form stays a series),
// its exceptions and moved occurrences applied. Times are the executive's wall clock; an all-day
// event runs from midnight to midnight. At most MAX_IMPORTED_EVENTS, the earliest. An event the file
// classes PRIVATE or CONFIDENTIAL is imported private.
import type { NewCalendarEvent } from '../../db/repositories/calendar/events';
import { isRepeating, type EventSeries } from './event-series';
import { expandOccurrences, type Occurrence } from './occurrences';

export const MAX_IMPORTED_EVENTS = 2000;
const EVER = { from: new Date(-8.64e15), to: new Date(8.64e15) };
const YEAR_MS = 366 * 86_400_000;

const asDateTime = (local: string) => (local.length === 10 ? `${local}T00:00:00` : local);

function toEvent(o: Occurrence, executiveId: number): NewCalendarEvent {
  const { series } = o;
  return {
    executiveId,
    title: series.summary.slice(0, 200),
    startTime: asDateTime(o.startLocal),
    endTime: asDateTime(o.endLocal),
    type: series.attendees.length > 0 ? 'meeting' : 'other',
    priority: 'medium',
    description: series.location ? `Location: ${series.location}`.slice(0, 2000) : '',
    relatedGoals: [],
    ...(series.private ? { private: true } : {}),
  };
}

export function eventsToImport(
  series: readonly EventSeries[],
  executiveId: number,
  timeZone: string,
  now: Date,
): { events: NewCalendarEvent[]; fromRecurring: number; truncated: boolean } {
  const limit = MAX_IMPORTED_EVENTS;
  const single = expandOccurrences(
    series.filter((s) => !isRepeating(s)),
    EVER,
    timeZone,
    limit,
  );
  // All series together, so a moved occurrence replaces its original; the one-offs come from above.
  const year = expandOccurrences(series, { from: now, to: new Date(now.getTime() + YEAR_MS) }, timeZone, limit);
  const repeated = year.occurrences.filter((o) => o.repeats);
  const all = [...single.occurrences, ...repeated].sort((a, b) => a.start.getTime() - b.start.getTime());
  const kept = all.slice(0, limit);
  return {
    events: kept.map((o) => toEvent(o, executiveId)),
    fromRecurring: kept.filter((o) => o.repeats).length,
    truncated: single.truncated || year.truncated || all.length > limit,
  };
}
