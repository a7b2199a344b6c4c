import { z } from 'zod';
import { IsoDateSchema, IsoDateTimeSchema, UrgencySchema, requiredText } from './common';
import { RealIsoDateSchema, endAfterStart } from './refinements';
import { RepeatSchema, untilNotBeforeStart } from './calendar-repeat';
import { ReminderMinutesSchema } from './reminders';
import { PrivateFlagSchema } from './private-items';
import { byDelegateField } from './attribution';

export const CalendarEventTypeSchema = z.enum(['focus', 'meeting', 'strategic', 'other']);

export const CalendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  type: CalendarEventTypeSchema,
  priority: UrgencySchema,
  description: z.string(),
  relatedGoals: z.array(z.string()),
  /** A series' repeat (on each of its occurrences), null for a one-off event. */
  repeat: RepeatSchema.nullable().optional(),
  /** An occurrence of a series: its original start (what PATCH/DELETE with scope 'this' name); null for a one-off. */
  occurrenceStart: z.string().nullable().optional(),
  /** Minutes before the start it reminds; null: no reminder. */
  reminderMinutes: ReminderMinutesSchema.nullable().optional(),
  /** Set (true) only on a private item: see private-items.ts. */
  private: z.boolean().optional(),
  /** A private event as seen by whoever does not see private items: titled Busy, its time only, not to be opened. */
  busy: z.literal(true).optional(),
  ...byDelegateField,
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;

/** POST /api/executive/{id}/calendar-events: startTime is date + 'T' + time + ':00'. */
export const CreateCalendarEventBodySchema = z
  .object({
    title: requiredText(200),
    startTime: IsoDateTimeSchema,
    endTime: IsoDateTimeSchema,
    type: CalendarEventTypeSchema,
    priority: UrgencySchema,
    description: z.string().max(2000).optional().default(''),
    relatedGoals: z.array(z.string().max(200)).max(20).optional().default([]),
    repeat: RepeatSchema.nullable().optional(),
    reminderMinutes: ReminderMinutesSchema.nullable().optional(),
    private: PrivateFlagSchema.optional().default(false),
  })
  .refine(...endAfterStart('startTime', 'endTime'))
  .refine(...untilNotBeforeStart);
export type CreateCalendarEventBody = z.input<typeof CreateCalendarEventBodySchema>;

/** GET .../calendar-events?from=YYYY-MM-DD&to=YYYY-MM-DD (inclusive); the range is capped at 366 days. */
export const DateRangeQuerySchema = z
  .object({ from: RealIsoDateSchema.optional(), to: RealIsoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] });
export type DateRangeQuery = z.infer<typeof DateRangeQuerySchema>;

/** GET /api/executive/{id}/calendar: everything the month grid shows, one item list. */
export const CalendarItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['event', 'meeting', 'priority', 'personal']),
  title: z.string(),
  date: IsoDateSchema,
  time: z.string().nullable(),
  urgency: UrgencySchema.nullable(),
  /** Set (true) only on a private event or personal event: see private-items.ts. */
  private: z.boolean().optional(),
  /** A private event as seen by whoever does not see private items: titled Busy, not to be opened. */
  busy: z.literal(true).optional(),
  /** An event a delegate last added or changed. */
  ...byDelegateField,
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;
export const CalendarResponseSchema = z.object({ from: IsoDateSchema, to: IsoDateSchema, items: z.array(CalendarItemSchema) });
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;
