// Settings → Your data → Delete my account: the password again, then the account and everything in it
// are deleted on the server and this browser is signed out to the login screen with a toast. A wrong
// password (or a lock after five) is said in the dialog and nothing is deleted.
import { apiErrorDetail, useExecutiveId } from '@provana/api-client';
import { useDeleteAccountMutation } from '@provana/api-client/account-data';
import { Field, Input, Stack, Text, chakra, notify } from '@provana/ui';
import { FormDialogFooter, ModalDialog } from '@provana/ui/parts';
import { useRef, useState } from 'react';
import { clearSessionKeys } from '../storage/keys';

const FORM_ID = 'delete-account-form';
const PASSWORD_ID = 'delete-account-password';
const ERROR_ID = 'delete-account-error';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const executiveId = useExecutiveId();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (executiveId === undefined || isLoading) return;
    if (!password) {
      setError('Enter your password to delete your account.');
      passwordRef.current?.focus();
      return;
    }
    try {
      await remove({ executiveId, password }).unwrap();
      clearSessionKeys();
      notify({
        title: 'Your account was deleted',
        description: 'Your account and all its data are gone. You can sign up again with the same email.',
        type: 'success',
      });
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
      passwordRef.current?.focus();
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Delete your account?"
      role="alertdialog"
      size="sm"
      initialFocusEl={() => passwordRef.current}
      footer={
        <FormDialogFooter onCancel={close} formId={FORM_ID} tone="red" busy={isLoading} action="Delete my account" busyAction="Deleting your account..." />
      }
    >
      <chakra.form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog renders in a portal but inside the Settings form's React tree: keep its submit here.
          event.stopPropagation();
          void submit();
        }}
      >
        <Stack gap="3">
          <Text fontSize="sm">
            This deletes your account and everything in it for good: priorities, decisions, goals, calendar, notes, your team&apos;s records, recordings and
            their audio. You are signed out everywhere. Download your data first if you want to keep it.
          </Text>
          <Field.Root invalid={error !== null}>
            <Field.Label htmlFor={PASSWORD_ID}>Your password</Field.Label>
            <Input
              ref={passwordRef}
              id={PASSWORD_ID}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error !== null || undefined}
              aria-describedby={error ? ERROR_ID : undefined}
            />
            {error ? (
              <Text id={ERROR_ID} role="alert" fontSize="sm" color="fg.error">
                {error}
              </Text>
            ) : null}
          </Field.Root>
        </Stack>
      </chakra.form>
    </ModalDialog>
  );
}
