// Settings → Security → Two-factor authentication → Turn on: a new key for the authenticator app
// (its QR code, made by the server, and the same key as text), a code from the app to confirm it,
// then the recovery codes, shown once. Until a right code is entered two-factor stays off.
import { apiErrorDetail } from '@provana/api-client';
import { useConfirmTotpMutation, useStartTotpSetupMutation } from '@provana/api-client/two-factor';
import { TotpConfirmBodySchema } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Box, LoadingState, ErrorState, Stack, Text, chakra, notify } from '@provana/ui';
import { FormDialogFooter, ModalDialog } from '@provana/ui/parts';
import { useEffect, useRef, useState } from 'react';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const FORM_ID = 'two-factor-setup-form';

export function TwoFactorSetupDialog({ onClose }: { onClose: () => void }) {
  const [start, setup] = useStartTotpSetupMutation();
  const [confirm, confirming] = useConfirmTotpMutation();
  const form = useSchemaForm(
    { code: '' },
    // A wrong code names no field: it is said at the code all the same.
    { schema: TotpConfirmBodySchema, words: { code: 'Enter the 6-digit code your app shows for Provana.' }, refusalField: 'code' },
  );
  const [codes, setCodes] = useState<string[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Once per opening (a second key would replace the first while it is shown).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const submit = form.submit(async ({ code }) => {
    setCodes((await confirm({ code: code.trim() }).unwrap()).recoveryCodes);
  });

  const done = () => {
    notify({ title: 'Two-factor sign-in is on', description: 'Signing in now asks for a code from your authenticator app.', type: 'success' });
    onClose();
  };

  const data = setup.data;
  return (
    <ModalDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={codes ? 'Save your recovery codes' : 'Turn on two-factor sign-in'}
      closeLabel="Close two-factor setup"
      initialFocusEl={() => formRef.current?.querySelector('input') ?? null}
      footer={
        codes ? undefined : (
          <FormDialogFooter onCancel={onClose} formId={FORM_ID} busy={confirming.isLoading} disabled={!data} action="Turn on" busyAction="Turning on..." />
        )
      }
    >
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={done} />
      ) : setup.isError ? (
        <ErrorState title="The key could not be made" message={apiErrorDetail(setup.error).message} onRetry={() => void start()} />
      ) : !data ? (
        <LoadingState label="Preparing your key..." />
      ) : (
        <chakra.form
          ref={formRef}
          id={FORM_ID}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog renders in a portal but inside the Settings form's React tree: keep its submit here.
            event.stopPropagation();
            if (!confirming.isLoading) void submit(event);
          }}
        >
          <Stack gap="3">
            <Text fontSize="sm">
              1. Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).
            </Text>
            <Box alignSelf="center" bg="white" p="2" borderRadius="md" borderWidth="1px">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qrSvg)}`}
                alt="QR code that adds Provana to your authenticator app"
                width={180}
                height={180}
              />
            </Box>
            <Text fontSize="sm">2. Or type this key into the app:</Text>
            <Text as="code" fontFamily="mono" fontSize="sm" p="2" borderWidth="1px" borderRadius="md" wordBreak="break-all" data-testid="two-factor-key">
              {data.key}
            </Text>
            <TextField
              form={form}
              name="code"
              label="3. Enter the 6-digit code the app shows"
              errorLabel={false}
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={6}
              code
            />
          </Stack>
        </chakra.form>
      )}
    </ModalDialog>
  );
}
