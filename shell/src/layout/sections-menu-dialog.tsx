// Every section as a link, for screens without the left sidebar; choosing one goes there and closes.
// Below the small breakpoint the header's actions that do not fit follow the sections.
import { Button, Stack } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { sections } from '../lib/sections';
import { SectionNavLink } from './section-nav-link';

/** A header action repeated in the menu on the narrowest screens, where the header hides it. */
export interface HeaderAction {
  label: string;
  onSelect: () => void;
}

export default function SectionsMenuDialog({ open, onClose, actions }: { open: boolean; onClose: () => void; actions: readonly HeaderAction[] }) {
  return (
    <ModalDialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title="Sections" placement="top" closeLabel="Close sections">
      <Stack as="nav" aria-label="All sections" gap="0.5">
        {sections.map((section) => (
          <SectionNavLink key={section.id} id={section.id} onClick={onClose}>
            {section.label}
          </SectionNavLink>
        ))}
      </Stack>
      {actions.length > 0 ? (
        <Stack display={{ base: 'flex', sm: 'none' }} gap="0.5" mt="3" pt="3" borderTopWidth="1px" data-testid="sections-menu-actions">
          {actions.map((action) => (
            <Button
              key={action.label}
              variant="ghost"
              justifyContent="flex-start"
              onClick={() => {
                onClose();
                action.onSelect();
              }}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      ) : null}
    </ModalDialog>
  );
}
