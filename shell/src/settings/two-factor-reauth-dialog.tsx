// Turning two-factor off, or replacing the recovery codes: both ask for the password and a current
// code (from the app, or a recovery code), so a browser left signed in cannot do either. A wrong
// answer is said in the dialog (a lock after five, as for signing in); new codes are shown once.
import { apiErrorDetail } from '@provana/api-client';
import { useDisableTwoFactorMutation, useNewRecoveryCodesMutation } from '@provana/api-client/two-factor';
import { Field, Input, Stack, Text, chakra, notify } from '@provana/ui';
import { FormDialogFooter, ModalDialog } from '@provana/ui/parts';
import { useRef, useState } from 'react';
import { RecoveryCodesPanel } from './recovery-codes-panel';

export type ReauthPurpose = 'disable' | 'new-codes';

const TEXTS = {
  disable: {
    title: 'Turn off two-factor sign-in?',
    intro: 'Signing in will ask for your password only. Your recovery codes stop working.',
    action: 'Turn off',
    busy: 'Turning off...',
  },
  'new-codes': {
    title: 'New recovery codes',
    intro: 'You get ten new recovery codes; the ones you have now stop working.',
    action: 'Get new codes',
    busy: 'Getting new codes...',
  },
} as const;

export function TwoFactorReauthDialog({ purpose, onClose }: { purpose: ReauthPurpose; onClose: () => void }) {
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [renew, renewing] = useNewRecoveryCodesMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'code'; message: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const busy = disabling.isLoading || renewing.isLoading;
  const texts = TEXTS[purpose];
  const id = (part: string) => `two-factor-${purpose}-${part}`;

  const fail = (field: 'password' | 'code', message: string) => {
    setError({ field, message });
    (field === 'password' ? passwordRef : codeRef).current?.focus();
  };

  const submit = async () => {
    if (busy) return;
    if (!password) return fail('password', 'Enter your password.');
    if (code.trim().length < 6) return fail('code', 'Enter the 6-digit code from your app, or a recovery code.');
    const body = { password, code: code.trim() };
    try {
      if (purpose === 'disable') {
        await disable(body).unwrap();
        notify({ title: 'Two-factor sign-in is off', description: 'Signing in asks for your password only.', type: 'success' });
        onClose();
      } else {
        setCodes((await renew(body).unwrap()).recoveryCodes);
      }
    } catch (failure) {
      const detail = apiErrorDetail(failure);
      fail(detail.field === 'password' ? 'password' : 'code', detail.message);
    }
  };

  const errorFor = (field: 'password' | 'code') =>
    error?.field === field ? (
      <Text id={id(`${field}-error`)} role="alert" fontSize="sm" color="fg.error">
        {error.message}
      </Text>
    ) : null;
  const invalid = (field: 'password' | 'code') => ({
    'aria-invalid': error?.field === field || undefined,
    'aria-describedby': error?.field === field ? id(`${field}-error`) : undefined,
  });

  return (
    <ModalDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={codes ? 'Save your recovery codes' : texts.title}
      size="sm"
      initialFocusEl={() => passwordRef.current}
      footer={
        codes ? undefined : (
          <FormDialogFooter
            onCancel={onClose}
            formId={id('form')}
            tone={purpose === 'disable' ? 'red' : 'brand'}
            busy={busy}
            action={texts.action}
            busyAction={texts.busy}
          />
        )
      }
    >
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={onClose} />
      ) : (
        <chakra.form
          id={id('form')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog renders in a portal but inside the Settings form's React tree: keep its submit here.
            event.stopPropagation();
            void submit();
          }}
        >
          <Stack gap="3">
            <Text fontSize="sm">{texts.intro}</Text>
            <Field.Root invalid={error?.field === 'password'}>
              <Field.Label htmlFor={id('password')}>Your password</Field.Label>
              <Input
                ref={passwordRef}
                id={id('password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...invalid('password')}
              />
              {errorFor('password')}
            </Field.Root>
            <Field.Root invalid={error?.field === 'code'}>
              <Field.Label htmlFor={id('code')}>Code from your app or a recovery code</Field.Label>
              <Input
                ref={codeRef}
                id={id('code')}
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                maxLength={40}
                fontFamily="mono"
                {...invalid('code')}
              />
              {errorFor('code')}
            </Field.Root>
          </Stack>
        </chakra.form>
      )}
    </ModalDialog>
  );
}
