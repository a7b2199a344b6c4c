// /confirm-sign-in-link?token=…: a provider's sign-in whose verified address belongs to an account it
// is not linked to yet. The account's password links it and signs in (with two-factor on, the code
// step follows on the sign-in screen); or a link is mailed to the account's address instead. Nothing
// is linked by the address alone.
import { apiErrorDetail } from '@provana/api-client';
import {
  useConfirmSignInLinkByMailMutation,
  useConfirmSignInLinkMutation,
  useGetPendingSignInLinkQuery,
  useMailSignInLinkMutation,
} from '@provana/api-client/identity-providers';
import { OidcConfirmLinkBodySchema } from '@provana/contracts';
import { useNavigate } from '@provana/router';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, LoadingState, Stack, Text, chakra } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { useState } from 'react';
import { AccountLinkFrame } from '../lib/account-link-frame';
import { MISSING_TOKEN } from './account-link-paths';
import { PasswordInput } from './password-input';

const TITLE = 'Link your sign-in';

export function ConfirmSignInLinkCard({ token }: { token: string }) {
  const navigate = useNavigate();
  const pending = useGetPendingSignInLinkQuery(token, { skip: !token });
  const [mailLink, mailing] = useMailSignInLinkMutation();
  const [error, setError] = useState<string | null>(null);
  const [mailed, setMailed] = useState<string | null>(null);
  const toSignIn = () => navigate('/', { replace: true });

  const back = (
    <Button type="button" variant="plain" size="sm" colorPalette="brand" h="auto" alignSelf="center" textDecoration="underline" onClick={toSignIn}>
      Back to sign in
    </Button>
  );

  if (!token || pending.isError) {
    return (
      <AccountLinkFrame title={TITLE}>
        <FormError>{token ? apiErrorDetail(pending.error).message : MISSING_TOKEN}</FormError>
        {back}
      </AccountLinkFrame>
    );
  }
  if (!pending.data) {
    return (
      <AccountLinkFrame title={TITLE}>
        <LoadingState label="Loading..." />
      </AccountLinkFrame>
    );
  }
  const { displayName, email, hasPassword, canMail } = pending.data;

  const sendMail = async () => {
    setError(null);
    try {
      setMailed((await mailLink({ token }).unwrap()).message);
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    }
  };

  return (
    <AccountLinkFrame title={TITLE}>
      <Text>
        An account with {email} already exists. To sign in to it with {displayName} from now on, confirm that it is yours.
      </Text>
      {mailed ? (
        <Text role="status">{mailed}</Text>
      ) : (
        <Stack gap="4">
          {hasPassword ? (
            <>
              <LinkWithPasswordForm token={token} displayName={displayName} />
              <FormError>{error}</FormError>
            </>
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted">
                This account has no password.{' '}
                {canMail
                  ? 'We can email you a link to confirm instead.'
                  : 'Sign in the way you usually do, or choose a password with “Forgot password?” first.'}
              </Text>
              <FormError>{error}</FormError>
            </>
          )}
          {canMail ? (
            <Button type="button" variant="outline" width="full" onClick={() => void sendMail()} disabled={mailing.isLoading} aria-busy={mailing.isLoading}>
              {mailing.isLoading ? 'Sending...' : `Email a link to ${email} instead`}
            </Button>
          ) : null}
        </Stack>
      )}
      {back}
    </AccountLinkFrame>
  );
}

/** The account's password links the sign-in; a wrong one is said at the field. */
function LinkWithPasswordForm({ token, displayName }: { token: string; displayName: string }) {
  const navigate = useNavigate();
  const [confirm, confirming] = useConfirmSignInLinkMutation();
  const form = useSchemaForm(
    { password: '' },
    { schema: OidcConfirmLinkBodySchema, toBody: (v) => ({ token, ...v }), words: { password: 'Enter the password of your PROVANA account.' } },
  );
  const submit = form.submit(async ({ password }) => {
    const result = await confirm({ token, password }).unwrap();
    // Two-factor on: the sign-in screen asks for the code with this challenge.
    if ('twoFactorRequired' in result) return window.location.assign(`/#two_factor=${encodeURIComponent(result.challenge)}`);
    navigate('/', { replace: true });
  });
  return (
    <chakra.form
      onSubmit={(e) => (confirming.isLoading ? e.preventDefault() : void submit(e))}
      noValidate
      aria-label={`Link ${displayName} with your password`}
    >
      <Stack gap="4">
        <TextField
          form={form}
          name="password"
          label="Password of your PROVANA account"
          errorLabel={false}
          required
          marker={false}
          control={(field) => <PasswordInput {...field} what="password" placeholder="Your password" autoComplete="current-password" />}
        />
        <FormError>{form.formError}</FormError>
        <Button type="submit" colorPalette="brand" width="full" disabled={confirming.isLoading} aria-busy={confirming.isLoading}>
          {confirming.isLoading ? 'Linking...' : `Link ${displayName} and sign in`}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** /confirm-sign-in-link?mail_token=…: the mailed link. Linking waits for a press (mail scanners open links too). */
export function ConfirmSignInLinkByMailCard({ token }: { token: string }) {
  const navigate = useNavigate();
  const [confirmByMail, state] = useConfirmSignInLinkByMailMutation();
  const toSignIn = () => navigate('/', { replace: true });
  return (
    <AccountLinkFrame title={TITLE}>
      {state.isSuccess ? (
        <Text role="status">{state.data.message}</Text>
      ) : (
        <Stack gap="4">
          <Text>Link the sign-in you asked for to your PROVANA account? You then sign in with it from the sign-in screen.</Text>
          {state.isError ? <FormError>{apiErrorDetail(state.error).message}</FormError> : null}
          <Button type="button" colorPalette="brand" onClick={() => void confirmByMail({ token })} disabled={state.isLoading} aria-busy={state.isLoading}>
            {state.isLoading ? 'Linking...' : 'Link the sign-in'}
          </Button>
        </Stack>
      )}
      <Button type="button" variant="outline" onClick={toSignIn}>
        Go to sign in
      </Button>
    </AccountLinkFrame>
  );
}
