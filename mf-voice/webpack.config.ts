// mf_voice: the Voice Insights section (with the recorder) and the header's Voice Command modal,
// exposed to the shell. Standalone dev page on :3002 (the dev harness), API proxied to :8080.
import { createWebpackConfig } from '@provana/federation';

export default createWebpackConfig({
  kind: 'remote',
  name: 'mf_voice',
  dirname: import.meta.dirname,
  exposes: {
    './VoiceInsights': './src/expose/voice-insights.tsx',
    './VoiceCommandModal': './src/expose/voice-command-modal.tsx',
  },
  devPort: 3002,
  proxy: { '/api': 'http://localhost:8080' },
  title: 'Provana: voice (standalone)',
});
