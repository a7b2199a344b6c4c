// Expands EventSeries (event-series.ts) to the occurrences in a range, in the executive's zone. Pure.
// A series repeats on its wall clock in its own zone (ical.js's RRULE iterator over floating times),
// and each wall clock becomes an instant through that zone (lib/dates), so a 09:00 weekly meeting in
// Berlin is 08:00Z in winter and 07:00Z in summer. All-day and floating events are read in the
// executive's zone. EXDATE keys are skipped; an occurrence some override names is left to the
// override, which is an ordinary one-off event (so a move into or out of the range shows right).
// Bounded: at most MAX_OCCURRENCES per call (the earliest ones; `truncated` says more were left
// out), MAX_STEPS rule iterations per series and MAX_TOTAL_STEPS per call (`truncated` too).
import ICAL from 'ical.js';
import { addIsoDays, instantOf, nowIn, toIsoDate, toLocalDateTime } from '../../lib/dates';
import { DAY_MS, type EventSeries } from './event-series';
import { floatingTime, isUtc, wallTextOf } from './ical-time';

/** Occurrences one request returns at most (a year of a dozen daily series). */
export const MAX_OCCURRENCES = 2000;
/** Rule iterations per series: a daily series started 270 years ago still reaches today. */
export const MAX_STEPS = 100_000;
/** Rule iterations seriesSpan spends on one series by default (sync shares a budget across a feed). */
export const SPAN_STEPS = 10_000;

export interface Occurrence<S extends EventSeries = EventSeries> {
  series: S;
  /** Instants. */
  start: Date;
  end: Date;
  /** Wall clock in the executive's zone: 'YYYY-MM-DDTHH:MM:SS', or 'YYYY-MM-DD' (end exclusive) when allDay. */
  startLocal: string;
  endLocal: string;
  allDay: boolean;
  /** The occurrence's key in its series (its original start), null for a one-off event. */
  key: string | null;
}

export interface Range {
  from: Date;
  to: Date;
}

const groupOf = (s: EventSeries) => `${s.scope}\u0000${s.uid}`;

/** The occurrence that starts at wall clock `local` of series `s`, read in `zone`. */
function occurrenceAt<S extends EventSeries>(s: S, local: string, zone: string, viewZone: string, key: string | null): Occurrence<S> {
  if (s.allDay) {
    const date = local.slice(0, 10);
    const endDate = addIsoDays(date, Math.max(1, Math.round(s.durationMs / DAY_MS)));
    return { series: s, start: instantOf(date, viewZone), end: instantOf(endDate, viewZone), startLocal: date, endLocal: endDate, allDay: true, key };
  }
  const start = instantOf(local, zone);
  const end = new Date(start.getTime() + s.durationMs);
  const wall = (d: Date) => toLocalDateTime(nowIn(viewZone, d));
  return { series: s, start, end, startLocal: wall(start), endLocal: wall(end), allDay: false, key };
}

/** The rule with an UNTIL in UTC moved to the series' wall clock (the iterator runs on floating times). */
function ruleOf(s: EventSeries, zone: string): ICAL.Recur {
  const rule = ICAL.Recur.fromString(s.rrule ?? '');
  if (rule.until && isUtc(rule.until) && !s.allDay) {
    rule.until = floatingTime(toLocalDateTime(nowIn(zone, new Date(rule.until.toUnixTime() * 1000))));
  } else if (rule.until && s.allDay && !rule.until.isDate) {
    rule.until = floatingTime(toIsoDate(nowIn(zone, new Date(rule.until.toUnixTime() * 1000))));
  }
  return rule;
}

/** Rule iterations one call may spend over all its series (ical.js takes a few µs each). */
export const MAX_TOTAL_STEPS = 300_000;

/** Iterations left to a call, shared by its series. */
export interface StepBudget {
  left: number;
}

/**
 * Each wall clock the series' rule yields, in order, until `visit` returns false. False when it
 * stopped on a step limit (MAX_STEPS for the series, or the shared budget) with occurrences left.
 */
