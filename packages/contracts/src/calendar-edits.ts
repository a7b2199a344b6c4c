// Moving and deleting a calendar event: PATCH .../calendar-events/{eventId} with the new
// times; a move over a meeting is refused (409 meeting_overlap, naming it) unless confirmOverlap.
import { z } from 'zod';
import { IdParamSchema, IsoDateTimeSchema, requiredText } from './common';
import { EditScopeSchema, RepeatSchema, untilNotBeforeStart } from './calendar-repeat';
import { endAfterStart } from './refinements';
import { ReminderMinutesSchema } from './reminders';
import { PrivateFlagSchema } from './private-items';

// A series: scope 'this' with occurrenceStart moves (or renames) one occurrence, an
// override; scope 'following' splits the series there (a new series from the occurrence's new times);
// scope 'all' moves the whole series by the same shift and may change its title or repeat.
// reminderMinutes (null: none) is the event's, or the whole series' (scope 'all'): with
// scope 'this' only the series' own value is accepted. An edit that sends the occurrence's current
// times is not a move (a title or reminder change).
export const UpdateCalendarEventBodySchema = z
  .object({
    startTime: IsoDateTimeSchema,
    endTime: IsoDateTimeSchema,
    confirmOverlap: z.boolean().optional().default(false),
    scope: EditScopeSchema.optional(),
    occurrenceStart: IsoDateTimeSchema.optional(),
    title: requiredText(200).optional(),
    repeat: RepeatSchema.nullable().optional(),
    reminderMinutes: ReminderMinutesSchema.nullable().optional(),
    /** The event's (a series': every occurrence's) private flag; absent: unchanged. */
    private: PrivateFlagSchema.optional(),
  })
  .refine(...endAfterStart('startTime', 'endTime'))
  .refine((b) => (b.scope !== 'this' && b.scope !== 'following') || b.occurrenceStart !== undefined, {
    message: 'is required for one occurrence',
    path: ['occurrenceStart'],
  })
  .refine(...untilNotBeforeStart);
export type UpdateCalendarEventBody = z.input<typeof UpdateCalendarEventBodySchema>;

export const CalendarEventIdParamsSchema = z.object({ eventId: IdParamSchema });
