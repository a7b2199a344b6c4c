// A pending invitation: the address, the role, until when the link works, and Cancel.
import { apiErrorDetail, useExecutiveId } from '@provana/api-client';
import { useCancelInvitationMutation } from '@provana/api-client/delegation';
import type { PendingInvitation } from '@provana/contracts';
import { formatDate } from '@provana/dates';
import { Button, Flex, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { ROLE_NAMES } from '../workspace/role-words';

export function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const executiveId = useExecutiveId();
  const [cancel, { isLoading }] = useCancelInvitationMutation();
  const [error, setError] = useState<string | null>(null);
  const onCancel = async () => {
    if (executiveId === undefined) return;
    setError(null);
    try {
      await cancel({ executiveId, invitationId: invitation.id }).unwrap();
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    }
  };
  return (
    <Stack as="li" gap="1" borderWidth="1px" borderRadius="md" p="3">
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" wordBreak="break-all">
            {invitation.email}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {ROLE_NAMES[invitation.role]} · the link works until {formatDate(new Date(invitation.expiresAt))}
          </Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={() => void onCancel()} disabled={isLoading} aria-label={`Cancel the invitation to ${invitation.email}`}>
          {isLoading ? 'Cancelling...' : 'Cancel'}
        </Button>
      </Flex>
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
