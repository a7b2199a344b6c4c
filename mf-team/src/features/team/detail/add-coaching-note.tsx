// Add Coaching Note: a category and the note; Add Note is disabled while the trimmed content is
// empty. Saved through the API; the team refetches, so the note shows at the top of the notes.
// A failure keeps the text. Private (for whoever may mark items private) keeps it from delegates
// without Full access.
import { useState } from 'react';
import { formatApiError, useMayMarkPrivate } from '@provana/api-client';
import { useAddCoachingNoteMutation } from '@provana/api-client/team';
import { CreateCoachingNoteBodySchema, type DirectReport, type NoteCategory, NoteCategorySchema } from '@provana/contracts';
import { SelectField, TextField, useSchemaForm } from '@provana/sections';
import { Button, SectionCard, Stack, notify } from '@provana/ui';
import { PrivateCheckbox } from '@provana/ui/parts';

interface Props {
  executiveId: number;
  report: DirectReport;
}

export function AddCoachingNote({ executiveId, report }: Props) {
  const [addNote, { isLoading }] = useAddCoachingNoteMutation();
  const form = useSchemaForm({ category: 'Coaching' as NoteCategory, content: '' }, { schema: CreateCoachingNoteBodySchema });
  const { values, set } = form;
  const mayMarkPrivate = useMayMarkPrivate();
  const [isPrivate, setPrivate] = useState(false);

  const submit = form.submit(async ({ category, content }) => {
    try {
      await addNote({ executiveId, name: report.name, body: { category, content, ...(isPrivate ? { private: true } : {}) } }).unwrap();
      set('content', '');
      setPrivate(false);
      notify({ title: 'Coaching Note Added', description: `Saved to ${report.name}'s notes.`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: `Failed to save coaching note: ${formatApiError(error)}`, type: 'error' });
    }
  });

  return (
    <SectionCard title="Add Coaching Note" level={3}>
      <Stack as="form" gap="3" onSubmit={(e) => void submit(e)}>
        <SelectField form={form} name="category" label="Category" options={NoteCategorySchema.options} maxW="xs" />
        <TextField form={form} name="content" label="Note" rows={3} />
        {mayMarkPrivate && <PrivateCheckbox checked={isPrivate} onChange={setPrivate} />}
        <Button type="submit" alignSelf="start" disabled={!values.content.trim() || isLoading} loading={isLoading} loadingText="Saving...">
          Add Note
        </Button>
      </Stack>
    </SectionCard>
  );
}
