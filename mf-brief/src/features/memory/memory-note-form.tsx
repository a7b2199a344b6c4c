// Add a memory note (the section's Add Note, or ?new=note, issue 19): the note, its tag and when it
// should come back. Written through the assistant's confirmed-action endpoint, the one path that
// stores a memory note, with the contracts' schema checking it first.
import { ProposedActionSchema, fieldErrors, type FieldErrors } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useConfirmAssistantActionMutation } from '@provana/api-client/assistant';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Textarea, chakra, notify } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { type FormEvent, type Ref, useState } from 'react';

/** `ref` reaches the form (a link focuses its first field once this lazily loaded form is there). */
export function MemoryNoteForm({ executiveId, onDone, ref }: { executiveId: number; onDone: () => void; ref?: Ref<HTMLFormElement> }) {
  const [values, setValues] = useState({ note: '', tag: 'personal', nextTrigger: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, state] = useConfirmAssistantActionMutation();
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const action = { kind: 'add_memory_note' as const, note: values.note, tag: values.tag.trim() || 'personal', nextTrigger: values.nextTrigger };
    const found = fieldErrors(ProposedActionSchema, action);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await confirm({ executiveId, action }).unwrap();
      notify({ title: 'Note Saved', description: values.note.trim(), type: 'success' });
      onDone();
    } catch (error) {
      const detail = apiErrorDetail(error);
      const field = detail.field?.replace(/^action\./, '');
      if (field && field in values) setErrors({ [field]: detail.message });
      else setFormError(detail.message);
    }
  };

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
            <Input value={values.nextTrigger} onChange={(e) => set('nextTrigger', e.target.value)} maxLength={120} placeholder="e.g. Before the board meeting" />
            <Field.ErrorText>Next trigger {errors.nextTrigger}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
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
