// Turning two-factor off, or replacing the recovery codes: both ask for the password and a current
// code (from the app, or a recovery code), so a browser left signed in cannot do either. A wrong
// answer is said in the dialog (a lock after five, as for signing in); new codes are shown once.
import { useDisableTwoFactorMutation, useNewRecoveryCodesMutation } from '@provana/api-client/two-factor';
import { TwoFactorReauthBodySchema } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Stack, Text, chakra, notify } from '@provana/ui';
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
  const form = useSchemaForm(
    { password: '', code: '' },
    {
      schema: TwoFactorReauthBodySchema,
      words: { password: 'Enter your password.', code: 'Enter the 6-digit code from your app, or a recovery code.' },
      // A refusal that names no field is about the code.
      refusalField: 'code',
    },
  );
  const [codes, setCodes] = useState<string[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = disabling.isLoading || renewing.isLoading;
  const texts = TEXTS[purpose];
  const id = (part: string) => `two-factor-${purpose}-${part}`;

  const submit = form.submit(async ({ password, code }) => {
    const body = { password, code: code.trim() };
    if (purpose === 'disable') {
      await disable(body).unwrap();
      notify({ title: 'Two-factor sign-in is off', description: 'Signing in asks for your password only.', type: 'success' });
      onClose();
    } else {
      setCodes((await renew(body).unwrap()).recoveryCodes);
    }
  });

  return (
    <ModalDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={codes ? 'Save your recovery codes' : texts.title}
      size="sm"
      initialFocusEl={() => formRef.current?.querySelector('input') ?? null}
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
          ref={formRef}
          id={id('form')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog renders in a portal but inside the Settings form's React tree: keep its submit here.
            event.stopPropagation();
            if (!busy) void submit(event);
          }}
        >
          <Stack gap="3">
            <Text fontSize="sm">{texts.intro}</Text>
            <TextField form={form} name="password" label="Your password" errorLabel={false} type="password" autoComplete="current-password" />
            <TextField form={form} name="code" label="Code from your app or a recovery code" errorLabel={false} autoComplete="one-time-code" code />
          </Stack>
        </chakra.form>
      )}
    </ModalDialog>
  );
}
