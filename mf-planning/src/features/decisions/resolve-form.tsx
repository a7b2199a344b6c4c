// Decide a pending decision (the choice and a rationale) or defer it to a date not in the past.
import { DecideDecisionBodySchema, type Decision, type FieldErrors, deferDecisionBodyOn, fieldErrors } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useDecideDecisionMutation, useDeferDecisionMutation } from '@provana/api-client/decisions';
import { Button, Field, HStack, Input, Stack, Textarea, chakra, notify } from '@provana/ui';
import { type FormEvent, useState } from 'react';

export interface ResolveFormProps {
  executiveId: number;
  decision: Decision;
  mode: 'decide' | 'defer';
  today: string;
  onDone: () => void;
}

export function ResolveForm({ executiveId, decision, mode, today, onDone }: ResolveFormProps) {
  const [values, setValues] = useState({ choice: '', rationale: '', dueBy: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [decide, deciding] = useDecideDecisionMutation();
  const [defer, deferring] = useDeferDecisionMutation();
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors =
      mode === 'decide'
        ? fieldErrors(DecideDecisionBodySchema, { choice: values.choice, rationale: values.rationale })
        : values.dueBy === ''
          ? { dueBy: 'is required' }
          : fieldErrors(deferDecisionBodyOn(today), { dueBy: values.dueBy });
    const real = Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined));
    setErrors(real);
    if (Object.keys(real).length > 0) return;
    try {
      if (mode === 'decide') {
        await decide({ executiveId, decisionId: decision.id, body: { choice: values.choice, rationale: values.rationale } }).unwrap();
        notify({ title: 'Decision Recorded', description: decision.title, type: 'success' });
      } else {
        await defer({ executiveId, decisionId: decision.id, body: { dueBy: values.dueBy } }).unwrap();
        notify({ title: 'Decision Deferred', description: decision.title, type: 'success' });
      }
      onDone();
    } catch (error) {
      const detail = apiErrorDetail(error);
      setErrors({ [detail.field && detail.field in values ? detail.field : mode === 'decide' ? 'choice' : 'dueBy']: detail.message });
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate mt="2" aria-label={`${mode === 'decide' ? 'Decide' : 'Defer'}: ${decision.title}`}>
      <Stack gap="2">
        {mode === 'decide' ? (
          <>
            <Field.Root invalid={errors.choice !== undefined} required>
              <Field.Label>Choice</Field.Label>
              <Input value={values.choice} onChange={(e) => set('choice', e.target.value)} maxLength={200} />
              <Field.ErrorText>Choice {errors.choice}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={errors.rationale !== undefined} required>
              <Field.Label>Rationale</Field.Label>
              <Textarea value={values.rationale} onChange={(e) => set('rationale', e.target.value)} rows={2} />
              <Field.ErrorText>Rationale {errors.rationale}</Field.ErrorText>
            </Field.Root>
          </>
        ) : (
          <Field.Root invalid={errors.dueBy !== undefined} required>
            <Field.Label>New due date</Field.Label>
            <Input type="date" min={today} value={values.dueBy} onChange={(e) => set('dueBy', e.target.value)} />
            <Field.ErrorText>New due date {errors.dueBy}</Field.ErrorText>
          </Field.Root>
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
