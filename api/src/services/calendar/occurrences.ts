// Expands EventSeries (event-series.ts) to the occurrences in a range, in the executive's zone. Pure.
// A series' starts come from series-starts.ts (its own start, its rule's, its added dates), and each
// wall clock becomes an instant through the series' zone (@provana/dates), so a 09:00 weekly meeting in
// Berlin is 08:00Z in winter and 07:00Z in summer. All-day and floating events are read in the
// executive's zone. EXDATE keys are skipped (added dates included); an occurrence some override
// names is left to the override, which is an ordinary one-off event (so a move into or out of the
// range shows right); a later occurrence of a THISANDFUTURE override is moved and renamed by it
// (this-and-future.ts).
// Bounded: at most MAX_OCCURRENCES per call (the earliest ones; `truncated` says more were left
// out), MAX_STEPS rule iterations per series and MAX_TOTAL_STEPS per call (`truncated` too).
import { DAY_MS, addDaysToIsoDate, instantOf, nowIn, toIsoDateTime, wallText, wallTime } from '@provana/dates';
import { isRepeating, type EventSeries } from './event-series';
import { eachStart, MAX_TOTAL_STEPS, ruleOf, type StepBudget } from './series-starts';
import { governing, shiftOf } from './this-and-future';

/** Occurrences one request returns at most (a year of a dozen daily series). */
export const MAX_OCCURRENCES = 2000;
/** Rule iterations seriesSpan spends on one series by default (sync shares a budget across a feed). */
export const SPAN_STEPS = 10_000;
const HOUR_MS = 3_600_000;

export interface Occurrence<S extends EventSeries = EventSeries> {
  /** The series it comes from; for an occurrence a THISANDFUTURE override moved, that override. */
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
  /** Produced by a series' rule or dates, not a one-off event or an override's own row. */
  repeats: boolean;
}

export interface Range {
  from: Date;
  to: Date;
}

const groupOf = (s: EventSeries) => `${s.scope}\u0000${s.uid}`;

/** The occurrence of series `s` that starts at wall clock `local` and lasts `durationMs`, read in `zone`. */
function occurrenceAt<S extends EventSeries>(
  s: S,
  local: string,
  durationMs: number,
  zone: string,
  viewZone: string,
  key: string | null,
  repeats = false,
): Occurrence<S> {
  if (s.allDay) {
    const date = local.slice(0, 10);
    const endDate = addDaysToIsoDate(date, Math.max(1, Math.round(durationMs / DAY_MS)));
    return { series: s, start: instantOf(date, viewZone), end: instantOf(endDate, viewZone), startLocal: date, endLocal: endDate, allDay: true, key, repeats };
  }
  const start = instantOf(local, zone);
  const end = new Date(start.getTime() + durationMs);
  const wall = (d: Date) => toIsoDateTime(nowIn(viewZone, d));
  return { series: s, start, end, startLocal: wall(start), endLocal: wall(end), allDay: false, key, repeats };
}

/** The overrides of each group: the keys some override replaces, and the THISANDFUTURE ones by key. */
function overridesOf<S extends EventSeries>(series: readonly S[]) {
  const replaced = new Map<string, Set<string>>();
  const futures = new Map<string, S[]>();
  for (const s of series) {
    if (s.recurrenceId === null) continue;
    const group = groupOf(s);
    replaced.set(group, (replaced.get(group) ?? new Set<string>()).add(s.recurrenceId));
    if (s.thisAndFuture) futures.set(group, [...(futures.get(group) ?? []), s]);
  }
  for (const list of futures.values()) list.sort((a, b) => (a.recurrenceId ?? '').localeCompare(b.recurrenceId ?? ''));
  return { replaced, futures };
}

