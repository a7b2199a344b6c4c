import { ex } from './executive';

export const briefPaths = {
  dailyBrief: (id: number) => `${ex(id)}/daily-brief`,
  notifications: (id: number) => `${ex(id)}/notifications`,
} as const;
