// One copy of the federation runtime per page. Every container bundles the runtime core by
// default, so the shell plus each remote would download it again. Instead the shell publishes its
// core on a global (the plugin's inject-external-runtime-core runtime plugin) and production
// remotes build with `experiments.externalRuntime`, reading it from there, so remoteEntry.js carries
// little more than its own modules (sizes in this package's README). Development remotes keep their
// own runtime, so a dev server can still be pointed at from any shell.
//
// A production remote's own standalone page (dist/index.html) has no shell to provide the core,
// so it loads dist/federation-runtime-core.js first: a tiny second build that sets the global.
//
// Upstream: externalRuntime/provideExternalRuntime came with
// https://github.com/module-federation/core/pull/3154; no issue found for provideExternalRuntime
// picking the inject plugin's CommonJS build (searched module-federation/core). The private paths
// below are checked against the installed packages by test/runtime-core.test.ts and the output by
// test/build-smoke.test.ts.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { BuildMode, FederatedAppOptions } from './options';

const require = createRequire(import.meta.url);
// The paths below follow the plugin's own dependencies (pnpm keeps them out of our node_modules).
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced/webpack'));
const injectPluginCjs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
/**
 * The ESM build of the inject plugin: `require.resolve` (and the plugin's own
 * `provideExternalRuntime` option) pick the CommonJS build, which pulls in a second, CommonJS
 * copy of the whole runtime core. The ESM build shares the one the
 * shell's bundler runtime already uses.
 */
export const injectRuntimeCorePlugin = path.join(path.dirname(injectPluginCjs), 'index.js');
const runtimeCoreEsm = path.join(path.dirname(createRequire(injectPluginCjs).resolve('@module-federation/runtime-tools/runtime-core')), 'runtime-core.js');

/** File name of the standalone page's runtime-core provider, beside remoteEntry.js. */
export const RUNTIME_CORE_PROVIDER_FILE = 'federation-runtime-core.js';

/** Whether this build reads the runtime core from the shell instead of bundling it. */
export function usesExternalRuntime(options: FederatedAppOptions, mode: BuildMode): boolean {
  return options.kind === 'remote' && mode === 'production';
}

/** The ModuleFederationPlugin options that decide where the runtime core comes from. */
export function federationRuntimeOptions(options: FederatedAppOptions, mode: BuildMode) {
  return {
    // The shell provides its runtime core in every mode, so built remotes work in a dev shell too.
    ...(options.kind === 'host' ? { runtimePlugins: [injectRuntimeCorePlugin] } : {}),
    experiments: {
      ...(usesExternalRuntime(options, mode) ? { externalRuntime: true } : {}),
      // Browser only (drops the runtime's Node script-loading branches), and no snapshot/manifest
      // handling in the runtime: the shell registers remotes by their remoteEntry.js, and the server
      // (not the browser) reads a remote's mf-manifest.json when it is published.
      optimization: { target: 'web' as const, disableSnapshot: true, ...(options.kind === 'remote' ? { disableRemote: true } : {}) },
    },
  };
}

/** The second build of a production remote: dist/federation-runtime-core.js for its standalone page. */
export function runtimeCoreProviderConfig(options: FederatedAppOptions): Configuration {
  return {
    name: `${options.name}-runtime-core`,
    // After the app's build, whose output.clean would otherwise delete this file.
    dependencies: [options.name],
    mode: 'production',
    context: options.dirname,
    target: 'web',
    entry: { 'federation-runtime-core': require.resolve('./runtime-core-provider.js') },
    resolve: { alias: { 'federation-runtime-core-esm$': runtimeCoreEsm } },
    output: { path: path.join(options.dirname, 'dist'), filename: RUNTIME_CORE_PROVIDER_FILE, clean: false, publicPath: '' },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
