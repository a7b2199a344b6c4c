// The avatar and name; a click opens the account dialog: the workspaces to switch between, and
// "Would you like to sign out?".
import { useSessionUser } from '@provana/api-client';
import { Box, Button, InitialAvatar, Text, lazyPart } from '@provana/ui';
import { useState } from 'react';
import { userInitial, userLabel } from './user-initial';

const AccountDialog = lazyPart(() => import('../delegation/workspace/account-dialog'), 'switching workspaces and signing out');

export function UserButton() {
  const { user } = useSessionUser();
  const [open, setOpen] = useState(false);
  const name = userLabel(user?.name);

  return (
    <>
      <Button variant="ghost" px="1.5" gap="2" onClick={() => setOpen(true)} aria-label={`${name}: account and sign out`} data-testid="user-avatar">
        {/* The initial only decorates the name beside it: drawn by CSS, hidden from assistive tech, so the
            button's visible text is the name its accessible name starts with (WCAG 2.5.3 Label in Name). */}
        <InitialAvatar.Root size="sm" colorPalette="brand" aria-hidden="true">
          <InitialAvatar.Fallback>
            <Box as="span" data-initial={userInitial(user?.name)} _before={{ content: 'attr(data-initial)' }} />
          </InitialAvatar.Fallback>
        </InitialAvatar.Root>
        <Box display={{ base: 'none', md: 'block' }}>
          <Text fontSize="sm" fontWeight="medium" maxW="32" truncate>
            {name}
          </Text>
        </Box>
      </Button>
      {open ? <AccountDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
