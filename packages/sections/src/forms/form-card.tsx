// The frame of a small add form shown in place (a priority, a decision, a memory note): the bordered
// card, its fields, the refusal that names no field, and Cancel beside the save button.
import { Button, HStack, Stack, chakra } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import type { FormEvent, ReactNode, Ref } from 'react';

export interface FormCardProps {
  /** The form's accessible name ("Add a priority"). */
  label: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** The save button's words ("Save Priority"). */
  submitLabel: string;
  busy: boolean;
  /** useSchemaForm's formError. */
  error: string | null;
  children: ReactNode;
  /** Reaches the form (a link focuses its first field once a lazily loaded form is there). */
  ref?: Ref<HTMLFormElement>;
}

export function FormCard({ label, onSubmit, onCancel, submitLabel, busy, error, children, ref }: FormCardProps) {
  return (
    <chakra.form ref={ref} onSubmit={onSubmit} noValidate borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" aria-label={label}>
      <Stack gap="3">
        {children}
        <FormError>{error}</FormError>
        <HStack justify="flex-end">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
