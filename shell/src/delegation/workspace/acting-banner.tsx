// "Acting for Dana Reyes · Editor", under the header on every screen and every width (a phone's too),
// with the way back to the account's own workspace.
import type { ActiveWorkspace } from '@provana/api-client';
import { Button, Flex, Text } from '@provana/ui';
import { actingForText } from './role-words';
import { useOpenWorkspace } from './use-workspace-navigation';

export default function ActingBanner({ workspace }: { workspace: ActiveWorkspace }) {
  const openWorkspace = useOpenWorkspace();
  return (
    <Flex
      role="region"
      aria-label="Workspace"
      data-testid="acting-banner"
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      px={{ base: '3', md: '5' }}
      py="2"
      bg="brand.subtle"
      color="brand.fg"
      borderBottomWidth="1px"
    >
      <Text fontSize="sm" fontWeight="semibold" minW="0">
        {actingForText(workspace.name, workspace.role)}
      </Text>
      <Button size="xs" variant="outline" colorPalette="brand" onClick={() => openWorkspace(null)}>
        Back to your workspace
      </Button>
    </Flex>
  );
}
