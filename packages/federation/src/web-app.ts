// The shell as an installable web app: its public folder (manifest, icons) copied into dist, and in
// production the Workbox service worker (/sw.js) with the precache list of the shell's own hashed
// files. Pages, remoteEntry.js, the registry and the API are not precached: the worker fetches them
// network first (see shell/service-worker), so a deploy or a promotion is what the next load runs.
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { FederatedAppOptions } from './options';

/** webpack's [contenthash:8] in a file name: such a file never changes, so it needs no revision. */
const HASHED_NAME = /\.[0-9a-f]{8}\./;

export function webAppPlugins(dirname: string, webApp: NonNullable<FederatedAppOptions['webApp']>, isProd: boolean): WebpackPluginInstance[] {
  const copy = new CopyPlugin({ patterns: [{ from: path.join(dirname, webApp.publicDir), to: '.' }] });
  if (!isProd) return [copy];
  return [
    copy,
    new InjectManifest({
      swSrc: path.join(dirname, webApp.serviceWorker),
      swDest: 'sw.js',
      // The shell's hashed scripts (every chunk, so any section opens offline), its global stylesheet
      // and the icons.
      include: [/\.[0-9a-f]{8}\.(js|css)$/, /^icons\/.*\.(png|svg)$/],
      dontCacheBustURLsMatching: HASHED_NAME,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
  ];
}
