// Settings → Security: the password (changed in its own dialog), two-factor sign-in, passkeys, the
// identity-provider sign-ins linked to the account and the sessions signed in to it.
import { Button, Heading, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { ChangePasswordDialog } from './change-password-dialog';
import { LinkedSignIns } from './linked-sign-ins';
import { PasskeysSettings } from './passkeys-settings';
import { SessionsList } from './sessions-list';
import { TwoFactorSettings } from './two-factor-settings';

export function SecuritySection() {
  const [changing, setChanging] = useState(false);
  return (
    <Stack as="section" gap="4" aria-labelledby="settings-security" data-testid="settings-security">
      <Heading as="h3" id="settings-security" size="sm">
        Security
      </Heading>
      <Stack gap="2" align="start">
        <Heading as="h4" size="xs">
          Password
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Changing your password signs out your other sessions.
        </Text>
        <Button type="button" size="sm" variant="outline" onClick={() => setChanging(true)}>
          Change password
        </Button>
      </Stack>
      <TwoFactorSettings />
      <PasskeysSettings />
      <LinkedSignIns />
      <SessionsList />
      {changing ? <ChangePasswordDialog open onClose={() => setChanging(false)} /> : null}
    </Stack>
  );
}
