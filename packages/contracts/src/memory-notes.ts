// A memory note (Memory section): a note, its tag and what should bring it back.
import { z } from 'zod';
import { byDelegateField } from './attribution';

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
