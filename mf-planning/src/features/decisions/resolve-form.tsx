// Decide a pending decision (the choice and a rationale) or defer it to a date not in the past.
import { DecideDecisionBodySchema, type Decision, deferDecisionBodyOn, fieldErrors } from '@provana/contracts';
import { useDecideDecisionMutation, useDeferDecisionMutation } from '@provana/api-client/decisions';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, HStack, Stack, chakra, notify } from '@provana/ui';

export interface ResolveFormProps {
  executiveId: number;
  decision: Decision;
  mode: 'decide' | 'defer';
  today: string;
  onDone: () => void;
}

type ResolveValues = { choice: string; rationale: string; dueBy: string };

export function ResolveForm({ executiveId, decision, mode, today, onDone }: ResolveFormProps) {
  const form = useSchemaForm<ResolveValues>(
    { choice: '', rationale: '', dueBy: '' },
    {
      // The fields of this mode only; an empty date is asked for before the schema's date checks.
      validate: ({ choice, rationale, dueBy }) =>
        mode === 'decide'
          ? fieldErrors(DecideDecisionBodySchema, { choice, rationale })
          : dueBy === ''
            ? { dueBy: 'is required' }
            : fieldErrors(deferDecisionBodyOn(today), { dueBy }),
      schema: DecideDecisionBodySchema,
      // The form has no place above its buttons: a refusal naming no field shows at the first one.
      refusalField: mode === 'decide' ? 'choice' : 'dueBy',
    },
  );
  const [decide, deciding] = useDecideDecisionMutation();
  const [defer, deferring] = useDeferDecisionMutation();

  const submit = form.submit(async ({ choice, rationale, dueBy }) => {
    if (mode === 'decide') {
      await decide({ executiveId, decisionId: decision.id, body: { choice, rationale } }).unwrap();
      notify({ title: 'Decision Recorded', description: decision.title, type: 'success' });
    } else {
      await defer({ executiveId, decisionId: decision.id, body: { dueBy } }).unwrap();
      notify({ title: 'Decision Deferred', description: decision.title, type: 'success' });
    }
    onDone();
  });

  return (
    <chakra.form onSubmit={submit} noValidate mt="2" aria-label={`${mode === 'decide' ? 'Decide' : 'Defer'}: ${decision.title}`}>
      <Stack gap="2">
        {mode === 'decide' ? (
          <>
            <TextField form={form} name="choice" label="Choice" required />
            <TextField form={form} name="rationale" label="Rationale" rows={2} required stopAtMax={false} />
          </>
        ) : (
          <TextField form={form} name="dueBy" label="New due date" type="date" min={today} required />
        )}
        <HStack justify="flex-end">
          <Button size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
          <Button size="sm" type="submit" colorPalette="brand" loading={deciding.isLoading || deferring.isLoading}>
            {mode === 'decide' ? 'Record Decision' : 'Defer'}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
