// Add or edit a goal: title, status, target date, model alignment and link (and kind when adding).
// Checked before sending; the API's refusal shows at its field (or above the buttons).
import { type Goal, type GoalKind, type LeadershipModelId } from '@provana/contracts';
import { useCreateGoalMutation, useUpdateGoalMutation } from '@provana/api-client/goals';
import { Button, Field, HStack, Input, SimpleGrid, Stack, chakra, notify } from '@provana/ui';
import { useSchemaForm } from '@provana/sections';
import { useId } from 'react';
import { MODEL_LABELS } from '../../lib/model-labels';
import { FormError, NativeSelect } from '@provana/ui/parts';
import { GOAL_STATUSES, MODEL_IDS } from './goal-model';
import { type GoalFormValues, KIND_LABELS, createBody, editBody, initialValues, validateGoal } from './goal-form-model';

export interface GoalFormProps {
  executiveId: number;
  /** The goal to edit; absent to add one. */
  goal?: Goal;
  hasMission: boolean;
  linkOptions: string[];
  defaultDate: string;
  onDone: () => void;
}

export function GoalForm({ executiveId, goal, hasMission, linkOptions, defaultDate, onDone }: GoalFormProps) {
  const {
    values,
    set,
    errors,
    formError,
    submit: submitWith,
  } = useSchemaForm<GoalFormValues>(() => initialValues(goal, defaultDate), { validate: validateGoal });
  const [createGoal, created] = useCreateGoalMutation();
  const [updateGoal, updated] = useUpdateGoalMutation();
  const listId = useId();
  const kinds = (Object.keys(KIND_LABELS) as GoalKind[]).filter((k) => k !== 'mission' || !hasMission);

  const submit = submitWith(async (v) => {
    if (goal) await updateGoal({ executiveId, goalId: goal.id, body: editBody(v) }).unwrap();
    else await createGoal({ executiveId, body: createBody(v) }).unwrap();
    notify({ title: goal ? 'Goal Updated' : 'Goal Added', description: v.title.trim(), type: 'success' });
    onDone();
  });

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.subtle"
      aria-label={goal ? `Edit goal ${goal.title}` : 'Add a goal'}
    >
      <Stack gap="3">
        {!goal && (
          <Field.Root>
            <Field.Label>Kind</Field.Label>
            <NativeSelect aria-label="Kind" value={values.kind} onChange={(e) => set('kind', e.target.value as GoalKind)}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          </Field.Root>
        )}
        <Field.Root invalid={Boolean(errors.title)} required>
          <Field.Label>Title</Field.Label>
          <Input value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={250} />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field.Root>
            <Field.Label>Status</Field.Label>
            <NativeSelect aria-label="Status" value={values.status} onChange={(e) => set('status', e.target.value)}>
              {GOAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.target_date)} required>
            <Field.Label>Target date</Field.Label>
            <Input type="date" value={values.target_date} onChange={(e) => set('target_date', e.target.value)} />
            <Field.ErrorText>{errors.target_date}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Model alignment</Field.Label>
            <NativeSelect
              aria-label="Model alignment"
              value={values.model_alignment}
              onChange={(e) => set('model_alignment', e.target.value as LeadershipModelId)}
            >
              {MODEL_IDS.map((id) => (
                <option key={id} value={id}>
                  {MODEL_LABELS[id]}
                </option>
              ))}
            </NativeSelect>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(errors.linked_to)}>
          <Field.Label>Linked to (optional)</Field.Label>
          <Input value={values.linked_to} onChange={(e) => set('linked_to', e.target.value)} list={listId} placeholder="The goal this serves" />
          <datalist id={listId}>
            {linkOptions.map((title) => (
              <option key={title} value={title} />
            ))}
          </datalist>
          <Field.ErrorText>{errors.linked_to}</Field.ErrorText>
        </Field.Root>
        <FormError>{formError}</FormError>
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={created.isLoading || updated.isLoading} loadingText="Saving...">
            {goal ? 'Save Goal' : 'Add Goal'}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
