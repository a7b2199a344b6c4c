// Add a priority (opened by ?new=priority): task, description, urgency and an optional due
// time on the executive's wall clock, checked by the contracts' schema before sending; the API's
// refusal shows at its field or above the buttons. Loaded only when a link asks for it.
import { CreatePriorityBodySchema, type Urgency } from '@provana/contracts';
import { useCreatePriorityMutation } from '@provana/api-client';
import { FormCard, SelectField, TextField, useSchemaForm } from '@provana/sections';
import { SimpleGrid, notify } from '@provana/ui';
import type { Ref } from 'react';

const URGENCIES: Urgency[] = ['high', 'medium', 'low'];

/** The form's values as the API takes them: a datetime-local value gains its seconds, empty is no due date. */
export function priorityBody(values: { task: string; description: string; urgency: Urgency; dueDate: string }) {
  return { task: values.task, description: values.description, urgency: values.urgency, dueDate: values.dueDate ? `${values.dueDate.slice(0, 16)}:00` : null };
}

/** `ref` reaches the form (a link focuses its first field once this lazily loaded form is there). */
export function PriorityForm({ executiveId, onDone, ref }: { executiveId: number; onDone: () => void; ref?: Ref<HTMLFormElement> }) {
  const form = useSchemaForm(
    { task: '', description: '', urgency: 'medium' as Urgency, dueDate: '' },
    { schema: CreatePriorityBodySchema, toBody: priorityBody },
  );
  const [create, state] = useCreatePriorityMutation();
  const submit = form.submit(async (v) => {
    await create({ executiveId, body: priorityBody(v) }).unwrap();
    notify({ title: 'Priority Added', description: v.task.trim(), type: 'success' });
    onDone();
  });

  return (
    <FormCard ref={ref} label="Add a priority" onSubmit={submit} onCancel={onDone} submitLabel="Save Priority" busy={state.isLoading} error={form.formError}>
      <TextField form={form} name="task" label="Task" required />
      <TextField form={form} name="description" label="Description" rows={2} stopAtMax={false} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField form={form} name="urgency" label="Urgency" options={URGENCIES} />
        <TextField form={form} name="dueDate" label="Due" type="datetime-local" />
      </SimpleGrid>
    </FormCard>
  );
}
