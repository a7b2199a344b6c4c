// Local development of this remote alone: the dev harness (store, UI provider, router, dev sign-in)
// around the one section this remote exposes.
import { Navigate, Route, Routes } from '@provana/router';
import { StandaloneHarness } from '@provana/dev-harness';
import { Box } from '@provana/ui';
import { TeamSection } from './features/team/team-section';

export function Standalone() {
  return (
    <StandaloneHarness>
      <Box p="6" maxW="6xl" mx="auto">
        <Routes>
          <Route path="/dashboard/team" element={<TeamSection />} />
          <Route path="*" element={<Navigate to="/dashboard/team" replace />} />
        </Routes>
      </Box>
    </StandaloneHarness>
  );
}
