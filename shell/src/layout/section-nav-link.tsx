// A link to a dashboard section as the navigation lists show it (the left sidebar, the All sections
// menu): the current section carries aria-current="page" and is highlighted.
import { NavLink } from '@provana/router';
import { chakra } from '@provana/ui';
import type { ReactNode } from 'react';
import { sectionPath, type SectionId } from '../routes/sections';

const StyledNavLink = chakra(NavLink);

export function SectionNavLink({ id, children, onClick }: { id: SectionId; children: ReactNode; onClick?: () => void }) {
  return (
    <StyledNavLink
      to={sectionPath(id)}
      onClick={onClick}
      display="block"
      px="3"
      py="2"
      borderRadius="md"
      fontSize="sm"
      color="gray.700"
      _hover={{ bg: 'gray.100' }}
      css={{ '&[aria-current=page]': { bg: 'brand.50', color: 'brand.800', fontWeight: 'semibold' } }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
    >
      {children}
    </StyledNavLink>
  );
}
