// Add a priority (opened by ?new=priority): task, description, urgency and an optional due
// time on the executive's wall clock, checked by the contracts' schema before sending; the API's
// refusal shows at its field or above the buttons. Loaded only when a link asks for it.
import { CreatePriorityBodySchema, type Urgency, fieldErrors } from '@provana/contracts';
import { useCreatePriorityMutation } from '@provana/api-client';
import { useSchemaForm } from '@provana/sections';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Textarea, chakra, notify } from '@provana/ui';
import { FormError, NativeSelect } from '@provana/ui/parts';
import type { Ref } from 'react';

const URGENCIES: Urgency[] = ['high', 'medium', 'low'];

/** The form's values as the API takes them: a datetime-local value gains its seconds, empty is no due date. */
export function priorityBody(values: { task: string; description: string; urgency: Urgency; dueDate: string }) {
  return { task: values.task, description: values.description, urgency: values.urgency, dueDate: values.dueDate ? `${values.dueDate.slice(0, 16)}:00` : null };
}

/** `ref` reaches the form (a link focuses its first field once this lazily loaded form is there). */
export function PriorityForm({ executiveId, onDone, ref }: { executiveId: number; onDone: () => void; ref?: Ref<HTMLFormElement> }) {
  const {
    values,
    set,
    errors,
    formError,
    submit: submitWith,
  } = useSchemaForm(
    { task: '', description: '', urgency: 'medium' as Urgency, dueDate: '' },
    { validate: (v) => fieldErrors(CreatePriorityBodySchema, priorityBody(v)) },
  );
  const [create, state] = useCreatePriorityMutation();
  const submit = submitWith(async (v) => {
    await create({ executiveId, body: priorityBody(v) }).unwrap();
    notify({ title: 'Priority Added', description: v.task.trim(), type: 'success' });
    onDone();
  });

  return (
    <chakra.form ref={ref} onSubmit={submit} noValidate borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" aria-label="Add a priority">
      <Stack gap="3">
        <Field.Root invalid={errors.task !== undefined} required>
          <Field.Label>Task</Field.Label>
          <Input value={values.task} onChange={(e) => set('task', e.target.value)} maxLength={200} />
          <Field.ErrorText>Task {errors.task}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.description !== undefined}>
          <Field.Label>Description</Field.Label>
          <Textarea value={values.description} onChange={(e) => set('description', e.target.value)} rows={2} />
          <Field.ErrorText>Description {errors.description}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root invalid={errors.urgency !== undefined}>
            <Field.Label>Urgency</Field.Label>
            <NativeSelect aria-label="Urgency" value={values.urgency} onChange={(e) => set('urgency', e.target.value as Urgency)}>
              {URGENCIES.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {urgency}
                </option>
              ))}
            </NativeSelect>
          </Field.Root>
          <Field.Root invalid={errors.dueDate !== undefined}>
            <Field.Label>Due</Field.Label>
            <Input type="datetime-local" value={values.dueDate} onChange={(e) => set('dueDate', e.target.value)} />
            <Field.ErrorText>Due {errors.dueDate}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <FormError>{formError}</FormError>
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={state.isLoading}>
            Save Priority
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
