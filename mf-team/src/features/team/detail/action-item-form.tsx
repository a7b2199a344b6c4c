// A new 1:1 action item: text, owner (me or the report) and due date (default: in a week).
import { type FormEvent, useId, useState } from 'react';
import { formatApiError, useTimeZone } from '@provana/api-client';
import { useAddTeamActionItemMutation } from '@provana/api-client/team';
import { type ActionItemOwner, ActionItemOwnerSchema, type DirectReport } from '@provana/contracts';
import { Button, Field, Input, SimpleGrid, Stack, notify } from '@provana/ui';
import { NativeSelect } from '@provana/ui/parts';
import { addDaysToIsoDate, todayIn } from '@provana/dates';

export function ActionItemForm({ executiveId, report }: { executiveId: number; report: DirectReport }) {
  const [add, { isLoading }] = useAddTeamActionItemMutation();
  const [text, setText] = useState('');
  const [owner, setOwner] = useState<ActionItemOwner>('me');
  const timeZone = useTimeZone();
  // Default: a week from today in the executive's zone.
  const [due, setDue] = useState(() => addDaysToIsoDate(todayIn(timeZone), 7));
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || !due) return;
    try {
      await add({ executiveId, name: report.name, body: { text, owner, due_date: due } }).unwrap();
      setText('');
      notify({ title: 'Action Item Added', description: owner === 'me' ? 'Added to your priorities.' : `Assigned to ${report.name}.`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: `Failed to add the action item: ${formatApiError(error)}`, type: 'error' });
    }
  };

  return (
    <Stack as="form" gap="2" onSubmit={(e) => void submit(e)} borderTopWidth="1px" pt="3">
      <Field.Root>
        <Field.Label htmlFor={`${id}-text`}>New action item</Field.Label>
        <Input id={`${id}-text`} value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
      </Field.Root>
      <SimpleGrid columns={2} gap="2">
        <Field.Root>
          <Field.Label htmlFor={`${id}-owner`}>Owner</Field.Label>
          <NativeSelect id={`${id}-owner`} value={owner} onChange={(e) => setOwner(ActionItemOwnerSchema.parse(e.target.value))}>
            <option value="me">Me</option>
            <option value="report">{report.name}</option>
          </NativeSelect>
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={`${id}-due`}>Due date</Field.Label>
          <Input id={`${id}-due`} type="date" value={due} onChange={(e) => setDue(e.target.value)} />
        </Field.Root>
      </SimpleGrid>
      <Button type="submit" size="sm" alignSelf="start" disabled={!text.trim() || !due || isLoading} loading={isLoading} loadingText="Adding...">
        Add Action Item
      </Button>
    </Stack>
  );
}
