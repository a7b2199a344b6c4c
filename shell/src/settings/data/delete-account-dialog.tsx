// Settings → Your data → Delete my account: the password again, then the account and everything in it
// are deleted on the server and this browser is signed out to the login screen with a toast. A wrong
// password (or a lock after five) is said in the dialog and nothing is deleted.
import { useExecutiveId } from '@provana/api-client';
import { useDeleteAccountMutation } from '@provana/api-client/account-data';
import { DeleteAccountBodySchema } from '@provana/contracts/export';
import { TextField, useSchemaForm } from '@provana/sections';
import { Stack, Text, chakra, notify } from '@provana/ui';
import { FormDialogFooter, ModalDialog } from '@provana/ui/parts';
import { useRef } from 'react';
import { clearSessionKeys } from '../../lib/storage-keys';

const FORM_ID = 'delete-account-form';
const EMPTY = { password: '' };

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const executiveId = useExecutiveId();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const form = useSchemaForm(EMPTY, {
    schema: DeleteAccountBodySchema,
    words: { password: 'Enter your password to delete your account.' },
    // A wrong password or a lock names no field: it is said at the password all the same.
    refusalField: 'password',
  });
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.submit(async ({ password }) => {
    if (executiveId === undefined) return;
    await remove({ executiveId, password }).unwrap();
    clearSessionKeys();
    notify({
      title: 'Your account was deleted',
      description: 'Your account and all its data are gone. You can sign up again with the same email.',
      type: 'success',
    });
  });

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Delete your account?"
      role="alertdialog"
      size="sm"
      initialFocusEl={() => formRef.current?.querySelector('input') ?? null}
      footer={
        <FormDialogFooter onCancel={close} formId={FORM_ID} tone="red" busy={isLoading} action="Delete my account" busyAction="Deleting your account..." />
      }
    >
      <chakra.form
        ref={formRef}
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog renders in a portal but inside the Settings form's React tree: keep its submit here.
          event.stopPropagation();
          if (!isLoading) void submit(event);
        }}
      >
        <Stack gap="3">
          <Text fontSize="sm">
            This deletes your account and everything in it for good: priorities, decisions, goals, calendar, notes, your team&apos;s records, recordings and
            their audio. You are signed out everywhere. Download your data first if you want to keep it.
          </Text>
          <TextField form={form} name="password" label="Your password" errorLabel={false} type="password" autoComplete="current-password" />
        </Stack>
      </chakra.form>
    </ModalDialog>
  );
}
