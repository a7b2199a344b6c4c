// Add a decision: title, description, impact and due date, checked before sending; the API's
// refusal shows at its field (or above the buttons).
import { CreateDecisionBodySchema, type Urgency, fieldErrors } from '@provana/contracts';
import { useSchemaForm } from '@provana/sections';
import { useCreateDecisionMutation } from '@provana/api-client/decisions';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Textarea, chakra, notify } from '@provana/ui';
import { FormError, NativeSelect } from '@provana/ui/parts';

const IMPACTS: Urgency[] = ['high', 'medium', 'low'];

export function DecisionForm({ executiveId, defaultDate, onDone }: { executiveId: number; defaultDate: string; onDone: () => void }) {
  const {
    values,
    set,
    errors,
    formError,
    submit: submitWith,
  } = useSchemaForm(
    { title: '', description: '', impactLevel: 'medium' as Urgency, dueBy: defaultDate },
    { validate: (v) => fieldErrors(CreateDecisionBodySchema, v) },
  );
  const [create, state] = useCreateDecisionMutation();
  const submit = submitWith(async (v) => {
    await create({ executiveId, body: v }).unwrap();
    notify({ title: 'Decision Added', description: v.title.trim(), type: 'success' });
    onDone();
  });

  return (
    <chakra.form onSubmit={submit} noValidate borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" aria-label="Add a decision">
      <Stack gap="3">
        <Field.Root invalid={errors.title !== undefined} required>
          <Field.Label>Title</Field.Label>
          <Input value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />
          <Field.ErrorText>Title {errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.description !== undefined}>
          <Field.Label>Description</Field.Label>
          <Textarea value={values.description} onChange={(e) => set('description', e.target.value)} rows={2} />
          <Field.ErrorText>Description {errors.description}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={errors.impactLevel !== undefined}>
            <Field.Label>Impact</Field.Label>
            <NativeSelect aria-label="Impact" value={values.impactLevel} onChange={(e) => set('impactLevel', e.target.value as Urgency)}>
              {IMPACTS.map((impact) => (
                <option key={impact} value={impact}>
                  {impact}
                </option>
              ))}
            </NativeSelect>
          </Field.Root>
          <Field.Root invalid={errors.dueBy !== undefined} required>
            <Field.Label>Due by</Field.Label>
            <Input type="date" value={values.dueBy} onChange={(e) => set('dueBy', e.target.value)} />
            <Field.ErrorText>Due date {errors.dueBy}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <FormError>{formError}</FormError>
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={state.isLoading}>
            Save Decision
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
