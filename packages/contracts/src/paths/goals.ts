import { ex } from './executive';

export const goalPaths = {
  goals: (id: number) => `${ex(id)}/goals`,
  goal: (id: number, goalId: number) => `${ex(id)}/goals/${goalId}`,
  /** The print report's source, unscoped as the spec calls it. */
  printSourceGoals: (id: number) => `/api/goals/${id}`,
} as const;
