// Who answered an assistant use: attached to the responses an engine produced.
import { z } from 'zod';

/** Who produced an answer: the model, or the built-in engine (the model off, slow or wrong). */
export const AnsweredBySchema = z.enum(['built-in', 'model']);
export type AnsweredBy = z.infer<typeof AnsweredBySchema>;

/** The note shown when the executive chose the model but the built-in engine answered. */
export const BUILT_IN_NOTE = 'answered by the built-in assistant';

/** Attached to responses an engine produced: `note` only when the model was chosen and failed. */
export const AttributionSchema = z.object({ answeredBy: AnsweredBySchema, note: z.string().optional() });
export type Attribution = z.infer<typeof AttributionSchema>;
