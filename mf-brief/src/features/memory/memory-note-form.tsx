// Add a memory note (the section's Add Note, or ?new=note): the note, its tag and when it
// should come back. Written through the assistant's confirmed-action endpoint, the one path that
// stores a memory note, with the contracts' schema checking it first.
import { ProposedActionSchema, fieldErrors } from '@provana/contracts';
import { useSchemaForm } from '@provana/sections';
import { useMayMarkPrivate } from '@provana/api-client';
import { useConfirmAssistantActionMutation } from '@provana/api-client/assistant';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Textarea, chakra, notify } from '@provana/ui';
import { FormError, PrivateCheckbox } from '@provana/ui/parts';
import { type Ref, useState } from 'react';

type NoteValues = { note: string; tag: string; nextTrigger: string };
const actionOf = (v: NoteValues) => ({ kind: 'add_memory_note' as const, note: v.note, tag: v.tag.trim() || 'personal', nextTrigger: v.nextTrigger });
const fieldOfNote = (field: string): keyof NoteValues | undefined => (field === 'note' || field === 'tag' || field === 'nextTrigger' ? field : undefined);

/** `ref` reaches the form (a link focuses its first field once this lazily loaded form is there). */
export function MemoryNoteForm({ executiveId, onDone, ref }: { executiveId: number; onDone: () => void; ref?: Ref<HTMLFormElement> }) {
  const {
    values,
    set,
    errors,
    formError,
    submit: submitWith,
  } = useSchemaForm(
    { note: '', tag: 'personal', nextTrigger: '' },
    // The API names the action's fields 'action.note' and so on.
    { validate: (v) => fieldErrors(ProposedActionSchema, actionOf(v)), fieldOf: (path) => fieldOfNote(path.replace(/^action\./, '')) },
  );
  const mayMarkPrivate = useMayMarkPrivate();
  const [isPrivate, setPrivate] = useState(false);
  const [confirm, state] = useConfirmAssistantActionMutation();
  const submit = submitWith(async (v) => {
    await confirm({ executiveId, action: actionOf(v), ...(isPrivate ? { private: true } : {}) }).unwrap();
    notify({ title: 'Note Saved', description: v.note.trim(), type: 'success' });
    onDone();
  });

  return (
    <chakra.form ref={ref} onSubmit={submit} noValidate borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" aria-label="Add a memory note">
      <Stack gap="3">
        <Field.Root invalid={errors.note !== undefined} required>
          <Field.Label>Note</Field.Label>
          <Textarea value={values.note} onChange={(e) => set('note', e.target.value)} rows={2} maxLength={500} />
          <Field.ErrorText>Note {errors.note}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={errors.tag !== undefined}>
            <Field.Label>Tag</Field.Label>
            <Input value={values.tag} onChange={(e) => set('tag', e.target.value)} maxLength={60} />
            <Field.ErrorText>Tag {errors.tag}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={errors.nextTrigger !== undefined}>
            <Field.Label>Next trigger</Field.Label>
            <Input
              value={values.nextTrigger}
              onChange={(e) => set('nextTrigger', e.target.value)}
              maxLength={120}
              placeholder="e.g. Before the board meeting"
            />
            <Field.ErrorText>Next trigger {errors.nextTrigger}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {mayMarkPrivate && <PrivateCheckbox checked={isPrivate} onChange={setPrivate} />}
        <FormError>{formError}</FormError>
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={state.isLoading}>
            Save Note
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
