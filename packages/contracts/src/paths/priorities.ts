import { ex } from './executive';

export const priorityPaths = {
  priorities: (id: number) => `${ex(id)}/priorities`,
  priority: (id: number, taskId: number) => `${ex(id)}/priorities/${taskId}`,
  /** The spec's unscoped report source (section 7). */
  legacyPriorities: (id: number) => `/api/priorities/${id}`,
} as const;
