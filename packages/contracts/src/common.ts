import { z } from 'zod';

/** A calendar date, YYYY-MM-DD. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
/** A date-time as the spec sends it: date + 'T' + time, optionally with seconds, ms and a zone. */
export const IsoDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, 'must be a date-time YYYY-MM-DDTHH:MM[:SS]');
/** Clock time HH:MM (24h). */
export const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

/** Path ids are positive integers. */
export const IdSchema = z.coerce.number().int().positive();
export const ExecutiveIdParamSchema = z.object({ id: IdSchema });

export const UrgencySchema = z.enum(['high', 'medium', 'low']);
export type Urgency = z.infer<typeof UrgencySchema>;

/** Non-empty after trimming, bounded. */
export const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** The one error shape every API failure uses. */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });
