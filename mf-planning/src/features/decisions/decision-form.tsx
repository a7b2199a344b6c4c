// Add a decision: title, description, impact and due date, checked before sending; the API's
// refusal shows at its field (or above the buttons).
import { CreateDecisionBodySchema, type Urgency } from '@provana/contracts';
import { FormCard, SelectField, TextField, useSchemaForm } from '@provana/sections';
import { useCreateDecisionMutation } from '@provana/api-client/decisions';
import { SimpleGrid, notify } from '@provana/ui';

const IMPACTS: Urgency[] = ['high', 'medium', 'low'];

export function DecisionForm({ executiveId, defaultDate, onDone }: { executiveId: number; defaultDate: string; onDone: () => void }) {
  const form = useSchemaForm({ title: '', description: '', impactLevel: 'medium' as Urgency, dueBy: defaultDate }, { schema: CreateDecisionBodySchema });
  const [create, state] = useCreateDecisionMutation();
  const submit = form.submit(async (v) => {
    await create({ executiveId, body: v }).unwrap();
    notify({ title: 'Decision Added', description: v.title.trim(), type: 'success' });
    onDone();
  });

  return (
    <FormCard label="Add a decision" onSubmit={submit} onCancel={onDone} submitLabel="Save Decision" busy={state.isLoading} error={form.formError}>
      <TextField form={form} name="title" label="Title" required />
      <TextField form={form} name="description" label="Description" rows={2} stopAtMax={false} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField form={form} name="impactLevel" label="Impact" options={IMPACTS} />
        <TextField form={form} name="dueBy" label="Due by" errorLabel="Due date" type="date" required />
      </SimpleGrid>
    </FormCard>
  );
}
