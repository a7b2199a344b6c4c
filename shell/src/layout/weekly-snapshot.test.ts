import type { Reflection } from '@provana/contracts';
import { describe, expect, it } from 'vitest';
import { latestSnapshot, snapshotLines } from './weekly-snapshot';

const reflection = (id: number, weekStart: string, made: number, delayed: number, delegated: number): Reflection => ({
  id,
  weekStart,
  strategicDecisionsMade: made,
  delayedDecisions: delayed,
  delegatedTasks: delegated,
  missedPersonalEvent: false,
  selfInsight: '',
});

describe('weekly snapshot', () => {
  it('uses the most recent week whatever the order the API returns', () => {
    const snapshot = latestSnapshot([reflection(1, '2025-02-24', 2, 0, 1), reflection(3, '2025-03-10', 3, 1, 5), reflection(2, '2025-03-03', 4, 2, 2)]);
    expect(snapshot).toEqual({ weekStart: '2025-03-10', made: 3, delayed: 1, delegated: 5 });
    expect(snapshotLines(snapshot!)).toEqual(['3 strategic decisions made', '1 delayed', '5 delegated']);
  });

  it('is empty without reflections and singular for one decision', () => {
    expect(latestSnapshot([])).toBeNull();
    expect(latestSnapshot(undefined)).toBeNull();
    expect(snapshotLines({ weekStart: '2025-03-10', made: 1, delayed: 0, delegated: 0 })[0]).toBe('1 strategic decision made');
  });
});
