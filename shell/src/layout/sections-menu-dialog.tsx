// Every section as a link, for screens without the left sidebar; choosing one goes there and closes.
import { Stack } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { sections } from '../routes/sections';
import { SectionNavLink } from './section-nav-link';

export default function SectionsMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title="Sections" placement="top" closeLabel="Close sections">
      <Stack as="nav" aria-label="All sections" gap="0.5">
        {sections.map((section) => (
          <SectionNavLink key={section.id} id={section.id} onClick={onClose}>
            {section.label}
          </SectionNavLink>
        ))}
      </Stack>
    </ModalDialog>
  );
}
