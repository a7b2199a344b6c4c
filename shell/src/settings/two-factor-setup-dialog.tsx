// Settings → Security → Two-factor authentication → Turn on: a new key for the authenticator app
// (its QR code, made by the server, and the same key as text), a code from the app to confirm it,
// then the recovery codes, shown once. Until a right code is entered two-factor stays off.
import { apiErrorDetail } from '@provana/api-client';
import { useConfirmTotpMutation, useStartTotpSetupMutation } from '@provana/api-client/two-factor';
import { Box, Field, Input, LoadingState, ErrorState, Stack, Text, chakra, notify } from '@provana/ui';
import { FormDialogFooter, ModalDialog } from '@provana/ui/parts';
import { useEffect, useRef, useState } from 'react';
import { RecoveryCodesPanel } from './recovery-codes-panel';

const FORM_ID = 'two-factor-setup-form';
const CODE_ID = 'two-factor-setup-code';
const ERROR_ID = 'two-factor-setup-error';

export function TwoFactorSetupDialog({ onClose }: { onClose: () => void }) {
  const [start, setup] = useStartTotpSetupMutation();
  const [confirm, confirming] = useConfirmTotpMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // Once per opening (a second key would replace the first while it is shown).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const submit = async () => {
    if (confirming.isLoading) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code your app shows for Provana.');
      codeRef.current?.focus();
      return;
    }
    try {
      setCodes((await confirm({ code: code.trim() }).unwrap()).recoveryCodes);
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
      codeRef.current?.focus();
    }
  };

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
      initialFocusEl={() => codeRef.current}
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
            <Field.Root invalid={error !== null}>
              <Field.Label htmlFor={CODE_ID}>3. Enter the 6-digit code the app shows</Field.Label>
              <Input
                ref={codeRef}
                id={CODE_ID}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={6}
                fontFamily="mono"
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
      )}
    </ModalDialog>
  );
}
