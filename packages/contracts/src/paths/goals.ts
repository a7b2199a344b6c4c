import { ex } from './executive';

export const goalPaths = {
  goals: (id: number) => `${ex(id)}/goals`,
  goal: (id: number, goalId: number) => `${ex(id)}/goals/${goalId}`,
  /** The spec's unscoped report source (section 7). */
  legacyGoals: (id: number) => `/api/goals/${id}`,
} as const;