/** Occurrences of `series` overlapping [from, to), by start, at most `limit`. */
export function expandOccurrences<S extends EventSeries>(
  series: readonly S[],
  range: Range,
  viewZone: string,
  limit = MAX_OCCURRENCES,
): { occurrences: Occurrence<S>[]; truncated: boolean } {
  const { replaced, futures } = overridesOf(series);
  const from = range.from.getTime();
  const to = range.to.getTime();
  const out: Occurrence<S>[] = [];
  const budget: StepBudget = { left: MAX_TOTAL_STEPS };
  let cut = false;
  for (const s of series) {
    const zone = s.timeZone ?? viewZone;
    const repeating = isRepeating(s);
    const skip = new Set([...s.exdates, ...(repeating ? (replaced.get(groupOf(s)) ?? []) : [])]);
    const moving = repeating ? (futures.get(groupOf(s)) ?? []) : [];
    // How far an occurrence can end after its key (the longest length, moved the furthest) and
    // start before it (moved back the furthest).
    const shifts = moving.map((o) => shiftOf(o));
    const longest = Math.max(s.durationMs, ...s.rdates.map((d) => d.durationMs ?? 0), ...moving.map((o, i) => o.durationMs + Math.max(0, shifts[i] ?? 0)));
    const back = Math.max(0, ...shifts.map((shift) => -shift)) + (moving.length > 0 ? HOUR_MS : 0);
    // Wall clocks that end before the range whatever the offset: passed over as text, without the
    // cost of an instant each (a daily series started years ago walks thousands of them).
    const earliest = new Date(from - longest - DAY_MS);
    const before = Number.isNaN(earliest.getTime()) ? '' : toIsoDateTime(nowIn(s.allDay ? viewZone : zone, earliest));
    let found = 0;
    const complete = eachStart(
      s,
      zone,
      (local, durationMs) => {
        if (local < before.slice(0, local.length)) return true;
        const own = occurrenceAt(s, local, durationMs, zone, viewZone, repeating ? local : s.recurrenceId, repeating);
        if (own.start.getTime() - back >= to) return false;
        if (repeating && skip.has(local)) return true;
        const mover = moving.length > 0 ? governing(moving, local) : null;
        // A moved occurrence: the override's length unless an added PERIOD gave this one its own.
        const occurrence = mover
          ? occurrenceAt(
              mover,
              wallText(wallTime(local) + shiftOf(mover), mover.allDay),
              durationMs === s.durationMs ? mover.durationMs : durationMs,
              zone,
              viewZone,
              local,
              true,
            )
          : own;
        const start = occurrence.start.getTime();
        const end = occurrence.end.getTime();
        if (start < to && (end > from || (end === start && start >= from))) {
          out.push(occurrence);
          found += 1;
        }
        // One series alone past the cap: the earliest `limit + 1` are enough to know it is truncated.
        return found <= limit;
      },
      budget,
    );
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
  const firstKey = [s.startLocal, ...s.rdates.map((d) => d.key)].sort()[0] ?? s.startLocal;
  const startAt = occurrenceAt(s, firstKey, s.durationMs, zone, 'UTC', null).start.getTime();
  if (!isRepeating(s)) return { startAt, endAt: occurrenceAt(s, s.startLocal, s.durationMs, zone, 'UTC', null).end.getTime() };
  if (s.rrule) {
    const rule = ruleOf(s, zone);
    if (!rule.until && !rule.count) return { startAt, endAt: null };
  }
  const seen = { last: s.startLocal, endAt: startAt };
  const complete = eachStart(
    s,
    zone,
    (local, durationMs) => {
      seen.last = local;
      // Only a PERIOD's own length can end an earlier occurrence after the last one.
      if (durationMs !== s.durationMs) seen.endAt = Math.max(seen.endAt, occurrenceAt(s, local, durationMs, zone, 'UTC', null).end.getTime());
      return true;
    },
    budget,
  );
  // Past the budget: stored as open-ended, so range reads still find it (and expand it themselves).
  if (!complete) return { startAt, endAt: null };
  return { startAt, endAt: Math.max(seen.endAt, occurrenceAt(s, seen.last, s.durationMs, zone, 'UTC', null).end.getTime()) };
}
