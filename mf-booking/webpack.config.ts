// mf_booking: booking links, the dashboard section that sets them up and the public page guests open.
// Standalone dev page on :3007 (the dev harness), API proxied to the server on :8080.
import { createWebpackConfig } from '@provana/federation';

export default createWebpackConfig({
  kind: 'remote',
  name: 'mf_booking',
  dirname: import.meta.dirname,
  exposes: {
    './BookingLinks': './src/expose/booking-links.tsx',
    './BookingPage': './src/expose/booking-page.tsx',
  },
  devPort: 3007,
  proxy: { '/api': 'http://localhost:8080' },
  title: 'Provana: booking links (standalone)',
});
