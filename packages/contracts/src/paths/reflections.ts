import { ex } from './executive';

export const reflectionPaths = {
  reflections: (id: number) => `${ex(id)}/reflections`,
  reflection: (id: number, weekStart: string) => `${ex(id)}/reflections/${weekStart}`,
} as const;
