// Orders open priorities by urgency of attention: overdue first, then high, then by due date.
import type { Priority } from '@provana/contracts';
import { compareWallClock, daysBetween, describeDate, parseWallClock, type WallClock } from '@provana/dates';

export interface RankedPriority {
  priority: Priority;
  due: WallClock | null;
  /** A priority is overdue when its due date is before now (the spec's rule). */
  overdue: boolean;
  /** Whole calendar days past due (0 when due earlier today); null when not overdue. */
  daysOverdue: number | null;
}

const URGENCY_RANK = { high: 0, medium: 1, low: 2 } as const;

export function describePriority(priority: Priority, now: WallClock): RankedPriority {
  const due = parseWallClock(priority.dueDate);
  const overdue = due !== null && compareWallClock(due, now) < 0;
  return { priority, due, overdue, daysOverdue: overdue && due ? daysBetween(due.date, now.date) : null };
}

/**
 * Open priorities, most pressing first: overdue (longest overdue first), then high urgency, then by
 * due date (soonest first, undated last), then urgency, then id for a stable order.
 */
export function rankPriorities(priorities: Priority[], now: WallClock): RankedPriority[] {
  return priorities
    .filter((p) => !p.completed && p.status !== 'completed')
    .map((p) => describePriority(p, now))
    .sort((a, b) => {
      if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
      const aHigh = a.priority.urgency === 'high';
      const bHigh = b.priority.urgency === 'high';
      if (aHigh !== bHigh) return aHigh ? -1 : 1;
      if (a.due && b.due) {
        const byDue = compareWallClock(a.due, b.due);
        if (byDue !== 0) return byDue;
      } else if (a.due || b.due) {
        return a.due ? -1 : 1;
      }
      return URGENCY_RANK[a.priority.urgency] - URGENCY_RANK[b.priority.urgency] || a.priority.id - b.priority.id;
    });
}

/** "overdue by 3 days (was due Fri Nov 20)", "due today", "due in 2 days (Wed Nov 25)", "no deadline"; `short` drops the dates. */
export function deadlinePhrase(ranked: RankedPriority, now: WallClock, short = false): string {
  if (!ranked.due) return 'no deadline';
  const on = (date: string) => (short ? '' : ` (${ranked.overdue ? 'was due ' : ''}${describeDate(date)})`);
  if (ranked.overdue) {
    const days = ranked.daysOverdue ?? 0;
    return days === 0 ? 'overdue since earlier today' : `overdue by ${days} day${days === 1 ? '' : 's'}${on(ranked.due.date)}`;
  }
  const days = daysBetween(now.date, ranked.due.date);
  if (days === 0) return 'due today';
  if (days === 1) return 'due tomorrow';
  return `due in ${days} days${on(ranked.due.date)}`;
}
