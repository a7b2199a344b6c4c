// Decisions to Make: soonest due first (ties by title), overdue when the due day is before today.
import type { Decision } from '@provana/contracts';

export function sortByDue(decisions: readonly Decision[]): Decision[] {
  return [...decisions].sort((a, b) => a.dueBy.slice(0, 10).localeCompare(b.dueBy.slice(0, 10)) || a.title.localeCompare(b.title));
}

export const isOverdue = (decision: Decision, today: string): boolean => decision.dueBy.slice(0, 10) < today;

export const IMPACT_PALETTE = { high: 'red', medium: 'orange', low: 'green' } as const;
