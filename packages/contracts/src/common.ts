import { z } from 'zod';

/** A calendar date, YYYY-MM-DD. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
/** A date-time as the spec sends it: date + 'T' + time, optionally with seconds, ms and a zone. */
export const IsoDateTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, 'must be a date-time YYYY-MM-DDTHH:MM[:SS]');

/** An id in a JSON body: a positive safe integer. No coercion: `true`, `"1"` and `1.5` are refused. */
export const IdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An id in a path or query: digits only, no sign, space, leading zero, exponent or hex, then a number. */
export const IdParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer')
  .transform(Number)
  .pipe(IdSchema);
export const ExecutiveIdParamSchema = z.object({ id: IdParamSchema });

/**
 * A URL a screen renders as a link or media source: http(s), or a root-relative path. Never
 * javascript:, data:, blob: or protocol-relative (//host), which would load or run foreign content.
 */
export const SafeUrlSchema = z
  .string()
  .max(2000)
  .refine((url) => {
    if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
    try {
      const { protocol } = new URL(url);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL or a path starting with /');

export const UrgencySchema = z.enum(['high', 'medium', 'low']);
export type Urgency = z.infer<typeof UrgencySchema>;

/** Non-empty after trimming, bounded. */
export const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** The one error shape every API failure uses. */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
