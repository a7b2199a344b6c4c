// Every section as a link, for screens without the left sidebar; choosing one goes there and closes.
import { NavLink } from '@provana/router';
import { Stack, chakra } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { sectionPath, sections } from '../routes/sections';

const MenuLink = chakra(NavLink);

export default function SectionsMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title="Sections" placement="top" closeLabel="Close sections">
      <Stack as="nav" aria-label="All sections" gap="0.5">
        {sections.map((section) => (
          <MenuLink
            key={section.id}
            to={sectionPath(section.id)}
            onClick={onClose}
            display="block"
            px="3"
            py="2.5"
            borderRadius="md"
            color="fg"
            _hover={{ bg: 'bg.muted' }}
            css={{ '&[aria-current=page]': { bg: 'brand.50', color: 'brand.800', fontWeight: 'semibold' } }}
          >
            {section.label}
          </MenuLink>
        ))}
      </Stack>
    </ModalDialog>
  );
}
