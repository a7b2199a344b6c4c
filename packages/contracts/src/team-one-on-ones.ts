import { z } from 'zod';
import { IdSchema, IsoDateSchema, IsoDateTimeSchema, requiredText } from './common';

/** A talking point on a 1:1 agenda. carried_over_from: the earlier meeting it stayed open at. */
export const TalkingPointSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  position: z.number().int(),
  done: z.boolean(),
  meeting_at: z.string().nullable(),
  carried_over_from: z.string().nullable(),
});
export type TalkingPoint = z.infer<typeof TalkingPointSchema>;

/** GET /api/executive/{id}/team/{name}/talking-points: the agenda of the report's next meeting. */
export const AgendaSchema = z.object({ meeting_at: z.string().nullable(), points: z.array(TalkingPointSchema) });
export type Agenda = z.infer<typeof AgendaSchema>;

export const CreateTalkingPointBodySchema = z.object({ text: requiredText(500) }).strict();
export type CreateTalkingPointBody = z.input<typeof CreateTalkingPointBodySchema>;

/** PATCH .../talking-points/{pointId}: check off (or un-check). */
export const PatchTalkingPointBodySchema = z.object({ done: z.boolean() }).strict();
export type PatchTalkingPointBody = z.infer<typeof PatchTalkingPointBodySchema>;

/** PUT .../talking-points/order: the agenda's point ids in their new order (each once). */
export const ReorderTalkingPointsBodySchema = z
  .object({ ids: z.array(IdSchema).min(1).max(200) })
  .strict()
  .refine((b) => new Set(b.ids).size === b.ids.length, { message: 'must not repeat an id', path: ['ids'] });
export type ReorderTalkingPointsBody = z.infer<typeof ReorderTalkingPointsBodySchema>;

export const ActionItemOwnerSchema = z.enum(['me', 'report']);
export type ActionItemOwner = z.infer<typeof ActionItemOwnerSchema>;

export const TeamActionItemSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  owner: ActionItemOwnerSchema,
  due_date: z.string(),
  done: z.boolean(),
  priority_id: z.number().int().nullable(),
});
export type TeamActionItem = z.infer<typeof TeamActionItemSchema>;

/** POST .../action-items: from a 1:1; the executive's own ('me') become priorities. */
export const CreateTeamActionItemBodySchema = z.object({ text: requiredText(200), owner: ActionItemOwnerSchema, due_date: IsoDateSchema }).strict();
export type CreateTeamActionItemBody = z.input<typeof CreateTeamActionItemBodySchema>;

export const PatchTeamActionItemBodySchema = z.object({ done: z.boolean() }).strict();
export type PatchTeamActionItemBody = z.infer<typeof PatchTeamActionItemBodySchema>;

/** POST .../meeting/complete: the meeting held (must be the report's next meeting, so a repeat changes nothing). */
export const CompleteMeetingBodySchema = z.object({ meeting_at: IsoDateTimeSchema }).strict();
export type CompleteMeetingBody = z.infer<typeof CompleteMeetingBodySchema>;
