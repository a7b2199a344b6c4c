import { z } from 'zod';
import { AttributionSchema } from './assistant-attribution';
import { CalendarSourceSchema } from './calendar-subscriptions';
import { IsoDateSchema } from './common';
import { MeetingSchema } from './meetings';
import { PrioritySchema } from './priorities';

/**
 * A meeting of the day: the executive's own, or an occurrence with attendees from a
 * subscribed calendar, which carries `source` (read-only; its id is negative, unique in the list).
 */
export const BriefMeetingSchema = MeetingSchema.extend({ source: CalendarSourceSchema.optional() });
export type BriefMeeting = z.infer<typeof BriefMeetingSchema>;

export const DailyBriefSchema = z.object({
  date: IsoDateSchema,
  priorities: z.array(PrioritySchema),
  meetings: z.array(BriefMeetingSchema),
  /** Percent of open priorities and today's time linked to a goal. */
  goalAlignment: z.number().int().min(0).max(100),
  alignment: z.object({ goalAlignment: z.number().int().min(0).max(100) }),
  aiInsight: z.string(),
  /** Who wrote aiInsight; `note` when the chosen model failed and the built-in engine did. */
  insightBy: AttributionSchema.optional(),
});
export type DailyBrief = z.infer<typeof DailyBriefSchema>;

/** GET /api/executive/{id}/notifications: the bell's items, derived from data. */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['overdue_priority', 'upcoming_meeting', 'team_alert', 'reminder', 'webhook_disabled']),
  title: z.string(),
  detail: z.string(),
  at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationsResponseSchema = z.object({ count: z.number().int(), items: z.array(NotificationSchema) });
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;
