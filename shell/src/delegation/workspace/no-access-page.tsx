// A link to a workspace this account cannot open (never given, or access ended): said in words, with
// the way back to the account's own workspace. Nothing of the other workspace is requested.
import { Button, Text } from '@provana/ui';
import { AccountLinkFrame } from '../../lib/account-link-frame';
import { useOpenWorkspace } from './use-workspace-navigation';

export function NoAccessPage() {
  const openWorkspace = useOpenWorkspace();
  return (
    <AccountLinkFrame title="You don't have access to this workspace">
      <Text color="fg.muted">
        This link opens a workspace your account can&apos;t open. Its owner may have ended your access, or the link was meant for someone else.
      </Text>
      <Button colorPalette="brand" alignSelf="start" onClick={() => openWorkspace(null)}>
        Go to your workspace
      </Button>
    </AccountLinkFrame>
  );
}
