// Pure selectors over the daily brief's data, kept apart from the components so they are unit-tested.
import type { Meeting, Priority, Urgency } from '@provana/contracts';
import { isBeforeWallClock, wallTime } from '@provana/dates';

/** How many Top Action Items the spec shows at most. */
export const TOP_ACTION_ITEMS_LIMIT = 5;

export type UrgencyCounts = Record<Urgency, number>;

/**
 * Counts by urgency of OPEN priorities only: the counters sit above "what is left to do",
 * so a task completed from this screen leaves its counter (a completed task is no longer a priority).
 */
export function countOpenByUrgency(priorities: readonly Priority[]): UrgencyCounts {
  const counts: UrgencyCounts = { high: 0, medium: 0, low: 0 };
  for (const priority of priorities) {
    if (!priority.completed) counts[priority.urgency] += 1;
  }
  return counts;
}

/**
 * A priority is overdue when it is open and its due date is before now (spec section 4). The due
 * date is a wall clock in the executive's zone, so `now` is too: wallNowIn(zone), not the browser's clock.
 */
export function isOverdue(priority: Priority, now: number): boolean {
  return !priority.completed && isBeforeWallClock(priority.dueDate, now);
}

/** Due date on the wall clock; undated or unparsable dates sort last. */
function dueKey(priority: Priority): number {
  const due = wallTime(priority.dueDate);
  return Number.isNaN(due) ? Number.POSITIVE_INFINITY : due;
}

/** Earliest due first, then by id so the order is stable. */
function byDueDate(a: Priority, b: Priority): number {
  const da = dueKey(a);
  const db = dueKey(b);
  if (da !== db) return da < db ? -1 : 1;
  return a.id - b.id;
}

/** Up to five open high-urgency priorities, the most pressing (earliest due) first. */
export function topActionItems(priorities: readonly Priority[]): Priority[] {
  return priorities
    .filter((p) => p.urgency === 'high' && !p.completed)
    .sort(byDueDate)
    .slice(0, TOP_ACTION_ITEMS_LIMIT);
}

/** All priorities for the brief card: open ones first (by due date), completed ones after. */
export function orderForBrief(priorities: readonly Priority[]): Priority[] {
  const open = priorities.filter((p) => !p.completed).sort(byDueDate);
  const done = priorities.filter((p) => p.completed).sort(byDueDate);
  return [...open, ...done];
}

/** Meetings in start order (the API sends today's meetings; order is not guaranteed). */
export function meetingsByStart<M extends Meeting>(meetings: readonly M[]): M[] {
  return [...meetings].sort((a, b) => wallTime(a.startTime) - wallTime(b.startTime) || a.id - b.id);
}
