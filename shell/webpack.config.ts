// The shell: federation host, publicPath '/', remotes registered at runtime from /remotes.json.
import { createWebpackConfig } from '@provana/federation';
import { compileBootStatus } from '@provana/ui/boot-status';
import { compileGlobalStylesheet } from '@provana/ui/global-stylesheet';

// Shown before any script runs: the loading screen React's first render draws (shell/src/auth/session-gate.tsx).
const bootStatus = compileBootStatus('Loading PROVANA...');

export default createWebpackConfig({
  kind: 'host',
  name: 'shell',
  dirname: import.meta.dirname,
  devPort: 3000,
  proxy: {
    '/api': 'http://localhost:8080',
    '/remotes': 'http://localhost:8080',
    '/remotes.json': 'http://localhost:8080',
    '/remote-overrides.json': 'http://localhost:8080',
  },
  title: 'PROVANA · Executive Assistant',
  // The theme before the first paint: a tiny external script, allowed by script-src 'self'.
  blockingHeadScript: 'src/appearance/theme-init.js',
  // The design system's global CSS, compiled here rather than on every cold load in the page.
  globalStylesheet: { css: compileGlobalStylesheet().css + bootStatus.css },
  rootHtml: bootStatus.html,
  // Downloaded beside main.js rather than after it: the bootstrap, the framework vendors, and the
  // shared packages the first render consumes (not @provana/contracts: schemas load with the forms).
  preload: {
    chunks: ['bootstrap', 'vendors'],
    shared: ['react', 'react-dom', '@emotion/react', '@provana/ui', '@provana/api-client', '@provana/router'],
  },
  // Installable, with one service worker for the page and every remote inside it. The bar colours
  // are the header's (bg.panel) in each mode.
  webApp: { publicDir: 'public', serviceWorker: 'service-worker/sw.ts', themeColor: { light: '#ffffff', dark: '#111111' } },
});
