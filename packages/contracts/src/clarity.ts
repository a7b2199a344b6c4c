import { z } from 'zod';
import { requiredText } from './common';

export const ClarityActionSchema = z.enum(['schedule_reflection', 'schedule_team_sync', 'create_clarity_task']);
export type ClarityAction = z.infer<typeof ClarityActionSchema>;

export const ClarityPromptSchema = z.object({
  trigger: z.string(),
  question: z.string(),
  response_options: z.array(z.string()),
  linked_action: ClarityActionSchema,
  auto_next_step: z.string(),
});
export type ClarityPrompt = z.infer<typeof ClarityPromptSchema>;

/** POST /api/executive/{id}/clarity-prompt: the spec's body; promptType is the trigger (decision, team, clarity). */
export const ClarityPromptBodySchema = z.object({
  transcript: z.string().max(20000),
  promptType: z.enum(['decision', 'team', 'clarity']),
  response: requiredText(200),
});
export type ClarityPromptBody = z.infer<typeof ClarityPromptBodySchema>;

export const ClarityPromptResultSchema = z.object({
  success: z.literal(true),
  responseId: z.number().int(),
  linkedAction: ClarityActionSchema,
  createdPriorityId: z.number().int().nullable(),
  createdCalendarEventId: z.number().int().nullable(),
});
export type ClarityPromptResult = z.infer<typeof ClarityPromptResultSchema>;

/** POST /api/executive/{id}/clarity-prompts: the prompts a transcript triggers. */
export const ClarityPromptsQueryBodySchema = z.object({ transcript: z.string().max(20000) });
export type ClarityPromptsQueryBody = z.infer<typeof ClarityPromptsQueryBodySchema>;
export const ClarityPromptsResponseSchema = z.object({ prompts: z.array(ClarityPromptSchema) });
export type ClarityPromptsResponse = z.infer<typeof ClarityPromptsResponseSchema>;
