import { ex } from './executive';

export const reminderPaths = {
  remindersDue: (id: number) => `${ex(id)}/reminders/due`,
  remindersRead: (id: number) => `${ex(id)}/reminders/read`,
} as const;
