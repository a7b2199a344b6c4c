// Large screens: the 11 sections as links; the current one carries aria-current="page".
import { Box, Stack, Text, chakra } from '@provana/ui';
import { NavLink } from '@provana/router';
import { sectionPath, sections } from '../routes/sections';

const SidebarLink = chakra(NavLink);

export function LeftSidebar() {
  return (
    <Box
      as="nav"
      aria-label="Dashboard sections"
      display={{ base: 'none', lg: 'block' }}
      w="60"
      flexShrink={0}
      borderEndWidth="1px"
      bg="white"
      position="sticky"
      top="16"
      h="calc(100dvh - 4rem)"
      overflowY="auto"
      py="4"
      px="3"
    >
      <Text px="3" pb="2" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        Sections
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none" ps="0">
        {sections.map((section) => (
          <li key={section.id}>
            <SidebarLink
              to={sectionPath(section.id)}
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
              {section.label}
            </SidebarLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
