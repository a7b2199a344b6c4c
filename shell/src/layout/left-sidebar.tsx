// Large screens: the 12 sections as links; the current one carries aria-current="page".
import { Box, Stack, Text } from '@provana/ui';
import { sections } from '../lib/sections';
import { SectionNavLink } from './section-nav-link';

export function LeftSidebar() {
  return (
    <Box
      as="nav"
      aria-label="Dashboard sections"
      display={{ base: 'none', lg: 'block' }}
      w="60"
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg.panel"
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
            <SectionNavLink id={section.id}>{section.label}</SectionNavLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
