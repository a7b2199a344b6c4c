// Settings → Security → Passkeys: the account's passkeys (each signs in alone, with the device's PIN
// or biometrics), adding one with an optional name, and the loading, empty and failure states.
import { apiErrorDetail, useDispatch, type AppDispatch } from '@provana/api-client';
import { useGetPasskeysQuery } from '@provana/api-client/passkeys';
import { PASSKEY_NAME_MAX } from '@provana/contracts';
import { Box, Button, ErrorState, Field, HStack, Heading, Input, LoadingState, Stack, Text, notify } from '@provana/ui';
import { useState } from 'react';
import { PasskeyRow } from './passkey-row';

const NAME_ID = 'settings-new-passkey-name';

export function PasskeysSettings() {
  const list = useGetPasskeysQuery();
  const dispatch = useDispatch<AppDispatch>();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const add = async () => {
    setBusy(true);
    setError(null);
    // The WebAuthn helpers load only when a passkey is added.
    const ceremony = await import('../auth/passkey-ceremony');
    try {
      await ceremony.addPasskey(dispatch, name.trim() || undefined);
      setName('');
      notify({ title: 'Passkey added', description: 'You can now sign in with it instead of your password.', type: 'success' });
    } catch (failure) {
      setError(ceremony.passkeyFailure(failure, 'The passkey was not added. Try again.'));
    } finally {
      setBusy(false);
    }
  };

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
          <Field.Root flex="1" minW="40">
            <Field.Label htmlFor={NAME_ID} fontSize="sm">
              Name for a new passkey (optional)
            </Field.Label>
            <Input
              id={NAME_ID}
              size="sm"
              placeholder="e.g. Work laptop"
              value={name}
              maxLength={PASSKEY_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                // Inside the Settings form: Enter adds the passkey, not the dialog's Save.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void add();
                }
              }}
            />
          </Field.Root>
          <Button type="button" size="sm" colorPalette="brand" onClick={() => void add()} disabled={busy} aria-busy={busy}>
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
