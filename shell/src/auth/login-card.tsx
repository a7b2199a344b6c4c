// Sign In / Sign Up tabs, the text link to switch, and the form state shared by both tabs; after a
// right password for an account with two-factor on, the code step in their place.
import { Box, Button, Card, Heading, LoadingState, Tabs, Text, lazyPart } from '@provana/ui';
import { useEffect, useState } from 'react';
import { readKey, storageKeys } from '../lib/storage-keys';
import type { AuthMode } from './auth-feedback';
import { AuthForm, type AuthFormValues } from './auth-form';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { clearProviderRedirect, readProviderRedirect } from './provider-redirect-state';
import { ProviderSignInButtons } from './provider-sign-in-buttons';
import { useAuthSubmit } from './use-auth-submit';

// Only accounts with two-factor on need the second step: its code loads when it is asked for.
const loading = <LoadingState label="Loading..." />;
const TwoFactorStep = lazyPart(() => import('./two-factor-step'), 'two-factor sign-in', { loading, close: (props) => props.onBack });
// Asked for rarely: the reset request form loads when "Forgot password?" is pressed.
const ForgotPasswordForm = lazyPart(() => import('./forgot-password-form'), 'resetting your password', { loading, close: (props) => props.onBack });

export function LoginCard() {
  const [mode, setMode] = useState<AuthMode>('signin');
  const [values, setValues] = useState<AuthFormValues>(() => ({
    email: '',
    password: '',
    confirmPassword: '',
    rememberMe: readKey(storageKeys.rememberMe) === 'true',
  }));
  // Set when the password was right and two-factor is on: the card then asks for the code. An
  // identity provider's sign-in arrives here with its challenge already in the address.
  const [redirect] = useState(readProviderRedirect);
  const [challenge, setChallenge] = useState<string | null>(redirect.twoFactorChallenge);
  // Why an identity provider's sign-in came back without signing in: said once, then gone from the address.
  const providerError = redirect.error;
  useEffect(clearProviderRedirect, []);
  const [forgot, setForgot] = useState(false);
  const { submit, busy } = useAuthSubmit(setChallenge);
  const onChange = (patch: Partial<AuthFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const onSubmit = () => void submit(mode, values);
  const other: AuthMode = mode === 'signin' ? 'signup' : 'signin';

  return (
    <Card.Root width="full" maxW="md" shadow="lg" borderRadius="xl">
      <Card.Body gap="5" p={{ base: '6', md: '8' }}>
        <Box>
          <Heading as="h2" size="lg">
            Welcome to PROVANA
          </Heading>
          <Text color="fg.muted" mt="1">
            Sign in to your executive dashboard to see today&apos;s priorities, meetings and insights.
          </Text>
        </Box>
        {forgot ? (
          <ForgotPasswordForm initialEmail={values.email} onBack={() => setForgot(false)} />
        ) : challenge ? (
          <TwoFactorStep challenge={challenge} onBack={() => setChallenge(null)} />
        ) : (
          <>
            <Tabs.Root
              value={mode}
              onValueChange={(e) => setMode(e.value === 'signup' ? 'signup' : 'signin')}
              variant="enclosed"
              fitted
              lazyMount
              unmountOnExit
            >
              <Tabs.List>
                <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
                <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="signin" pt="5">
                <AuthForm mode="signin" values={values} onChange={onChange} onSubmit={onSubmit} busy={busy} />
              </Tabs.Content>
              <Tabs.Content value="signup" pt="5">
                <AuthForm mode="signup" values={values} onChange={onChange} onSubmit={onSubmit} busy={busy} />
              </Tabs.Content>
            </Tabs.Root>
            {mode === 'signin' ? <PasskeySignInButton rememberMe={values.rememberMe} /> : null}
            <ProviderSignInButtons rememberMe={values.rememberMe} error={providerError} />
            {mode === 'signin' ? (
              <Button type="button" variant="plain" size="sm" colorPalette="brand" alignSelf="center" h="auto" onClick={() => setForgot(true)}>
                Forgot password?
              </Button>
            ) : null}
            <Text fontSize="sm" color="fg.muted" textAlign="center">
              {mode === 'signin' ? "Don't have an account? " : 'Already have an account? '}
              <Button variant="plain" size="sm" colorPalette="brand" px="0" h="auto" textDecoration="underline" onClick={() => setMode(other)}>
                {mode === 'signin' ? 'Sign up' : 'Sign in'}
              </Button>
            </Text>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
