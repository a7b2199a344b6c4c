// A new 1:1 action item: text, owner (me or the report) and due date (default: in a week).
import { useId } from 'react';
import { formatApiError, useTimeZone } from '@provana/api-client';
import { useAddTeamActionItemMutation } from '@provana/api-client/team';
import { type ActionItemOwner, ActionItemOwnerSchema, CreateTeamActionItemBodySchema, type DirectReport } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Field, SimpleGrid, Stack, notify } from '@provana/ui';
import { NativeSelect } from '@provana/ui/parts';
import { addDaysToIsoDate, todayIn } from '@provana/dates';

export function ActionItemForm({ executiveId, report }: { executiveId: number; report: DirectReport }) {
  const [add, { isLoading }] = useAddTeamActionItemMutation();
  const timeZone = useTimeZone();
  // Default due date: a week from today in the executive's zone.
  const form = useSchemaForm(() => ({ text: '', owner: 'me' as ActionItemOwner, due_date: addDaysToIsoDate(todayIn(timeZone), 7) }), {
    schema: CreateTeamActionItemBodySchema,
  });
  const { values, set } = form;
  const id = useId();
  const ready = values.text.trim() !== '' && values.due_date !== '';

  const submit = form.submit(async (body) => {
    try {
      await add({ executiveId, name: report.name, body }).unwrap();
      set('text', '');
      notify({ title: 'Action Item Added', description: body.owner === 'me' ? 'Added to your priorities.' : `Assigned to ${report.name}.`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: `Failed to add the action item: ${formatApiError(error)}`, type: 'error' });
    }
  });

  return (
    <Stack as="form" gap="2" onSubmit={(e) => void submit(e)} borderTopWidth="1px" pt="3">
      <TextField form={form} name="text" label="New action item" />
      <SimpleGrid columns={2} gap="2">
        <Field.Root>
          <Field.Label htmlFor={`${id}-owner`}>Owner</Field.Label>
          <NativeSelect id={`${id}-owner`} value={values.owner} onChange={(e) => set('owner', ActionItemOwnerSchema.parse(e.target.value))}>
            <option value="me">Me</option>
            <option value="report">{report.name}</option>
          </NativeSelect>
        </Field.Root>
        <TextField form={form} name="due_date" label="Due date" type="date" />
      </SimpleGrid>
      <Button type="submit" size="sm" alignSelf="start" disabled={!ready || isLoading} loading={isLoading} loadingText="Adding...">
        Add Action Item
      </Button>
    </Stack>
  );
}
