// Reminders: an event's reminder, and the due reminders the server computes from the
// stored data (events, 1:1s with reminder_24hr_before, life events with reminderSet) for the bell,
// the toast and the browser notification.
import { z } from 'zod';

/** Minutes before the start: at the start, 5, 10, 15, 30 minutes, 1 hour, 1 day. null: no reminder. */
export const REMINDER_MINUTES = [0, 5, 10, 15, 30, 60, 1440] as const;
export const ReminderMinutesSchema = z.literal(REMINDER_MINUTES);
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

export const DueReminderSchema = z.object({
  /** Names the reminder and its due time (a moved event reminds again): what POST .../reminders/read takes. */
  key: z.string(),
  kind: z.enum(['event', 'one_on_one', 'life_event']),
  title: z.string(),
  detail: z.string(),
  /** When it came due and when its subject starts, wall clock in the executive's zone. */
  remindAt: z.string(),
  startsAt: z.string(),
});
export type DueReminder = z.infer<typeof DueReminderSchema>;

/**
 * GET /api/executive/{id}/reminders/due?since=<ISO instant>: the unread reminders due after `since`
 * (at most 7 days back, the default) and by now, oldest first.
 */
export const DueRemindersQuerySchema = z.object({ since: z.iso.datetime({ offset: true }).optional() });
export type DueRemindersQuery = z.infer<typeof DueRemindersQuerySchema>;
export const DueRemindersResponseSchema = z.object({ items: z.array(DueReminderSchema) });
export type DueRemindersResponse = z.infer<typeof DueRemindersResponseSchema>;

/** POST /api/executive/{id}/reminders/read: marks reminders read, for every process and browser. */
export const MarkRemindersReadBodySchema = z.object({ keys: z.array(z.string().min(1).max(300)).min(1).max(200) });
export type MarkRemindersReadBody = z.infer<typeof MarkRemindersReadBodySchema>;
