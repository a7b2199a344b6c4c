// Below the large breakpoint the left sidebar is hidden and the spec's bottom navigation holds five
// sections, so this header button opens a list of all 11 (loaded on the first click: the cold load
// carries only the button).
import { IconButton, createIcon } from '@provana/ui';
import { Suspense, lazy, useState } from 'react';

const SectionsMenuDialog = lazy(() => import('./sections-menu-dialog'));
const MenuIcon = createIcon('MenuIcon', <path d="M3 6h18M3 12h18M3 18h18" />);

export function SectionsMenuButton() {
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
      <Suspense fallback={null}>{mounted ? <SectionsMenuDialog open={open} onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
