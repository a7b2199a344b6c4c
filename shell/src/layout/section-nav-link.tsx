// A link to a dashboard section as the navigation lists show it (the left sidebar, the All sections
// menu): the current section carries aria-current="page" and is highlighted.
import { NavLink } from '@provana/router';
import { chakra } from '@provana/ui';
import type { ReactNode } from 'react';
import { sectionPath, type SectionId } from '../lib/sections';

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
      color="fg"
      _hover={{ bg: 'bg.muted' }}
      css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
    >
      {children}
    </StyledNavLink>
  );
}
