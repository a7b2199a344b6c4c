import { describe, expect, it } from 'vitest';
import { nowIn } from '@provana/dates';
import { goalProgress, goalUrgency, progressForStatus, toReportGoal } from './goal-model';

describe('goal progress', () => {
  it('maps status: Complete 100, In Progress 65, Not Started 0, any other 30', () => {
    expect(progressForStatus('Complete')).toBe(100);
    expect(progressForStatus('In Progress')).toBe(65);
    expect(progressForStatus('Not Started')).toBe(0);
    expect(progressForStatus('Blocked')).toBe(30);
  });

  it('prefers a real progress value, zero included', () => {
    expect(goalProgress({ status: 'In Progress', progress: 0 })).toEqual({ value: 0, isFallback: false });
    expect(goalProgress({ status: 'Complete', progress: 40 })).toEqual({ value: 40, isFallback: false });
  });

  it('falls back to the status, and to 75 only when progress and status are both missing', () => {
    expect(goalProgress({ status: 'Not Started' })).toEqual({ value: 0, isFallback: false });
    expect(goalProgress({ status: 'On Hold', progress: null })).toEqual({ value: 30, isFallback: false });
    expect(goalProgress({})).toEqual({ value: 75, isFallback: true });
    expect(toReportGoal({ goal: 'Grow', deadline: null }, new Date()).progressIsFallback).toBe(true);
  });
});

describe('goal urgency', () => {
  const today = new Date(2026, 2, 4, 23, 30);
  it('is high within 3 days (and when past), medium within 14, otherwise low', () => {
    expect(goalUrgency('2026-03-01', today)).toBe('high');
    expect(goalUrgency('2026-03-04', today)).toBe('high');
    expect(goalUrgency('2026-03-07', today)).toBe('high');
    expect(goalUrgency('2026-03-08', today)).toBe('medium');
    expect(goalUrgency('2026-03-18', today)).toBe('medium');
    expect(goalUrgency('2026-03-19', today)).toBe('low');
  });

  it("counts days from today in the executive's zone", () => {
    // 20:00 UTC on 4 March is already 5 March in Tokyo: a goal due on the 19th is 14 days away there.
    const at = new Date('2026-03-04T20:00:00Z');
    expect(goalUrgency('2026-03-19', nowIn('Asia/Tokyo', at))).toBe('medium');
    expect(goalUrgency('2026-03-19', nowIn('America/Los_Angeles', at))).toBe('low');
  });

  it('has no urgency without a readable date', () => {
    expect(goalUrgency(null, today)).toBeNull();
    expect(goalUrgency('soon', today)).toBeNull();
  });
});
