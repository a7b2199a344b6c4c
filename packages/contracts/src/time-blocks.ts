import { z } from 'zod';
import { IsoDateSchema, UrgencySchema } from './common';
import { RealIsoDateSchema } from './refinements';
import type { CreateCalendarEventBody } from './calendar';

export const TimeBlockTypeSchema = z.enum(['focus', 'meeting', 'strategic', 'other']);

export const TimeBlockSuggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  startTime: z.string(), // HH:MM
  endTime: z.string(), // HH:MM
  duration: z.number().int(), // minutes
  type: TimeBlockTypeSchema,
  priority: UrgencySchema,
  reasoning: z.string(),
  energyLevel: z.enum(['high', 'medium', 'low']),
  conflictRisk: z.number().int().min(0).max(100),
  relatedGoals: z.array(z.string()),
});
export type TimeBlockSuggestion = z.infer<typeof TimeBlockSuggestionSchema>;

export const TimeBlockResponseSchema = z.object({
  date: IsoDateSchema,
  suggestedBlocks: z.array(TimeBlockSuggestionSchema),
  analysisData: z.object({
    totalFocusTime: z.number().int(),
    goalAlignment: z.number().int(),
    workloadBalance: z.number().int(),
    peakProductivityHours: z.array(z.string()),
  }),
  recommendations: z.array(z.string()),
});
export type TimeBlockResponse = z.infer<typeof TimeBlockResponseSchema>;

export const TimeBlockQuerySchema = z.object({ date: RealIsoDateSchema.optional() });

/**
 * Apply Block (spec section 7): the calendar event a suggested block becomes, for the planner's button
 * and the API's assistant tools alike: the date + 'T' + the block's time + ':00', the reasoning as description.
 */
export function timeBlockEventBody(date: string, block: TimeBlockSuggestion): CreateCalendarEventBody {
  return {
    title: block.title,
    startTime: `${date}T${block.startTime}:00`,
    endTime: `${date}T${block.endTime}:00`,
    type: block.type,
    priority: block.priority,
    description: block.reasoning,
    relatedGoals: block.relatedGoals,
  };
}
