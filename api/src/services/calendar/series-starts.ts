// The wall clocks a series starts at, in order: its own start (DTSTART always counts as the first
// occurrence, RFC 5545 §3.8.5.3, even when the rule would not produce it or its UNTIL falls before
// it), each start its rule yields (ical.js's iterator over floating times, so a 09:00 weekly
// meeting stays at 09:00 across daylight-saving changes), and its added dates (RDATE, a PERIOD with
// its own length), merged, each once. Exceptions are the caller's (occurrences.ts).
import ICAL from 'ical.js';
import { nowIn, toIsoDate, toIsoDateTime } from '@provana/dates';
import type { EventSeries } from './event-series';
import { floatingTime, isUtc, wallTextOf } from './ical-time';

/** Rule iterations per series: a daily series started 270 years ago still reaches today. */
export const MAX_STEPS = 100_000;
/** Rule iterations one call may spend over all its series (ical.js takes a few µs each). */
export const MAX_TOTAL_STEPS = 300_000;

/** Iterations left to a call, shared by its series. */
export interface StepBudget {
  left: number;
}

/** The rule with an UNTIL in UTC moved to the series' wall clock (the iterator runs on floating times). */
export function ruleOf(s: EventSeries, zone: string): ICAL.Recur {
  const rule = ICAL.Recur.fromString(s.rrule ?? '');
  if (rule.until && isUtc(rule.until) && !s.allDay) {
    rule.until = floatingTime(toIsoDateTime(nowIn(zone, new Date(rule.until.toUnixTime() * 1000))));
  } else if (rule.until && s.allDay && !rule.until.isDate) {
    rule.until = floatingTime(toIsoDate(nowIn(zone, new Date(rule.until.toUnixTime() * 1000))));
  }
  return rule;
}

/**
 * Each start of the series (wall clock in its zone) with that occurrence's length, in order, until
 * `visit` returns false. False when it stopped on a step limit (MAX_STEPS for the series, or the
 * shared budget) with occurrences left.
 */
export function eachStart(
  s: EventSeries,
  zone: string,
  visit: (local: string, durationMs: number) => boolean,
  budget: StepBudget = { left: MAX_TOTAL_STEPS },
): boolean {
  if (!s.rrule && s.rdates.length === 0) {
    visit(s.startLocal, s.durationMs);
    return true;
  }
  // The start and the added dates, by key; the start keeps its own length.
  const added = new Map<string, number>(s.rdates.map((d) => [d.key, d.durationMs ?? s.durationMs]));
  added.set(s.startLocal, s.durationMs);
  const extra = [...added.keys()].sort();
  const iterator = s.rrule ? ruleOf(s, zone).iterator(floatingTime(s.startLocal)) : null;
  let steps = 0;
  const pull = (): string | null | undefined => {
    if (!iterator) return null;
    if (steps >= MAX_STEPS || budget.left <= 0) return undefined;
    steps += 1;
    budget.left -= 1;
    const next = iterator.next();
    return next ? wallTextOf(next) : null;
  };
  let fromRule = pull();
  let i = 0;
  for (;;) {
    // undefined: the rule ran out of steps, not of occurrences.
    if (fromRule === undefined) return false;
    const candidate = extra[i];
    let local: string;
    let durationMs: number;
    if (candidate !== undefined && (fromRule === null || candidate <= fromRule)) {
      local = candidate;
      durationMs = added.get(candidate) ?? s.durationMs;
      i += 1;
      if (candidate === fromRule) fromRule = pull();
    } else if (fromRule !== null) {
      local = fromRule;
      durationMs = s.durationMs;
      fromRule = pull();
    } else {
      return true;
    }
    if (!visit(local, durationMs)) return true;
  }
}