export function eachStart(s: EventSeries, zone: string, visit: (local: string) => boolean, budget: StepBudget = { left: MAX_TOTAL_STEPS }): boolean {
  if (!s.rrule) {
    visit(s.startLocal);
    return true;
  }
  const iterator = ruleOf(s, zone).iterator(floatingTime(s.startLocal));
  for (let step = 0; step < MAX_STEPS && budget.left > 0; step++, budget.left--) {
    const next = iterator.next();
    if (!next || !visit(wallTextOf(next))) return true;
  }
  return false;
}

/** Occurrences of `series` overlapping [from, to), by start, at most `limit`. */
export function expandOccurrences<S extends EventSeries>(series: readonly S[], range: Range, viewZone: string, limit = MAX_OCCURRENCES): { occurrences: Occurrence<S>[]; truncated: boolean } {
  const overridden = new Map<string, Set<string>>();
  for (const s of series) {
    if (s.recurrenceId === null) continue;
    const keys = overridden.get(groupOf(s)) ?? new Set<string>();
    keys.add(s.recurrenceId);
    overridden.set(groupOf(s), keys);
  }
  const from = range.from.getTime();
  const to = range.to.getTime();
  const out: Occurrence<S>[] = [];
  const budget: StepBudget = { left: MAX_TOTAL_STEPS };
  let cut = false;
  for (const s of series) {
    const zone = s.timeZone ?? viewZone;
    const skip = new Set([...s.exdates, ...(s.rrule ? (overridden.get(groupOf(s)) ?? []) : [])]);
    // Wall clocks that end before the range whatever the offset: passed over as text, without the
    // cost of an instant each (a daily series started years ago walks thousands of them).
    const earliest = new Date(from - s.durationMs - DAY_MS);
    const before = Number.isNaN(earliest.getTime()) ? '' : toLocalDateTime(nowIn(s.allDay ? viewZone : zone, earliest));
    let found = 0;
    const complete = eachStart(s, zone, (local) => {
      if (local < before.slice(0, local.length)) return true;
      const occurrence = occurrenceAt(s, local, zone, viewZone, s.rrule ? local : s.recurrenceId);
      if (occurrence.start.getTime() >= to) return false;
      if (occurrence.end.getTime() > from || (occurrence.end.getTime() === occurrence.start.getTime() && occurrence.start.getTime() >= from)) {
        if (!s.rrule || !skip.has(local)) {
          out.push(occurrence);
          found += 1;
        }
      }
      // One series alone past the cap: the earliest `limit + 1` are enough to know it is truncated.
      return found <= limit;
    }, budget);
    cut ||= !complete;
  }
  out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.series.summary.localeCompare(b.series.summary));
  return { occurrences: out.slice(0, limit), truncated: cut || out.length > limit };
}

/**
 * The instants a series can occupy, for the range index: its first start and its last end (null: it
 * repeats for ever, or beyond MAX_STEPS). Floating and all-day series are read in UTC here; range
 * reads widen their bounds by a day to cover every zone.
 */
export function seriesSpan(s: EventSeries, budget: StepBudget = { left: SPAN_STEPS }): { startAt: number; endAt: number | null } {
  const zone = s.timeZone ?? 'UTC';
  const first = occurrenceAt(s, s.startLocal, zone, 'UTC', null);
  if (!s.rrule) return { startAt: first.start.getTime(), endAt: first.end.getTime() };
  const rule = ruleOf(s, zone);
  if (!rule.until && !rule.count) return { startAt: first.start.getTime(), endAt: null };
  const seen = { last: s.startLocal };
  const complete = eachStart(
    s,
    zone,
    (local) => {
      seen.last = local;
      return true;
    },
    budget,
  );
  // Past the budget: stored as open-ended, so range reads still find it (and expand it themselves).
  if (!complete) return { startAt: first.start.getTime(), endAt: null };
  return { startAt: first.start.getTime(), endAt: occurrenceAt(s, seen.last, zone, 'UTC', null).end.getTime() };
}
