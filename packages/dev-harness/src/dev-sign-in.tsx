// Dev-only sign-in for a remote running standalone. Prefilled with the demo account that the
// API seeds on first start (demo@provana.app / demo1234): never part of a production screen.
import { type FormEvent, useState } from 'react';
import { formatApiError, useLoginMutation } from '@provana/api-client';
import { Alert, Button, Card, Center, Field, Heading, Input, Stack, Text } from '@provana/ui';

export const DEMO_EMAIL = 'demo@provana.app';
export const DEMO_PASSWORD = 'demo1234';

export function DevSignIn() {
  const [email, setEmail] = useState(DEMO_EMAIL);
  const [password, setPassword] = useState(DEMO_PASSWORD);
  const [login, { isLoading, error }] = useLoginMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The session cache updates on success; failures show below via `error`.
    login({ email, password, rememberMe: true }).catch(() => undefined);
  };

  return (
    <Center minH="100vh" p="4">
      <Card.Root as="form" onSubmit={submit} w="full" maxW="sm" aria-labelledby="dev-sign-in-title">
        <Card.Header>
          <Heading id="dev-sign-in-title" size="md">
            Standalone remote: sign in
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Development harness only. Uses the API on this origin (/api).
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>Email</Field.Label>
              <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Password</Field.Label>
              <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field.Root>
            {error !== undefined && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Description>{formatApiError(error)}</Alert.Description>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="brand" loading={isLoading} loadingText="Signing in...">
              Sign in
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
