// Settings → Security → Change password: the current password, the new one twice. A wrong current
// password is said at its field; on success the account's other sessions are signed out (the API
// does it) and this one stays.
import { useChangePasswordMutation } from '@provana/api-client/account';
import { ChangePasswordBodySchema, PASSWORD_MIN_LENGTH, fieldErrors } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Stack, Text, chakra, notify } from '@provana/ui';
import { FormError, FormDialogFooter, ModalDialog } from '@provana/ui/parts';
import { useRef } from 'react';

type Values = { currentPassword: string; newPassword: string; confirm: string };
const FORM_ID = 'change-password-form';
const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };

function validate(v: Values) {
  const errors: Partial<Record<string, string>> = fieldErrors(ChangePasswordBodySchema, { currentPassword: v.currentPassword, newPassword: v.newPassword });
  if (!errors.newPassword && v.confirm !== v.newPassword) errors.confirm = "doesn't match the new password";
  return errors;
}

const signedOutText = (n: number) =>
  n === 0 ? 'No other session was signed in.' : `${n} other session${n === 1 ? ' was' : 's were'} signed out. This device stays signed in.`;

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [change, state] = useChangePasswordMutation();
  const form = useSchemaForm<Values>(EMPTY, { validate, schema: ChangePasswordBodySchema });
  const formRef = useRef<HTMLFormElement>(null);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.submit(async (v) => {
    const answer = await change({ currentPassword: v.currentPassword, newPassword: v.newPassword }).unwrap();
    notify({ title: 'Password changed', description: signedOutText(answer.endedSessions), type: 'success' });
    close();
  });
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Change password"
      size="sm"
      initialFocusEl={() => formRef.current?.querySelector('input') ?? null}
      footer={<FormDialogFooter onCancel={close} formId={FORM_ID} busy={state.isLoading} action="Change password" busyAction="Changing password..." />}
    >
      <chakra.form
        ref={formRef}
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          // The dialog renders in a portal but inside the Settings form's React tree: keep its submit here.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            At least {PASSWORD_MIN_LENGTH} characters. Your other sessions are signed out; this device stays signed in.
          </Text>
          <TextField form={form} name="currentPassword" label="Current password" type="password" autoComplete="current-password" required />
          <TextField form={form} name="newPassword" label="New password" type="password" autoComplete="new-password" required />
          <TextField form={form} name="confirm" label="Confirm new password" type="password" autoComplete="new-password" required />
          <FormError>{form.formError}</FormError>
        </Stack>
      </chakra.form>
    </ModalDialog>
  );
}
