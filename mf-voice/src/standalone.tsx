// Local development of this remote alone (its dev server's page at /): the Voice Insights section in
// the dev harness, and a button for the Voice Command modal (the shell's header opens it). Inside
// the shell only the exposed modules load; this file never runs there.
import { mountStandalone } from '@provana/dev-harness';
import { Button } from '@provana/ui';
import { useState } from 'react';
import { VoiceCommandModal } from './features/voice-command/voice-command-modal';
import { VoiceInsightsSection } from './features/voice-insights/voice-insights-section';

function VoiceCommandLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Voice Command
      </Button>
      <VoiceCommandModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

mountStandalone({
  remote: 'mf-voice',
  sections: [{ path: 'voice-insights', label: 'Voice Insights', element: <VoiceInsightsSection /> }],
  toolbar: <VoiceCommandLauncher />,
});
