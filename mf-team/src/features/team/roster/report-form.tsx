// The direct report form (add and edit): name, role, start date, development focus. A refused save
// shows the API's message under the form and keeps what was typed.
import { type FormEvent, useId, useState } from 'react';
import { apiErrorDetail } from '@provana/api-client';
import type { CreateDirectReportBody } from '@provana/contracts';
import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@provana/ui';

export type ReportFormValues = Required<Pick<CreateDirectReportBody, 'name' | 'role' | 'start_date' | 'development_focus'>>;

interface Props {
  label: string;
  initial: ReportFormValues;
  submitLabel: string;
  onSubmit: (values: ReportFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function ReportForm({ label, initial, submitLabel, onSubmit, onCancel }: Props) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (key: keyof ReportFormValues) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });
  const ready = values.name.trim() !== '' && values.role.trim() !== '' && values.start_date !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(apiErrorDetail(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="form" gap="3" p="3" borderWidth="1px" borderRadius="md" aria-label={label} onSubmit={(e) => void submit(e)}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field.Root required>
          <Field.Label htmlFor={`${id}-name`}>Name</Field.Label>
          <Input id={`${id}-name`} value={values.name} maxLength={120} onChange={set('name')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label htmlFor={`${id}-role`}>Role</Field.Label>
          <Input id={`${id}-role`} value={values.role} maxLength={120} onChange={set('role')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label htmlFor={`${id}-start`}>Start date</Field.Label>
          <Input id={`${id}-start`} type="date" value={values.start_date} onChange={set('start_date')} />
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label htmlFor={`${id}-focus`}>Development focus</Field.Label>
        <Input id={`${id}-focus`} value={values.development_focus} maxLength={500} onChange={set('development_focus')} />
      </Field.Root>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <HStack gap="2">
        <Button type="submit" size="sm" disabled={!ready || busy} loading={busy} loadingText="Saving...">
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
