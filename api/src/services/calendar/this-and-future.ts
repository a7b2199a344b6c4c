// RECURRENCE-ID;RANGE=THISANDFUTURE: an override that changes its occurrence and every later one of
// its series. A later occurrence keeps its own date and takes the override's shift (the override's
// start minus the start it replaced, as wall clock), title, place and length, from the latest such
// override before it (RFC 5545 §3.8.4.4). A cancelled one ends the series there (endBefore).
import { wallTime } from '@provana/dates';
import { MAX_STEPS, ruleOf } from './series-starts';
import type { EventSeries, OccurrenceKey } from './event-series';
import { floatingTime, wallTextOf } from './ical-time';

/** How far an override moves the occurrences it governs, on the wall clock. */
export const shiftOf = (o: EventSeries): number => (o.recurrenceId === null ? 0 : wallTime(o.startLocal) - wallTime(o.recurrenceId));

/** The THISANDFUTURE override governing occurrence `key`: the latest one before it (`futures` sorted by recurrenceId). */
export function governing<S extends EventSeries>(futures: readonly S[], key: OccurrenceKey): S | null {
  let found: S | null = null;
  for (const o of futures) {
    if ((o.recurrenceId ?? '') >= key) break;
    found = o;
  }
  return found;
}

/**
 * The series without its occurrences from `key` on (a cancelled THISANDFUTURE override), or null
 * when none is left: added dates dropped, the rule ended at its last start before `key` (UNTIL, any
 * COUNT dropped). A rule too long to walk to `key` is kept whole.
 */
export function endBefore(s: EventSeries, key: OccurrenceKey): EventSeries | null {
  if (s.startLocal >= key) return null;
  const rdates = s.rdates.filter((d) => d.key < key);
  if (!s.rrule) return { ...s, rdates };
  const iterator = ruleOf(s, s.timeZone ?? 'UTC').iterator(floatingTime(s.startLocal));
  let last: string | null = null;
  for (let step = 0; ; step++) {
    if (step >= MAX_STEPS) return { ...s, rdates };
    const next = iterator.next();
    if (!next) break;
    const local = wallTextOf(next);
    if (local >= key) break;
    last = local;
  }
  if (last === null) return { ...s, rrule: null, rdates };
  const rule = ruleOf(s, s.timeZone ?? 'UTC');
  rule.until = floatingTime(last);
  rule.count = null;
  return { ...s, rrule: rule.toString(), rdates };
}
