// mf_planning: the Time Blocks, Calendar View and Decisions to Make sections, exposed to the shell.
// Standalone dev page on :3003 (the dev harness), API proxied to the server on :8080.
import { createWebpackConfig } from '@provana/federation';

export default createWebpackConfig({
  kind: 'remote',
  name: 'mf_planning',
  dirname: import.meta.dirname,
  exposes: {
    './TimeBlocks': './src/expose/time-blocks.tsx',
    './Calendar': './src/expose/calendar.tsx',
    './Decisions': './src/expose/decisions.tsx',
  },
  devPort: 3003,
  proxy: { '/api': 'http://localhost:8080' },
  title: 'Provana: planning (standalone)',
});
