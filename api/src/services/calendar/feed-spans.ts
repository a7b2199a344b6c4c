// The stored bounds (start_at, end_at) of a feed's series, for range reads: each series' own span
// (occurrences.ts), one iteration budget shared by the feed so a feed of many long series cannot hold
// the process. A THISANDFUTURE override moves its series' later occurrences, so the series' span
// grows by the move, and the override (which range reads must find with its series) takes the
// series' span too.
import type { EventSeries } from './event-series';
import { isRepeating } from './event-series';
import { seriesSpan, SPAN_STEPS } from './occurrences';
import { MAX_TOTAL_STEPS } from './series-starts';
import { shiftOf } from './this-and-future';

export interface Span {
  startAt: number;
  /** null: for ever. */
  endAt: number | null;
}

const groupOf = (s: EventSeries) => `${s.scope}\u0000${s.uid}`;

export function feedSpans(series: readonly EventSeries[]): Span[] {
  const budget = { left: MAX_TOTAL_STEPS };
  const spans: Span[] = series.map((s) => {
    const allotted = Math.min(SPAN_STEPS, budget.left);
    const mine = { left: allotted };
    const span = seriesSpan(s, mine);
    budget.left -= allotted - mine.left;
    return span;
  });
  const masters = new Map<string, number>();
  series.forEach((s, i) => {
    if (isRepeating(s)) masters.set(groupOf(s), i);
  });
  const moved = series.map((s, i) => ({ s, i })).filter(({ s }) => s.thisAndFuture && masters.has(groupOf(s)));
  for (const { s, i } of moved) {
    const m = masters.get(groupOf(s)) ?? i;
    const master = spans[m];
    const own = spans[i];
    if (!master || !own) continue;
    const later = Math.max(0, shiftOf(s) + s.durationMs - (series[m]?.durationMs ?? 0));
    spans[m] = { startAt: Math.min(master.startAt, own.startAt), endAt: master.endAt === null ? null : master.endAt + later };
  }
  for (const { s, i } of moved) {
    const master = spans[masters.get(groupOf(s)) ?? i];
    const own = spans[i];
    if (master && own)
      spans[i] = {
        startAt: Math.min(own.startAt, master.startAt),
        endAt: master.endAt === null || own.endAt === null ? null : Math.max(own.endAt, master.endAt),
      };
  }
  return spans;
}
