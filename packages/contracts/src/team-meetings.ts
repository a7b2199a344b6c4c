import { z } from 'zod';
import { CalendarEventSchema } from './calendar';
import { IsoDateTimeSchema, requiredText } from './common';
import { endAfterStart, inFuture, zonedTimesSchema } from './refinements';
import { DirectReportSchema } from './team';

/** A 1:1 slot with a direct report (stored local date-times, 'YYYY-MM-DDTHH:MM:SS'). */
export const FollowUpSlotSchema = z.object({ startTime: z.string(), endTime: z.string() });
export type FollowUpSlot = z.infer<typeof FollowUpSlotSchema>;

/** POST /api/executive/{id}/team/{name}/follow-up: schedule a 1:1 (a calendar event with the report). */
export const ScheduleFollowUpBodySchema = z
  .object({
    startTime: IsoDateTimeSchema,
    endTime: IsoDateTimeSchema,
    title: z.string().trim().max(200).optional(),
  })
  .strict()
  .refine(...endAfterStart('startTime', 'endTime'));
export type ScheduleFollowUpBody = z.input<typeof ScheduleFollowUpBodySchema>;
/** A follow-up's times read in the executive's zone (`toZone`): the end after the start, the start after `now` (wall clock there). */
export const followUpTimesIn = (toZone: (dateTime: string) => string, now: string) => zonedTimesSchema(toZone).refine(...inFuture('startTime', now));
export const ScheduleFollowUpResponseSchema = z.object({ event: CalendarEventSchema, report: DirectReportSchema });
export type ScheduleFollowUpResponse = z.infer<typeof ScheduleFollowUpResponseSchema>;

export const MeetingNoteSchema = z.object({
  id: z.number().int(),
  meeting_at: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type MeetingNote = z.infer<typeof MeetingNoteSchema>;

/** POST /api/executive/{id}/team/{name}/meeting-notes: notes attached to the 1:1 at meeting_at. */
export const CreateMeetingNoteBodySchema = z.object({ meeting_at: IsoDateTimeSchema, content: requiredText(5000) }).strict();
export type CreateMeetingNoteBody = z.input<typeof CreateMeetingNoteBodySchema>;
