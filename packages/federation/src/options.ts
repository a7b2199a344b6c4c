// Options an app passes to createWebpackConfig: just what differs between apps.
import type { GlobalStylesheetOption } from './global-stylesheet';

export interface FederatedAppOptions {
  /** 'host' (the shell: publicPath '/') or 'remote' (publicPath 'auto', remoteEntry.js + mf-manifest.json). */
  kind: 'host' | 'remote';
  /** Federation container name, unique across apps: 'shell', 'mf_brief', ... */
  name: string;
  /** The app's folder; pass `import.meta.dirname` from its webpack.config.ts. */
  dirname: string;
  /** Remote only: exposed modules, e.g. { './DailyBrief': './src/expose/daily-brief.tsx' }. */
  exposes?: Record<string, string>;
  /** Port of `webpack serve`. */
  devPort: number;
  /** Dev-server proxy: path prefix → target, e.g. { '/api': 'http://localhost:8080' }. */
  proxy?: Record<string, string>;
  /** <title> of the generated index.html. */
  title?: string;
  /**
   * A small plain script (relative to dirname) that must run before the first paint, e.g. the
   * shell's theme: emitted as is under a content-hashed name and loaded render-blocking in <head>.
   */
  blockingHeadScript?: string;
  /**
   * Host only: CSS computed at build time (the design system's global styles) served as a linked,
   * content-hashed stylesheet.
   */
  globalStylesheet?: GlobalStylesheetOption;
  /** Host only: static markup inside #root, shown from the first paint until the app's first render replaces it. */
  rootHtml?: string;
  /**
   * Host only: what its page preloads (preload-startup-chunks.ts): chunks named in the build
   * (webpackChunkName, e.g. the bootstrap; 'vendors' is the first-load vendors chunk) and the shared
   * packages its first render consumes, as its mf-manifest.json names them.
   */
  preload?: { chunks: readonly string[]; shared: readonly string[] };
  /**
   * Host only: the installable web app. `publicDir` (relative to dirname) is copied into dist as is
   * (the web app manifest, its icons); `serviceWorker` is the Workbox worker's source, built into
   * /sw.js with the list of the shell's hashed files to precache (production builds only).
   */
  webApp?: { publicDir: string; serviceWorker: string; themeColor: { light: string; dark: string } };
  /** Entry module, relative to dirname. Default './src/index.ts' (which only does import('./bootstrap')). */
  entry?: string;
}

export type BuildMode = 'development' | 'production';
