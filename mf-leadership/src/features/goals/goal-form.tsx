// Add or edit a goal: title, status, target date, model alignment and link (and kind when adding).
// Checked before sending; the API's refusal shows at its field (or above the buttons).
import { CreateGoalBodySchema, type Goal, type GoalKind } from '@provana/contracts';
import { useCreateGoalMutation, useUpdateGoalMutation } from '@provana/api-client/goals';
import { Button, HStack, SimpleGrid, Stack, chakra, notify } from '@provana/ui';
import { SelectField, TextField, useSchemaForm } from '@provana/sections';
import { useId } from 'react';
import { MODEL_LABELS } from '../../lib/model-labels';
import { FormError } from '@provana/ui/parts';
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
  // The messages name their field ("Title is required"): shown as they are, under it.
  const form = useSchemaForm<GoalFormValues>(() => initialValues(goal, defaultDate), { validate: validateGoal, schema: CreateGoalBodySchema });
  const [createGoal, created] = useCreateGoalMutation();
  const [updateGoal, updated] = useUpdateGoalMutation();
  const listId = useId();
  const kinds = (Object.keys(KIND_LABELS) as GoalKind[]).filter((k) => k !== 'mission' || !hasMission);

  const submit = form.submit(async (v) => {
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
        {!goal && <SelectField form={form} name="kind" label="Kind" options={kinds} optionLabel={(k) => KIND_LABELS[k]} errorLabel={false} />}
        <TextField form={form} name="title" label="Title" required errorLabel={false} stopAtMax={false} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <SelectField form={form} name="status" label="Status" options={GOAL_STATUSES} errorLabel={false} />
          <TextField form={form} name="target_date" label="Target date" type="date" required errorLabel={false} />
          <SelectField
            form={form}
            name="model_alignment"
            label="Model alignment"
            options={MODEL_IDS}
            optionLabel={(id) => MODEL_LABELS[id]}
            errorLabel={false}
          />
        </SimpleGrid>
        <TextField form={form} name="linked_to" label="Linked to (optional)" list={listId} placeholder="The goal this serves" errorLabel={false} />
        <datalist id={listId}>
          {linkOptions.map((title) => (
            <option key={title} value={title} />
          ))}
        </datalist>
        <FormError>{form.formError}</FormError>
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
