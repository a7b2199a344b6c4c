import { ex } from './executive';

export const priorityPaths = {
  priorities: (id: number) => `${ex(id)}/priorities`,
  priority: (id: number, taskId: number) => `${ex(id)}/priorities/${taskId}`,
  /** The print report's source, unscoped as the spec calls it. */
  printSourcePriorities: (id: number) => `/api/priorities/${id}`,
} as const;
