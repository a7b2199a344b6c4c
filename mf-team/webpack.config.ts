// mf_team: the Team Management section, exposed to the shell.
// Standalone dev page on :3004 (the dev harness), API proxied to the server on :8080.
import { createWebpackConfig } from '@provana/federation';

export default createWebpackConfig({
  kind: 'remote',
  name: 'mf_team',
  dirname: import.meta.dirname,
  exposes: {
    './Team': './src/expose/team.tsx',
  },
  devPort: 3004,
  proxy: { '/api': 'http://localhost:8080' },
  title: 'Provana: team (standalone)',
});
