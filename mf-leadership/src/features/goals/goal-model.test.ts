import { describe, expect, it } from 'vitest';
import type { Goal, GoalsResponse } from '@provana/contracts';
import { alignmentCounts, allGoals, goalSummary } from './goal-model';

const goal = (id: number, kind: Goal['kind'], status: string, progress: number, model: Goal['model_alignment'], target = '2025-06-30'): Goal => ({
  id,
  kind,
  title: `Goal ${id}`,
  model_alignment: model,
  target_date: target,
  status,
  progress,
  tags: [],
  linked_to: null,
});

const data: GoalsResponse = {
  mission_goals: [],
  mission_goal: goal(1, 'mission', 'In Progress', 65, 'servant'),
  quarterly_goals: [goal(2, 'quarterly', 'Complete', 100, 'system_syncing', '2025-03-13'), goal(3, 'quarterly', 'Not Started', 0, 'servant', '2025-03-14')],
  micro_wins: [goal(4, 'micro_win', 'Blocked', 30, 'transformational', '2025-03-20')],
};

describe('goal model', () => {
  it('lists the mission, quarterly goals and micro wins', () => {
    expect(allGoals(data).map((g) => g.id)).toEqual([1, 2, 3, 4]);
    expect(allGoals({ ...data, mission_goal: null }).map((g) => g.id)).toEqual([2, 3, 4]);
  });

  it('summarises statuses, mean progress and open goals due within 3 days', () => {
    expect(goalSummary(allGoals(data), '2025-03-12')).toEqual({ total: 4, complete: 1, inProgress: 1, notStarted: 1, averageProgress: 49, dueSoon: 1 });
    expect(goalSummary([], '2025-03-12').averageProgress).toBe(0);
  });

  it('counts goals per leadership model', () => {
    expect(alignmentCounts(allGoals(data))).toEqual({ transformational: 1, servant: 2, system_syncing: 1 });
  });
});
