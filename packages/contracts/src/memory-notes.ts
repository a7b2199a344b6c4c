// A memory note (Memory section): a note, its tag and what should bring it back.
import { z } from 'zod';
import { byDelegateField } from './attribution';
import { requiredText } from './common';
import { PrivateFlagSchema } from './private-items';

export const MemoryNoteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  tag: z.string(),
  nextTrigger: z.string(),
  /** Set (true) only on a private item: see private-items.ts. */
  private: z.boolean().optional(),
  ...byDelegateField,
});
export type MemoryNote = z.infer<typeof MemoryNoteSchema>;

/** POST /api/executive/{id}/memory: a note to remember; private only for the owner or a Full delegate. */
export const CreateMemoryNoteBodySchema = z
  .object({
    note: requiredText(500),
    tag: z.string().trim().max(60).optional().default('note'),
    nextTrigger: z.string().trim().max(120).optional().default(''),
    private: PrivateFlagSchema.optional().default(false),
  })
  .strict();
export type CreateMemoryNoteBody = z.input<typeof CreateMemoryNoteBodySchema>;
