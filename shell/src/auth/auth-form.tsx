// The fields of one tab (Sign In or Sign Up); the state lives in LoginCard so it survives tab switches.
import { Button, Checkbox, Field, Input, Stack } from '@provana/ui';
import type { FormEvent } from 'react';
import type { AuthMode } from './auth-feedback';
import { PasswordInput } from './password-input';

export type AuthFormValues = { email: string; password: string; confirmPassword: string; rememberMe: boolean };

type Props = {
  mode: AuthMode;
  values: AuthFormValues;
  onChange: (patch: Partial<AuthFormValues>) => void;
  onSubmit: () => void;
  busy: boolean;
};

export function AuthForm({ mode, values, onChange, onSubmit, busy }: Props) {
  const id = (field: string) => `${mode}-${field}`;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const signIn = mode === 'signin';
  return (
    // noValidate: our toasts explain every problem (the spec's texts); `required` still marks the fields.
    // No visual asterisk: every field is required, and label text must stay exactly the field's name.
    <form onSubmit={handleSubmit} noValidate aria-label={signIn ? 'Sign in' : 'Sign up'}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label htmlFor={id('email')}>Email</Field.Label>
          <Input
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            value={values.email}
            onChange={(e) => onChange({ email: e.target.value })}
            required
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label htmlFor={id('password')}>Password</Field.Label>
          <PasswordInput
            id={id('password')}
            what="password"
            value={values.password}
            onChange={(password) => onChange({ password })}
            placeholder={signIn ? 'Enter your password' : 'Create a password (8+ characters)'}
            autoComplete={signIn ? 'current-password' : 'new-password'}
          />
        </Field.Root>
        {signIn ? (
          <Checkbox.Root checked={values.rememberMe} onCheckedChange={(e) => onChange({ rememberMe: e.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Remember me</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Field.Root required>
            <Field.Label htmlFor={id('confirm-password')}>Confirm Password</Field.Label>
            <PasswordInput
              id={id('confirm-password')}
              what="confirm password"
              value={values.confirmPassword}
              onChange={(confirmPassword) => onChange({ confirmPassword })}
              placeholder="Repeat your password"
              autoComplete="new-password"
            />
          </Field.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={busy} aria-busy={busy}>
          {busy ? (signIn ? 'Signing in...' : 'Creating Account...') : signIn ? 'Sign In' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}
