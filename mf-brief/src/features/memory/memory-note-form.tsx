// Add a memory note (the section's Add Note, or ?new=note): the note, its tag and when it
// should come back. Written through the assistant's confirmed-action endpoint, the one path that
// stores a memory note, with the contracts' schema checking it first.
import { ProposedActionSchema } from '@provana/contracts';
import { FormCard, TextField, useSchemaForm } from '@provana/sections';
import { useMayMarkPrivate } from '@provana/api-client';
import { useConfirmAssistantActionMutation } from '@provana/api-client/assistant';
import { SimpleGrid, notify } from '@provana/ui';
import { PrivateCheckbox } from '@provana/ui/parts';
import { type Ref, useState } from 'react';

type NoteValues = { note: string; tag: string; nextTrigger: string };
const actionOf = (v: NoteValues) => ({ kind: 'add_memory_note' as const, note: v.note, tag: v.tag.trim() || 'personal', nextTrigger: v.nextTrigger });
const fieldOfNote = (field: string): keyof NoteValues | undefined => (field === 'note' || field === 'tag' || field === 'nextTrigger' ? field : undefined);

/** `ref` reaches the form (a link focuses its first field once this lazily loaded form is there). */
export function MemoryNoteForm({ executiveId, onDone, ref }: { executiveId: number; onDone: () => void; ref?: Ref<HTMLFormElement> }) {
  const form = useSchemaForm(
    { note: '', tag: 'personal', nextTrigger: '' },
    // The API names the action's fields 'action.note' and so on.
    { schema: ProposedActionSchema, toBody: actionOf, fieldOf: (path) => fieldOfNote(path.replace(/^action\./, '')) },
  );
  const mayMarkPrivate = useMayMarkPrivate();
  const [isPrivate, setPrivate] = useState(false);
  const [confirm, state] = useConfirmAssistantActionMutation();
  const submit = form.submit(async (v) => {
    await confirm({ executiveId, action: actionOf(v), ...(isPrivate ? { private: true } : {}) }).unwrap();
    notify({ title: 'Note Saved', description: v.note.trim(), type: 'success' });
    onDone();
  });

  return (
    <FormCard ref={ref} label="Add a memory note" onSubmit={submit} onCancel={onDone} submitLabel="Save Note" busy={state.isLoading} error={form.formError}>
      <TextField form={form} name="note" label="Note" rows={2} required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField form={form} name="tag" label="Tag" />
        <TextField form={form} name="nextTrigger" label="Next trigger" placeholder="e.g. Before the board meeting" />
      </SimpleGrid>
      {mayMarkPrivate && <PrivateCheckbox checked={isPrivate} onChange={setPrivate} />}
    </FormCard>
  );
}
