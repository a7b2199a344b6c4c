import { ex } from './executive';

export const timeBlockPaths = {
  timeBlockSuggestions: (id: number) => `${ex(id)}/time-block-suggestions`,
} as const;
