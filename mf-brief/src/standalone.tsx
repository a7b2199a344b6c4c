// Local development of this remote alone: the dev harness (store, UI provider, router, dev sign-in)
// around simple routes to the three sections this remote exposes.
import { NavLink, Navigate, Route, Routes } from '@provana/router';
import { StandaloneHarness } from '@provana/dev-harness';
import { Box, HStack, Stack, Text } from '@provana/ui';
import { DailyBriefSection } from './features/daily-brief/daily-brief-section';
import { LifeEventsSection } from './features/life-events/life-events-section';
import { MemorySection } from './features/memory/memory-section';

const SECTIONS = [
  { path: 'daily-brief', label: 'Daily Brief', element: <DailyBriefSection /> },
  { path: 'memory', label: 'Smart Memory', element: <MemorySection /> },
  { path: 'life-events', label: 'Life Events', element: <LifeEventsSection /> },
];

export function Standalone() {
  return (
    <StandaloneHarness>
      <Stack gap="4" p="6" maxW="4xl" mx="auto">
        <HStack as="nav" gap="4" aria-label="mf-brief sections">
          {SECTIONS.map((section) => (
            <NavLink key={section.path} to={`/dashboard/${section.path}`}>
              {section.label}
            </NavLink>
          ))}
        </HStack>
        <Box>
          <Routes>
            {SECTIONS.map((section) => (
              <Route key={section.path} path={`/dashboard/${section.path}`} element={section.element} />
            ))}
            <Route
              path="/print-report/*"
              element={<Text>The print report belongs to the shell (mf_print); it is not part of this remote.</Text>}
            />
            <Route path="*" element={<Navigate to="/dashboard/daily-brief" replace />} />
          </Routes>
        </Box>
      </Stack>
    </StandaloneHarness>
  );
}
