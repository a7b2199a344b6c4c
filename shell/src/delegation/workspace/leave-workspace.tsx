// A delegate's Leave for one delegated workspace in the account dialog: asks first (in place: the
// dialog is already modal), then ends their own access; leaving the workspace this tab shows brings
// it back to their own, and a toast says what happened.
import { formatApiError, useActiveWorkspace } from '@provana/api-client';
import { useLeaveWorkspaceMutation } from '@provana/api-client/delegation';
import type { Workspace } from '@provana/contracts';
import { Button, HStack, Stack, Text, notify } from '@provana/ui';
import { useState } from 'react';
import { useOpenWorkspace } from './use-workspace-navigation';

export const leftText = (name: string) => `You left ${name}'s workspace`;

export function LeaveWorkspace({ workspace, onLeft }: { workspace: Workspace; onLeft: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [leave, { isLoading }] = useLeaveWorkspaceMutation();
  const active = useActiveWorkspace();
  const openWorkspace = useOpenWorkspace();
  const { name } = workspace;

  const confirm = async () => {
    try {
      await leave(workspace.executiveId).unwrap();
    } catch (error) {
      notify({ title: 'Could not leave the workspace', description: formatApiError(error), type: 'error' });
      return;
    }
    const wasShown = active?.executiveId === workspace.executiveId;
    if (wasShown) openWorkspace(null);
    notify({
      title: leftText(name),
      description: wasShown ? 'You are back in your own workspace.' : 'It no longer appears in your workspaces.',
      type: 'success',
    });
    onLeft();
  };

  if (!confirming) {
    return (
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} aria-label={`Leave ${name}'s workspace`}>
        Leave
      </Button>
    );
  }
  return (
    <Stack gap="2" role="group" aria-label={`Leave ${name}'s workspace?`} width="full">
      <Text fontSize="sm">Leave {name}&apos;s workspace? Your access ends now; to come back you need a new invitation.</Text>
      <HStack gap="2" justify="end">
        <Button size="xs" variant="ghost" onClick={() => setConfirming(false)} disabled={isLoading}>
          Stay
        </Button>
        <Button size="xs" colorPalette="red" onClick={() => void confirm()} loading={isLoading} loadingText="Leaving...">
          Yes, leave
        </Button>
      </HStack>
    </Stack>
  );
}
