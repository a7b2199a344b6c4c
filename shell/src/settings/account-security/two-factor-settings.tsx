// Settings → Security → Two-factor authentication: whether signing in asks for a code from an
// authenticator app, and the ways to turn it on, turn it off or get new recovery codes (each in its
// own dialog). Loading, failure (with Retry) and both states are said in words.
import { apiErrorDetail } from '@provana/api-client';
import { useGetTwoFactorStatusQuery } from '@provana/api-client/two-factor';
import { Badge, Button, ErrorState, HStack, Heading, LoadingState, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { TwoFactorReauthDialog, type ReauthPurpose } from './two-factor-reauth-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type Open = 'setup' | ReauthPurpose | null;

export function TwoFactorSettings() {
  const status = useGetTwoFactorStatusQuery();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const body = () => {
    if (status.isLoading) return <LoadingState label="Loading two-factor sign-in..." />;
    if (status.isError || !status.data) {
      return <ErrorState title="Two-factor sign-in could not be loaded" message={apiErrorDetail(status.error).message} onRetry={() => void status.refetch()} />;
    }
    const { totpEnabled, recoveryCodesLeft } = status.data;
    if (!totpEnabled) {
      return (
        <Stack gap="2" align="start">
          <Text fontSize="sm" color="fg.muted">
            Off. Turn it on and signing in asks for a code from an authenticator app on your phone as well as your password.
          </Text>
          <Button type="button" size="sm" colorPalette="brand" onClick={() => setOpen('setup')}>
            Turn on
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="2" align="start">
        <Text fontSize="sm" color="fg.muted">
          Signing in asks for a code from your authenticator app. {recoveryCodesLeft} of 10 recovery codes left
          {recoveryCodesLeft <= 3 ? ': get new ones before they run out.' : '.'}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button type="button" size="sm" variant="outline" onClick={() => setOpen('new-codes')}>
            New recovery codes
          </Button>
          <Button type="button" size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('disable')}>
            Turn off
          </Button>
        </HStack>
      </Stack>
    );
  };

  return (
    <Stack as="section" gap="2" aria-labelledby="settings-two-factor" data-testid="settings-two-factor">
      <HStack gap="2">
        <Heading as="h4" id="settings-two-factor" size="xs">
          Two-factor authentication
        </Heading>
        {status.data ? (
          <Badge colorPalette={status.data.totpEnabled ? 'green' : 'gray'} size="sm">
            {status.data.totpEnabled ? 'On' : 'Off'}
          </Badge>
        ) : null}
      </HStack>
      {body()}
      {open === 'setup' ? <TwoFactorSetupDialog onClose={close} /> : null}
      {open === 'disable' || open === 'new-codes' ? <TwoFactorReauthDialog purpose={open} onClose={close} /> : null}
    </Stack>
  );
}
