// Actions a model may propose through tool calls. A proposal is only shown; the confirm
// endpoint writes it once the executive says so.
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, UrgencySchema, requiredText } from './common';
import { endAfterStart } from './refinements';
import { PrivateFlagSchema } from './private-items';

/** Actions a model may propose through tool calls; each is written only by POST .../assistant/actions. */
export const ProposedActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('create_priority'),
    task: requiredText(200),
    description: z.string().trim().max(2000).default(''),
    urgency: UrgencySchema,
    dueDate: IsoDateTimeSchema.nullable().default(null),
  }),
  z.object({
    kind: z.literal('add_memory_note'),
    note: requiredText(500),
    tag: z.string().trim().max(60).default('assistant'),
    nextTrigger: z.string().trim().max(120).default(''),
  }),
  z
    .object({
      kind: z.literal('schedule_event'),
      title: requiredText(200),
      startTime: IsoDateTimeSchema,
      endTime: IsoDateTimeSchema,
      description: z.string().max(2000).default(''),
    })
    .refine(...endAfterStart('startTime', 'endTime')),
  z.object({ kind: z.literal('complete_task'), priorityId: IdSchema }),
]);
export type ProposedAction = z.infer<typeof ProposedActionSchema>;
export type ProposedActionInput = z.input<typeof ProposedActionSchema>;

/** POST /api/executive/{id}/assistant/actions: the executive confirms one proposed action. */
/**
 * The confirmation: the proposal, and whether what it writes (a memory note or an event) is private.
 * The flag is the person's, beside the action, so a model's tools never offer it.
 */
export const ConfirmActionBodySchema = z.object({ action: ProposedActionSchema, private: PrivateFlagSchema.optional() }).strict();
export type ConfirmActionBody = z.input<typeof ConfirmActionBodySchema>;
export const ConfirmActionResponseSchema = z.object({
  kind: z.enum(['create_priority', 'add_memory_note', 'schedule_event', 'complete_task']),
  /** The written (or completed) record's id. */
  id: z.number().int(),
});
export type ConfirmActionResponse = z.infer<typeof ConfirmActionResponseSchema>;
