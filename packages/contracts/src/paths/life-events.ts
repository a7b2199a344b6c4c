import { ex } from './executive';

export const lifeEventPaths = {
  personalEvents: (id: number) => `${ex(id)}/personal-events`,
} as const;
