// The weekly-insights report's data: the recent weeks (newest first) and their totals.
import type { Reflection } from '@provana/contracts';

export const RECENT_WEEKS = 8;

export function recentWeeks(reflections: readonly Reflection[], count = RECENT_WEEKS): Reflection[] {
  return [...reflections].sort((a, b) => b.weekStart.localeCompare(a.weekStart)).slice(0, count);
}

export interface ReflectionTotals {
  made: number;
  delayed: number;
  delegated: number;
  missedEvents: number;
}

export function totalsOf(weeks: readonly Reflection[]): ReflectionTotals {
  return weeks.reduce(
    (t, w) => ({
      made: t.made + w.strategicDecisionsMade,
      delayed: t.delayed + w.delayedDecisions,
      delegated: t.delegated + w.delegatedTasks,
      missedEvents: t.missedEvents + (w.missedPersonalEvent ? 1 : 0),
    }),
    { made: 0, delayed: 0, delegated: 0, missedEvents: 0 },
  );
}
