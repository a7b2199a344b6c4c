// Simple per-executive records: decisions, memory notes, personal (life) events, weekly reflections.
import { z } from 'zod';
import { UrgencySchema } from './common';

export const DecisionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  impactLevel: UrgencySchema,
  dueBy: z.string(),
});
export type Decision = z.infer<typeof DecisionSchema>;

export const MemoryNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  tag: z.string(),
  nextTrigger: z.string(),
});
export type MemoryNote = z.infer<typeof MemoryNoteSchema>;

export const PersonalEventSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  date: z.string(),
  location: z.string(),
  reminderSet: z.boolean(),
});
export type PersonalEvent = z.infer<typeof PersonalEventSchema>;

export const ReflectionSchema = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  strategicDecisionsMade: z.number().int(),
  delayedDecisions: z.number().int(),
  delegatedTasks: z.number().int(),
  missedPersonalEvent: z.boolean(),
  selfInsight: z.string(),
});
export type Reflection = z.infer<typeof ReflectionSchema>;
