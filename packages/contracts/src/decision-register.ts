// The decisions register (beyond the spec): add a decision, record it as decided with the choice and
// a rationale, or defer it to a later date. GET .../decisions lists the pending ones (spec shape).
import { z } from 'zod';
import { IdParamSchema, UrgencySchema, requiredText } from './common';
import { RealIsoDateSchema, notInPast } from './refinements';

/** A decision as GET .../decisions lists it (spec shape). */
export const DecisionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  impactLevel: UrgencySchema,
  dueBy: z.string(),
});
export type Decision = z.infer<typeof DecisionSchema>;

export const CreateDecisionBodySchema = z.object({
  title: requiredText(200),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').optional().default(''),
  impactLevel: UrgencySchema,
  dueBy: RealIsoDateSchema,
});
export type CreateDecisionBody = z.input<typeof CreateDecisionBodySchema>;

export const DecideDecisionBodySchema = z.object({ choice: requiredText(200), rationale: requiredText(2000) });
export type DecideDecisionBody = z.input<typeof DecideDecisionBodySchema>;

export const DeferDecisionBodySchema = z.object({ dueBy: RealIsoDateSchema });
export type DeferDecisionBody = z.input<typeof DeferDecisionBodySchema>;
/** A deferral on the executive's `today` ('YYYY-MM-DD'): not to a day in the past (the API and the form). */
export const deferDecisionBodyOn = (today: string) => DeferDecisionBodySchema.refine(...notInPast('dueBy', today));

export const DecisionIdParamsSchema = z.object({ decisionId: IdParamSchema });

export const DecidedDecisionSchema = DecisionSchema.extend({ choice: z.string(), rationale: z.string(), decidedAt: z.string() });
export type DecidedDecision = z.infer<typeof DecidedDecisionSchema>;
