// Local development of this remote alone: the dev harness (store, UI provider, router, dev sign-in)
// around the Voice Insights section and a button for the Voice Command modal.
import { Navigate, Route, Routes } from '@provana/router';
import { StandaloneHarness } from '@provana/dev-harness';
import { Box, Button } from '@provana/ui';
import { useState } from 'react';
import { VoiceCommandModal } from './features/voice-command/voice-command-modal';
import { VoiceInsightsSection } from './features/voice-insights/voice-insights-section';

export function Standalone() {
  const [open, setOpen] = useState(false);
  return (
    <StandaloneHarness>
      <Box p="6" maxW="6xl" mx="auto">
        <Button mb="4" onClick={() => setOpen(true)}>Voice Command</Button>
        <VoiceCommandModal open={open} onClose={() => setOpen(false)} />
        <Routes>
          <Route path="/dashboard/voice-insights" element={<VoiceInsightsSection />} />
          <Route path="*" element={<Navigate to="/dashboard/voice-insights" replace />} />
        </Routes>
      </Box>
    </StandaloneHarness>
  );
}
