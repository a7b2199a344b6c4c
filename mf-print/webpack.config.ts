// mf_print: the /print-report route module and the Print Report Preview dialog, exposed to the shell.
// Standalone dev page on :3006 (the dev harness), API proxied to the server on :8080.
import { createWebpackConfig } from '@provana/federation';

export default createWebpackConfig({
  kind: 'remote',
  name: 'mf_print',
  dirname: import.meta.dirname,
  exposes: {
    './PrintReport': './src/expose/print-report.tsx',
    './PrintPreviewDialog': './src/expose/print-preview-dialog.tsx',
  },
  devPort: 3006,
  proxy: { '/api': 'http://localhost:8080' },
  title: 'Provana: print (standalone)',
});
