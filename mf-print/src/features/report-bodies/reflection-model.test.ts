import { describe, expect, it } from 'vitest';
import type { Reflection } from '@provana/contracts';
import { recentWeeks, totalsOf } from './reflection-model';

const week = (id: number, weekStart: string, missed = false): Reflection => ({
  id,
  weekStart,
  strategicDecisionsMade: 3,
  delayedDecisions: 1,
  delegatedTasks: 2,
  missedPersonalEvent: missed,
  selfInsight: '',
});

describe('weekly insights model', () => {
  it('keeps the most recent weeks, newest first', () => {
    const weeks = recentWeeks([week(1, '2026-01-05'), week(2, '2026-01-19'), week(3, '2026-01-12')], 2);
    expect(weeks.map((w) => w.id)).toEqual([2, 3]);
  });

  it('totals decisions, delays, delegations and missed personal events', () => {
    expect(totalsOf([week(1, 'a', true), week(2, 'b')])).toEqual({ made: 6, delayed: 2, delegated: 4, missedEvents: 1 });
    expect(totalsOf([])).toEqual({ made: 0, delayed: 0, delegated: 0, missedEvents: 0 });
  });
});
