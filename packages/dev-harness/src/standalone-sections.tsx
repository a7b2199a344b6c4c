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

export interface StandaloneSectionsProps {
  /** The remote's package name, for the nav's label and error messages. */
  remote: string;
  sections: readonly StandaloneSection[];
  /** Pages outside /dashboard (the print report's routes), with their nav links. */
  extraRoutes?: ReactNode;
  links?: readonly { to: string; label: string }[];
  /** Controls beside the nav: launchers for what the shell opens as dialogs (voice command, print preview). */
  toolbar?: ReactNode;
  /** Where an unknown path goes; the first section by default. */
  home?: string;
}

export function StandaloneSections({ remote, sections, extraRoutes, links = [], toolbar, home }: StandaloneSectionsProps) {
  const fallback = home ?? `/dashboard/${sections[0]?.path ?? ''}`;
  const navLinks = [...sections.map((s) => ({ to: `/dashboard/${s.path}`, label: s.label })), ...links];
  return (
    <StandaloneHarness>
      <Stack gap="4" p="6" maxW="5xl" mx="auto">
        <HStack as="nav" gap="4" wrap="wrap" aria-label={`${remote} sections`} data-print-hide="">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to}>
              {link.label}
            </NavLink>
          ))}
          {toolbar}
        </HStack>
        <Box as="main">
          <Routes>
            {sections.map((section) => (
              <Route key={section.path} path={`/dashboard/${section.path}`} element={section.element} />
            ))}
            {extraRoutes}
            <Route path="*" element={<Navigate to={fallback} replace />} />
          </Routes>
        </Box>
      </Stack>
    </StandaloneHarness>
  );
}
