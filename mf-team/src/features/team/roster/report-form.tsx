// The direct report form (add and edit): name, role, start date, development focus. A refused save
// shows the API's message under the form and keeps what was typed.
import { useState } from 'react';
import { type CreateDirectReportBody, CreateDirectReportBodySchema } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, HStack, SimpleGrid, Stack } from '@provana/ui';
import { FormError } from '@provana/ui/parts';

export type ReportFormValues = Required<Pick<CreateDirectReportBody, 'name' | 'role' | 'start_date' | 'development_focus'>>;

interface Props {
  label: string;
  initial: ReportFormValues;
  submitLabel: string;
  onSubmit: (values: ReportFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function ReportForm({ label, initial, submitLabel, onSubmit, onCancel }: Props) {
  // Every refusal shows under the form, as the API words it ("name: must not contain ..."), nothing typed lost.
  const form = useSchemaForm(initial, { schema: CreateDirectReportBodySchema, fieldOf: () => undefined });
  const [busy, setBusy] = useState(false);
  const { values } = form;
  const ready = values.name.trim() !== '' && values.role.trim() !== '' && values.start_date !== '';

  const submit = form.submit(async (v) => {
    setBusy(true);
    try {
      await onSubmit(v);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Stack as="form" gap="3" p="3" borderWidth="1px" borderRadius="md" aria-label={label} onSubmit={(e) => void submit(e)}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField form={form} name="name" label="Name" required />
        <TextField form={form} name="role" label="Role" required />
        <TextField form={form} name="start_date" label="Start date" type="date" required />
      </SimpleGrid>
      <TextField form={form} name="development_focus" label="Development focus" />
      <FormError>{form.formError}</FormError>
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
