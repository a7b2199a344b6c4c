// Settings → Security → Linked sign-ins: the identity-provider sign-ins linked to this account (the
// first sign-in with a provider links it), each with Unlink, asked first. The only way left to sign
// in cannot be unlinked: the row says why instead. Not shown when no provider is configured and none
// is linked.
import { apiErrorDetail, useTimeZone } from '@provana/api-client';
import { useGetLinkedSignInsQuery, useGetOidcProvidersQuery, useUnlinkSignInMutation } from '@provana/api-client/identity-providers';
import type { LinkedSignIn } from '@provana/contracts';
import { formatDayIn } from '@provana/dates';
import { Box, Button, ErrorState, HStack, Heading, LoadingState, Stack, Text } from '@provana/ui';
import { ConfirmDialog } from '@provana/ui/parts';
import { useState } from 'react';

function LinkedSignInRow({ signIn }: { signIn: LinkedSignIn }) {
  const timeZone = useTimeZone();
  const day = (at: string) => formatDayIn(at, timeZone);
  const [unlink, unlinking] = useUnlinkSignInMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirmUnlink = async () => {
    try {
      await unlink(signIn.id).unwrap();
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    }
    setConfirming(false);
  };

  return (
    <Stack as="li" gap="1" py="2" borderBottomWidth="1px" data-testid="linked-sign-in-row">
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Text fontWeight="medium" wordBreak="break-word">
          {signIn.displayName} · {signIn.email}
        </Text>
        {signIn.isLastWayToSignIn ? null : (
          <Button
            type="button"
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => setConfirming(true)}
            aria-label={`Unlink ${signIn.displayName} (${signIn.email})`}
          >
            Unlink
          </Button>
        )}
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Linked {day(signIn.createdAt)}
        {signIn.lastUsedAt ? ` · last used ${day(signIn.lastUsedAt)}` : ''}
      </Text>
      {signIn.isLastWayToSignIn ? (
        <Text fontSize="xs" color="fg.muted">
          This is your only way to sign in. Choose a password with “Forgot password?” or add a passkey before you unlink it.
        </Text>
      ) : null}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Unlink ${signIn.displayName}?`}
        confirmLabel="Unlink"
        busyLabel="Unlinking..."
        busy={unlinking.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirmUnlink()}
      >
        <Text fontSize="sm">
          “Continue with {signIn.displayName}” will no longer sign you in to this account. Signing in with it again later asks you to confirm with your
          password.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

export function LinkedSignIns() {
  const providers = useGetOidcProvidersQuery();
  const list = useGetLinkedSignInsQuery();
  // Shown once there is something to show: a configured provider, or a sign-in linked earlier.
  const relevant = (providers.data?.providers.length ?? 0) > 0 || (list.data?.signIns.length ?? 0) > 0;
  if (!relevant) return null;

  const body = () => {
    if (list.isLoading) return <LoadingState label="Loading linked sign-ins..." />;
    if (list.isError || !list.data) {
      return <ErrorState title="Linked sign-ins could not be loaded" message={apiErrorDetail(list.error).message} onRetry={() => void list.refetch()} />;
    }
    if (list.data.signIns.length === 0) return <Text fontSize="sm">No linked sign-ins yet. Use “Continue with …” on the sign-in screen to link one.</Text>;
    return (
      <Box as="ul" listStyleType="none" aria-label="Your linked sign-ins">
        {list.data.signIns.map((s) => (
          <LinkedSignInRow key={s.id} signIn={s} />
        ))}
      </Box>
    );
  };

  return (
    <Stack as="section" gap="2" aria-labelledby="settings-linked-sign-ins" data-testid="settings-linked-sign-ins">
      <Heading as="h4" id="settings-linked-sign-ins" size="xs">
        Linked sign-ins
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Accounts at identity providers that sign you in to PROVANA.
      </Text>
      {body()}
    </Stack>
  );
}
