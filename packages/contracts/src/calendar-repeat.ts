// How an event repeats: the choice the event form offers (daily, every weekday, weekly on
// chosen days, monthly, yearly; until a date or a count). The client sends this small structure; the
// server turns it into an RRULE and gives it back on every occurrence of the series.
import { z } from 'zod';
import { IsoDateTimeSchema } from './common';
import { RealIsoDateSchema } from './refinements';

export const WeekdayCodeSchema = z.enum(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']);
export type WeekdayCode = z.infer<typeof WeekdayCodeSchema>;

export const RepeatFrequencySchema = z.enum(['daily', 'weekdays', 'weekly', 'monthly', 'yearly']);
export type RepeatFrequency = z.infer<typeof RepeatFrequencySchema>;

/** At most this many occurrences when a count is given (a year of a daily event). */
export const MAX_REPEAT_COUNT = 366;

export const RepeatSchema = z
  .object({
    frequency: RepeatFrequencySchema,
    /** Weekly only: the days it falls on (at least one). */
    weekdays: z.array(WeekdayCodeSchema).max(7).optional(),
    /** Last day an occurrence may start on (inclusive), in the executive's zone. */
    until: RealIsoDateSchema.optional(),
    count: z.number().int().min(1).max(MAX_REPEAT_COUNT).optional(),
  })
  .refine((r) => r.frequency !== 'weekly' || (r.weekdays?.length ?? 0) > 0, { message: 'choose at least one day', path: ['weekdays'] })
  .refine((r) => r.until === undefined || r.count === undefined, { message: 'give an end date or a count, not both', path: ['count'] });
export type Repeat = z.infer<typeof RepeatSchema>;

/** A repeat's end date must not fall before the series' first start. */
export const untilNotBeforeStart: [check: (v: { startTime?: unknown; repeat?: Repeat | null }) => boolean, params: { message: string; path: PropertyKey[] }] = [
  (v) => !v.repeat?.until || typeof v.startTime !== 'string' || v.repeat.until >= v.startTime.slice(0, 10),
  { message: 'must not be before the start date', path: ['repeat', 'until'] },
];

/**
 * Which events of a series an edit or deletion applies to: this occurrence, this and the following
 * ones (the series is split there), or the whole series.
 */
export const EditScopeSchema = z.enum(['this', 'following', 'all']);
export type EditScope = z.infer<typeof EditScopeSchema>;

/** DELETE .../calendar-events/{eventId}?scope=this&occurrenceStart=...: one occurrence of a series (or it and the following ones). */
export const DeleteCalendarEventQuerySchema = z
  .object({ scope: EditScopeSchema.optional(), occurrenceStart: IsoDateTimeSchema.optional() })
  .refine((q) => (q.scope !== 'this' && q.scope !== 'following') || q.occurrenceStart !== undefined, {
    message: 'is required for one occurrence',
    path: ['occurrenceStart'],
  });
export type DeleteCalendarEventQuery = z.infer<typeof DeleteCalendarEventQuerySchema>;
