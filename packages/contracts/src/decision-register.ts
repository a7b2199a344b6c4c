// The decisions register (beyond the spec): add a decision, record it as decided with the choice and
// a rationale, or defer it to a later date. GET .../decisions lists the pending ones (spec shape).
import { z } from 'zod';
import { IdParamSchema, IsoDateSchema, UrgencySchema, requiredText } from './common';
import { DecisionSchema } from './records';

export const CreateDecisionBodySchema = z.object({
  title: requiredText(200),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').optional().default(''),
  impactLevel: UrgencySchema,
  dueBy: IsoDateSchema,
});
export type CreateDecisionBody = z.input<typeof CreateDecisionBodySchema>;

export const DecideDecisionBodySchema = z.object({ choice: requiredText(200), rationale: requiredText(2000) });
export type DecideDecisionBody = z.input<typeof DecideDecisionBodySchema>;

export const DeferDecisionBodySchema = z.object({ dueBy: IsoDateSchema });
export type DeferDecisionBody = z.input<typeof DeferDecisionBodySchema>;

export const DecisionIdParamsSchema = z.object({ decisionId: IdParamSchema });

export const DecidedDecisionSchema = DecisionSchema.extend({ choice: z.string(), rationale: z.string(), decidedAt: z.string() });
export type DecidedDecision = z.infer<typeof DecidedDecisionSchema>;
