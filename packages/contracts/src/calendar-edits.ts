// Moving and deleting a calendar event (issue 8): PATCH .../calendar-events/{eventId} with the new
// times; a move over a meeting is refused (409 meeting_overlap, naming it) unless confirmOverlap.
import { z } from 'zod';
import { IdParamSchema, IsoDateTimeSchema } from './common';
import { endAfterStart } from './refinements';

export const UpdateCalendarEventBodySchema = z
  .object({ startTime: IsoDateTimeSchema, endTime: IsoDateTimeSchema, confirmOverlap: z.boolean().optional().default(false) })
  .refine(...endAfterStart('startTime', 'endTime'));
export type UpdateCalendarEventBody = z.input<typeof UpdateCalendarEventBodySchema>;

export const CalendarEventIdParamsSchema = z.object({ eventId: IdParamSchema });
