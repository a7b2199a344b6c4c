// One token: its name and first characters, what it may do, when it expires (never: marked), its
// last use (time and address) and Revoke (after a confirmation). A refusal shows beside the row.
import { apiErrorDetail, useTimeZone } from '@provana/api-client';
import { useRevokeApiTokenMutation } from '@provana/api-client/api-tokens';
import type { ApiToken } from '@provana/contracts/api-tokens';
import { Badge, Button, Flex, Stack, Text } from '@provana/ui';
import { ConfirmDialog } from '@provana/ui/parts';
import { useState } from 'react';
import { expirySentence, lastUseSentence, scopesSentence } from './token-words';

export function TokenRow({ token }: { token: ApiToken }) {
  const timeZone = useTimeZone();
  const [revoke, { isLoading }] = useRevokeApiTokenMutation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await revoke(token.id).unwrap();
    } catch (failure) {
      setConfirming(false);
      setError(apiErrorDetail(failure).message);
    }
  };

  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="md" p="3" aria-label={token.name}>
      <Flex gap="2" justify="space-between" wrap="wrap" align="baseline">
        <Text fontWeight="medium">{token.name}</Text>
        <Text fontSize="sm" color="fg.muted" fontFamily="mono">
          {token.prefix}…
        </Text>
      </Flex>
      <Text fontSize="sm">{scopesSentence(token.scopes)}</Text>
      <Flex gap="2" wrap="wrap" align="center">
        {token.expiresAt === null ? (
          <Badge colorPalette="orange" variant="subtle">
            Never expires
          </Badge>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {expirySentence(token, timeZone)}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          · {lastUseSentence(token, timeZone)}
        </Text>
      </Flex>
      <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => setConfirming(true)} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          open
          title={`Revoke “${token.name}”?`}
          confirmLabel="Revoke token"
          busyLabel="Revoking..."
          busy={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        >
          Anything using this token loses access at once, on its very next request. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
