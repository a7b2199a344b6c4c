// Settings → Security → Passkeys: the account's passkeys (each signs in alone, with the device's PIN
// or biometrics), adding one with an optional name, and the loading, empty and failure states.
import { apiErrorDetail, useDispatch, type AppDispatch } from '@provana/api-client';
import { useGetPasskeysQuery } from '@provana/api-client/passkeys';
import { PasskeyRegistrationBodySchema } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Box, Button, ErrorState, HStack, Heading, LoadingState, Stack, Text, notify } from '@provana/ui';
import { useState } from 'react';
import { PasskeyRow } from './passkey-row';

/** The name is optional: an empty one is sent as none. */
const NameSchema = PasskeyRegistrationBodySchema.pick({ name: true });
const toBody = ({ name }: { name: string }) => ({ name: name.trim() || undefined });

export function PasskeysSettings() {
  const list = useGetPasskeysQuery();
  const dispatch = useDispatch<AppDispatch>();
  const form = useSchemaForm({ name: '' }, { schema: NameSchema, toBody });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const add = form.submit(async ({ name }) => {
    setBusy(true);
    setError(null);
    // The WebAuthn helpers load only when a passkey is added.
    const ceremony = await import('../../auth/passkey-ceremony');
    try {
      await ceremony.addPasskey(dispatch, toBody({ name }).name);
      form.reset({ name: '' });
      notify({ title: 'Passkey added', description: 'You can now sign in with it instead of your password.', type: 'success' });
    } catch (failure) {
      setError(ceremony.passkeyFailure(failure, 'The passkey was not added. Try again.'));
    } finally {
      setBusy(false);
    }
  });

  const body = () => {
    if (list.isLoading) return <LoadingState label="Loading passkeys..." />;
    if (list.isError || !list.data) {
      return <ErrorState title="Passkeys could not be loaded" message={apiErrorDetail(list.error).message} onRetry={() => void list.refetch()} />;
    }
    if (list.data.passkeys.length === 0) return <Text fontSize="sm">No passkeys yet.</Text>;
    return (
      <Box as="ul" listStyleType="none" aria-label="Your passkeys">
        {list.data.passkeys.map((p) => (
          <PasskeyRow key={p.id} passkey={p} />
        ))}
      </Box>
    );
  };

  return (
    <Stack as="section" gap="2" aria-labelledby="settings-passkeys" data-testid="settings-passkeys">
      <Heading as="h4" id="settings-passkeys" size="xs">
        Passkeys
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        A passkey signs you in with this device&apos;s fingerprint, face or PIN instead of your password.
      </Text>
      {body()}
      {supported ? (
        <HStack gap="2" align="end" wrap="wrap">
          <Box
            flex="1"
            minW="40"
            onKeyDown={(e) => {
              // Inside the Settings form: Enter adds the passkey, not the dialog's Save.
              if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
                e.preventDefault();
                void add(e);
              }
            }}
          >
            <TextField form={form} name="name" label="Name for a new passkey (optional)" placeholder="e.g. Work laptop" size="sm" />
          </Box>
          <Button type="button" size="sm" colorPalette="brand" onClick={(e) => void add(e)} disabled={busy} aria-busy={busy}>
            {busy ? 'Waiting for your passkey...' : 'Add a passkey'}
          </Button>
        </HStack>
      ) : (
        <Text fontSize="sm">This browser cannot use passkeys.</Text>
      )}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
