import { ex } from './executive';

export const memoryNotePaths = {
  memory: (id: number) => `${ex(id)}/memory`,
} as const;
