// A remote's standalone dev page: the harness, a nav of the remote's sections and a route for each
// (at the shell's /dashboard/<path>), so a remote lists its sections instead of writing the page.
import type { ReactNode } from 'react';
import { NavLink, Navigate, Route, Routes } from '@provana/router';
import { Box, HStack, Stack } from '@provana/ui';
import { StandaloneHarness } from './standalone-harness';

export interface StandaloneSection {
  /** The section id: it renders at /dashboard/<path>. */
  path: string;
  label: string;
  element: ReactNode;
}

export function StandaloneSections({ remote, sections, extraRoutes }: { remote: string; sections: readonly StandaloneSection[]; extraRoutes?: ReactNode }) {
  const first = sections[0]?.path ?? '';
  return (
    <StandaloneHarness>
      <Stack gap="4" p="6" maxW="5xl" mx="auto">
        <HStack as="nav" gap="4" wrap="wrap" aria-label={`${remote} sections`}>
          {sections.map((section) => (
            <NavLink key={section.path} to={`/dashboard/${section.path}`}>
              {section.label}
            </NavLink>
          ))}
        </HStack>
        <Box as="main">
          <Routes>
            {sections.map((section) => (
              <Route key={section.path} path={`/dashboard/${section.path}`} element={section.element} />
            ))}
            {extraRoutes}
            <Route path="*" element={<Navigate to={`/dashboard/${first}`} replace />} />
          </Routes>
        </Box>
      </Stack>
    </StandaloneHarness>
  );
}
