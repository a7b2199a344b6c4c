import { describe, expect, it } from 'vitest';
import { CreateGoalBodySchema, UpdateGoalBodySchema, goalProgressForStatus, goalUrgency } from './goals';

describe('goal progress and urgency', () => {
  it.each([
    ['Complete', 100],
    ['In Progress', 65],
    ['Not Started', 0],
    ['Blocked', 30],
  ])('progress for %s is %i', (status, progress) => {
    expect(goalProgressForStatus(status)).toBe(progress);
  });

  it.each([
    ['2025-03-12', 'high'],
    ['2025-03-15', 'high'],
    ['2025-03-16', 'medium'],
    ['2025-03-26', 'medium'],
    ['2025-03-27', 'low'],
    ['2025-03-01', 'high'],
  ])('a target of %s seen on 2025-03-12 is %s urgency', (target, urgency) => {
    expect(goalUrgency(target, '2025-03-12')).toBe(urgency);
  });

  it('counts whole calendar days across a daylight-saving change', () => {
    expect(goalUrgency('2025-04-13', '2025-03-30')).toBe('medium'); // 14 days, DST in Europe on 30 March
  });

  it('validates new and edited goals', () => {
    const base = { kind: 'micro_win', title: 'Ship it', status: 'In Progress', target_date: '2024-02-29', model_alignment: 'servant' };
    expect(CreateGoalBodySchema.parse(base).linked_to).toBeNull();
    expect(CreateGoalBodySchema.safeParse({ ...base, target_date: '2025-02-29' }).success).toBe(false);
    expect(UpdateGoalBodySchema.safeParse({}).success).toBe(false);
    expect(UpdateGoalBodySchema.safeParse({ status: 'Complete' }).success).toBe(true);
    expect(UpdateGoalBodySchema.safeParse({ kind: 'mission' }).success).toBe(false);
  });
});
