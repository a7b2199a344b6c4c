// What the Goal Tracker derives from the API's goals: the summary and the model alignment counts.
import { type Goal, type GoalsResponse, type LeadershipModelId, goalUrgency } from '@provana/contracts';

export const GOAL_STATUSES = ['Not Started', 'In Progress', 'Complete'] as const;
export const MODEL_IDS: readonly LeadershipModelId[] = ['transformational', 'servant', 'system_syncing'];

export interface GoalSummary {
  total: number;
  complete: number;
  inProgress: number;
  notStarted: number;
  /** Mean progress of all goals (each from its status), rounded; 0 without goals. */
  averageProgress: number;
  /** Goals due within 3 days (high urgency) that are not complete. */
  dueSoon: number;
}

export function allGoals(data: GoalsResponse): Goal[] {
  return [...(data.mission_goal ? [data.mission_goal] : []), ...data.quarterly_goals, ...data.micro_wins];
}

export function goalSummary(goals: readonly Goal[], today: string): GoalSummary {
  const count = (status: string) => goals.filter((g) => g.status === status).length;
  const total = goals.length;
  return {
    total,
    complete: count('Complete'),
    inProgress: count('In Progress'),
    notStarted: count('Not Started'),
    averageProgress: total === 0 ? 0 : Math.round(goals.reduce((sum, g) => sum + g.progress, 0) / total),
    dueSoon: goals.filter((g) => g.status !== 'Complete' && goalUrgency(g.target_date, today) === 'high').length,
  };
}

/** How many goals serve each leadership model. */
export function alignmentCounts(goals: readonly Goal[]): Record<LeadershipModelId, number> {
  const counts: Record<LeadershipModelId, number> = { transformational: 0, servant: 0, system_syncing: 0 };
  for (const g of goals) counts[g.model_alignment] += 1;
  return counts;
}

export const STATUS_PALETTE: Record<string, string> = { Complete: 'green', 'In Progress': 'blue', 'Not Started': 'gray' };
