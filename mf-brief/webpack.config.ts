// mf_brief: the Daily Brief, Smart Memory and Life Events sections, exposed to the shell.
// Standalone dev page on :3001 (the dev harness), API proxied to the server on :8080.
import { createWebpackConfig } from '@provana/federation';

export default createWebpackConfig({
  kind: 'remote',
  name: 'mf_brief',
  dirname: import.meta.dirname,
  exposes: {
    './DailyBrief': './src/expose/daily-brief.tsx',
    './Memory': './src/expose/memory.tsx',
    './LifeEvents': './src/expose/life-events.tsx',
  },
  devPort: 3001,
  proxy: { '/api': 'http://localhost:8080' },
  title: 'Provana: brief (standalone)',
});
