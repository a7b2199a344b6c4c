// A new 1:1 action item: text, owner (me or the report) and due date (default: in a week).
import { formatApiError, useTimeZone } from '@provana/api-client';
import { useAddTeamActionItemMutation } from '@provana/api-client/team';
import { type ActionItemOwner, ActionItemOwnerSchema, CreateTeamActionItemBodySchema, type DirectReport } from '@provana/contracts';
import { SelectField, TextField, useSchemaForm } from '@provana/sections';
import { Button, SimpleGrid, Stack, notify } from '@provana/ui';
import { addDaysToIsoDate, todayIn } from '@provana/dates';

export function ActionItemForm({ executiveId, report }: { executiveId: number; report: DirectReport }) {
  const [add, { isLoading }] = useAddTeamActionItemMutation();
  const timeZone = useTimeZone();
  // Default due date: a week from today in the executive's zone.
  const form = useSchemaForm(() => ({ text: '', owner: 'me' as ActionItemOwner, due_date: addDaysToIsoDate(todayIn(timeZone), 7) }), {
    schema: CreateTeamActionItemBodySchema,
  });
  const { values, set } = form;
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
        <SelectField
          form={form}
          name="owner"
          label="Owner"
          options={ActionItemOwnerSchema.options}
          optionLabel={(owner) => (owner === 'me' ? 'Me' : report.name)}
        />
        <TextField form={form} name="due_date" label="Due date" type="date" />
      </SimpleGrid>
      <Button type="submit" size="sm" alignSelf="start" disabled={!ready || isLoading} loading={isLoading} loadingText="Adding...">
        Add Action Item
      </Button>
    </Stack>
  );
}
