// mf_leadership: the Goal Tracker, Weekly Insights and Leadership Model sections, exposed to the shell.
// Standalone dev page on :3005 (the dev harness), API proxied to the server on :8080.
import { createWebpackConfig } from '@provana/federation';

export default createWebpackConfig({
  kind: 'remote',
  name: 'mf_leadership',
  dirname: import.meta.dirname,
  exposes: {
    './Goals': './src/expose/goals.tsx',
    './WeeklyInsights': './src/expose/weekly-insights.tsx',
    './Leadership': './src/expose/leadership.tsx',
  },
  devPort: 3005,
  proxy: { '/api': 'http://localhost:8080' },
  title: 'Provana: leadership (standalone)',
});
