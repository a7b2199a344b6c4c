// Below the large breakpoint the left sidebar is hidden and the spec's bottom navigation holds five
// sections, so this header button opens a list of all 11 (loaded on the first click: the cold load
// carries only the button). On the narrowest phones it also holds the header actions that do not fit
// beside the wordmark (voice command, help, settings).
import { IconButton, createIcon, lazyPart } from '@provana/ui';
import { useState } from 'react';
import type { HeaderAction } from './sections-menu-dialog';

const SectionsMenuDialog = lazyPart(() => import('./sections-menu-dialog'), 'the sections menu');
const MenuIcon = createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);

export function SectionsMenuButton({ actions }: { actions: readonly HeaderAction[] }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <IconButton
        aria-label="All sections"
        variant="ghost"
        display={{ base: 'inline-flex', lg: 'none' }}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        data-testid="sections-menu-button"
      >
        <MenuIcon />
      </IconButton>
      {mounted ? <SectionsMenuDialog open={open} onClose={() => setOpen(false)} actions={actions} /> : null}
    </>
  );
}
