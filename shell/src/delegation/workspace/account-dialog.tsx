// The avatar's dialog (loaded on the first click): who is signed in, the workspaces the account can
// work in (its own and every one delegated to it, read when the dialog opens) and signing out.
// Choosing a workspace keeps the section on screen and needs no sign-out; a delegate may leave one.
import { useActiveWorkspace, useSessionUser } from '@provana/api-client';
import { useGetWorkspacesQuery } from '@provana/api-client/delegation';
import type { Workspace } from '@provana/contracts';
import { Button, HStack, Heading, Skeleton, Stack, Text } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { useSignOut } from '../../dialogs/use-sign-out';
import { LeaveWorkspace } from './leave-workspace';
import { ROLE_NAMES } from './role-words';
import { useOpenWorkspace } from './use-workspace-navigation';

type Props = { open: boolean; onClose: () => void };

/** "Your workspace", or "Dana Reyes · Editor". */
export const workspaceLabel = (w: Workspace) => (w.role === 'owner' ? 'Your workspace' : `${w.name} · ${ROLE_NAMES[w.role]}`);

function WorkspaceList({ onChosen }: { onChosen: () => void }) {
  const { data, isLoading, isError, refetch } = useGetWorkspacesQuery(undefined, { refetchOnMountOrArgChange: true });
  const active = useActiveWorkspace();
  const openWorkspace = useOpenWorkspace();
  if (isLoading) return <Skeleton height="10" aria-label="Loading your workspaces" />;
  if (isError || !data) {
    return (
      <Stack gap="2" align="start">
        <Text fontSize="sm" color="fg.error" role="alert">
          Your workspaces could not be loaded.
        </Text>
        <Button size="xs" variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const choose = (w: Workspace) => {
    openWorkspace(w.role === 'owner' ? null : { executiveId: w.executiveId, name: w.name, role: w.role, timeZone: w.timeZone });
    onChosen();
  };
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Workspaces">
      {data.workspaces.map((w) => {
        const current = w.role === 'owner' ? active === null : active?.executiveId === w.executiveId;
        return (
          <HStack as="li" key={w.executiveId} gap="2" wrap="wrap">
            <Button
              flex="1"
              justifyContent="start"
              variant={current ? 'subtle' : 'ghost'}
              colorPalette={current ? 'brand' : 'gray'}
              aria-current={current ? 'true' : undefined}
              onClick={() => (current ? onChosen() : choose(w))}
            >
              {workspaceLabel(w)}
            </Button>
            {w.role !== 'owner' && <LeaveWorkspace workspace={w} onLeft={onChosen} />}
          </HStack>
        );
      })}
      {data.workspaces.length === 1 ? (
        <Text as="li" fontSize="sm" color="fg.muted">
          Workspaces others share with you will appear here.
        </Text>
      ) : null}
    </Stack>
  );
}

export default function AccountDialog({ open, onClose }: Props) {
  const { user } = useSessionUser();
  const { signOut, isLoading } = useSignOut();
  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Your account"
      closeLabel="Close"
      size="sm"
      contentProps={{ 'data-testid': 'account-dialog' }}
      footer={
        <Stack gap="2" width="full">
          <Text fontSize="sm">Would you like to sign out? You will return to the sign-in screen.</Text>
          <Button colorPalette="red" alignSelf="end" onClick={() => void signOut()} disabled={isLoading}>
            {isLoading ? 'Signing out...' : 'Sign out'}
          </Button>
        </Stack>
      }
    >
      <Stack gap="4">
        {user ? (
          <Text fontSize="sm" color="fg.muted">
            Signed in as {user.name} ({user.email})
          </Text>
        ) : null}
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Workspaces
          </Heading>
          <WorkspaceList onChosen={onClose} />
        </Stack>
      </Stack>
    </ModalDialog>
  );
}
