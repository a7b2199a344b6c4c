// /reset-password?token=…: a new password, twice; then every session of the account has ended (this
// browser's too) and the person signs in with it. A used or expired link says so, with a way back.
import { useResetPasswordMutation } from '@provana/api-client/account';
import { PASSWORD_MIN_LENGTH, ResetPasswordBodySchema, fieldErrors } from '@provana/contracts';
import { useNavigate } from '@provana/router';
import { TextField, useSchemaForm } from '@provana/sections';
import { Box, Button, Stack, Text, chakra, notify } from '@provana/ui';
import { FormError } from '@provana/ui/parts';
import { useState } from 'react';
import { AccountLinkFrame } from '../lib/account-link-frame';
import { MISSING_TOKEN } from './account-link-paths';
import { PasswordInput } from './password-input';

type Values = { password: string; confirm: string };
const MISMATCH = "doesn't match the new password";

function validate(token: string) {
  return (v: Values) => {
    const errors: Partial<Record<string, string>> = fieldErrors(ResetPasswordBodySchema, { token, password: v.password });
    if (!errors.password && v.confirm !== v.password) errors.confirm = MISMATCH;
    return errors;
  };
}

export function ResetPasswordCard({ token }: { token: string }) {
  const [reset, state] = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const form = useSchemaForm<Values>({ password: '', confirm: '' }, { validate: validate(token), schema: ResetPasswordBodySchema });
  const toSignIn = () => navigate('/', { replace: true });
  const submit = form.submit(async (v) => {
    await reset({ token, password: v.password }).unwrap();
    notify({ title: 'Password changed', description: 'Sign in with your new password.', type: 'success' });
    setDone(true);
  });

  if (!token) {
    return (
      <AccountLinkFrame title="Choose a new password">
        <FormError>{MISSING_TOKEN}</FormError>
        <Button type="button" colorPalette="brand" onClick={toSignIn}>
          Go to sign in
        </Button>
      </AccountLinkFrame>
    );
  }
  if (done) {
    return (
      <AccountLinkFrame title="Password changed">
        <Text role="status">Your password was changed and you were signed out everywhere. Sign in with your new password.</Text>
        <Button type="button" colorPalette="brand" onClick={toSignIn}>
          Sign in
        </Button>
      </AccountLinkFrame>
    );
  }
  return (
    <AccountLinkFrame title="Choose a new password">
      <chakra.form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            At least {PASSWORD_MIN_LENGTH} characters. Changing it signs you out on every device.
          </Text>
          <TextField
            form={form}
            name="password"
            label="New password"
            required
            marker={false}
            control={(field) => <PasswordInput {...field} what="new password" placeholder={`${PASSWORD_MIN_LENGTH}+ characters`} autoComplete="new-password" />}
          />
          <TextField
            form={form}
            name="confirm"
            label="Confirm new password"
            required
            marker={false}
            control={(field) => <PasswordInput {...field} what="confirm new password" placeholder="Repeat the new password" autoComplete="new-password" />}
          />
          <FormError>{form.formError}</FormError>
          <Button type="submit" colorPalette="brand" width="full" disabled={state.isLoading} aria-busy={state.isLoading}>
            {state.isLoading ? 'Saving...' : 'Save new password'}
          </Button>
          <Box textAlign="center">
            <Button type="button" variant="plain" size="sm" colorPalette="brand" h="auto" textDecoration="underline" onClick={toSignIn}>
              Back to sign in
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </AccountLinkFrame>
  );
}
