// Small screens: five destinations at the bottom.
import { Flex, chakra } from '@provana/ui';
import { NavLink } from '@provana/router';
import { bottomNavItems, sectionPath } from '../lib/sections';

const BottomLink = chakra(NavLink);

export function BottomNav() {
  return (
    <Flex
      as="nav"
      aria-label="Quick navigation"
      display={{ base: 'flex', lg: 'none' }}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      justify="space-around"
      py="1"
      css={{ paddingBottom: 'max(0.25rem, env(safe-area-inset-bottom))' }}
    >
      {bottomNavItems.map((item) => (
        <BottomLink
          key={item.id}
          to={sectionPath(item.id)}
          flex="1"
          textAlign="center"
          py="2"
          fontSize="xs"
          fontWeight="medium"
          color="fg.muted"
          css={{ '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'bold' } }}
        >
          {item.label}
        </BottomLink>
      ))}
    </Flex>
  );
}
