// The webpack base config every app uses: an app's webpack.config.ts is a few lines
// calling createWebpackConfig. Loaders and plugins are resolved from this package,
// so apps need neither esbuild-loader nor html-webpack-plugin in their own deps.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, PathData } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createDevServer, type DevServerConfig } from './dev-server';
import { RUNTIME_CORE_PROVIDER_FILE, federationRuntimeOptions, runtimeCoreProviderConfig, usesExternalRuntime } from './federation-runtime';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks';
import type { BuildMode, FederatedAppOptions } from './options';
import { firstLoadVendorsSplit } from './first-load-vendors';
import { reactRouterProductionBuild } from './production-builds';
import { sharedDependencies } from './shared-dependencies';
import { blockingHeadScriptCopy, blockingHeadScriptName } from './blocking-head-script';
import { webAppPlugins } from './web-app';
import { EmitGlobalStylesheetPlugin, type GlobalStylesheetFile, globalStylesheetFile, globalStylesheetHead } from './global-stylesheet';

const require = createRequire(import.meta.url);
const esbuildLoader = require.resolve('esbuild-loader');
const pureChakraThemeLoader = require.resolve('./pure-chakra-theme-loader.cjs');
const pureChakraAnatomyLoader = require.resolve('./pure-chakra-anatomy-loader.cjs');

const htmlTemplate = (
  title: string,
  headScripts: readonly string[] = [],
  blockingScript?: string,
  webApp?: FederatedAppOptions['webApp'],
  stylesheet?: GlobalStylesheetFile,
  rootHtml = '',
) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
${webApp ? webAppHead(webApp) : ''}${stylesheet ? globalStylesheetHead(stylesheet) : ''}${blockingScript ? `    <script src="${blockingScript}"></script>\n` : ''}    <title>${title}</title>
${headScripts.map((src) => `    <script defer src="${src}"></script>\n`).join('')}  </head>
  <body>
    <div id="root">${rootHtml}</div>
  </body>
</html>
`;

/** The manifest, the home-screen icon and the bar colours of an installable app (the status bar follows the theme). */
const webAppHead = (webApp: NonNullable<FederatedAppOptions['webApp']>) => `    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${webApp.themeColor.light}" />
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${webApp.themeColor.dark}" />
    <meta name="mobile-web-app-capable" content="yes" />
    <meta name="apple-mobile-web-app-title" content="Provana" />
    <meta name="apple-mobile-web-app-status-bar-style" content="default" />
`;

/**
 * webpack 5.111 + @module-federation/enhanced 2.9: the federation runtime module asks for
 * the entry chunk's file name while chunk hashes are still being computed, and a
 * [contenthash] there throws. It only needs the folder depth, so answer without the hash
 * until the content hash exists.
 * Upstream: https://github.com/module-federation/core/issues/5077 (open), caused by
 * https://github.com/webpack/webpack/issues/22199. Tested by test/entry-file-name.test.ts and
 * test/build-smoke.test.ts: drop this once a plain '[name].[contenthash:8].js' builds.
 */
function entryFilename(pathData: PathData): string {
  return pathData.chunk?.contentHash?.['javascript'] ? '[name].[contenthash:8].js' : '[name].js';
}

type WebpackArgv = { mode?: string };
/** webpack's own type does not declare devServer (webpack-dev-server augments it). */
export type AppConfiguration = Configuration & { devServer?: DevServerConfig };

/**
 * Returns webpack's config-function form, so `--mode` picks development or production.
 * A production remote gets a second, tiny build: its standalone page's runtime core
 * (see federation-runtime.ts).
 */
export function createWebpackConfig(options: FederatedAppOptions) {
  return (_env: unknown, argv: WebpackArgv = {}): AppConfiguration | AppConfiguration[] => {
    const mode = toMode(argv.mode);
    const app = buildConfig(options, mode);
    return usesExternalRuntime(options, mode) ? [app, runtimeCoreProviderConfig(options)] : app;
  };
}

function toMode(mode: string | undefined): BuildMode {
  return mode === 'development' ? 'development' : 'production';
}

export function buildConfig(options: FederatedAppOptions, mode: BuildMode): AppConfiguration {
  const isProd = mode === 'production';
  const isRemote = options.kind === 'remote';
  const hashed = isProd ? '.[contenthash:8]' : '';
  const blocking = options.blockingHeadScript ? blockingHeadScriptName(path.join(options.dirname, options.blockingHeadScript), isProd) : undefined;
  const stylesheet = !isRemote && options.globalStylesheet ? globalStylesheetFile(options.globalStylesheet, isProd) : undefined;

  return {
    name: options.name,
    mode,
    context: options.dirname,
    entry: { main: options.entry ?? './src/index.ts' },
    target: 'web',
    // No eval-* source maps: a dev remote runs inside the production shell, whose CSP has no
    // 'unsafe-eval' (measured: an eval devtool makes its remoteEntry.js fail there).
    devtool: isProd ? false : 'cheap-module-source-map',
    output: {
      path: path.join(options.dirname, 'dist'),
      // The shell needs '/' so a deep-link refresh still finds its chunks; remotes
      // use 'auto' so they work from whichever origin and folder serves them.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: options.name,
      filename: isProd ? entryFilename : '[name].js',
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          // Workspace packages resolve (through their symlinks) to packages/*, not node_modules.
          exclude: /node_modules/,
          loader: esbuildLoader,
          options: { loader: 'tsx', target: 'es2022', jsx: 'automatic' },
        },
        {
          // A private file of @chakra-ui/react (see the loader); test/chakra-theme-loader.test.ts
          // fails if the package moves it or writes its defineConfig call differently.
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          loader: pureChakraThemeLoader,
        },
        {
          // Another private file of @chakra-ui/react, checked by the same test.
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/,
          loader: pureChakraAnatomyLoader,
        },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?|mp3|wav)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      ...(isRemote ? { runtimeChunk: false } : { splitChunks: firstLoadVendorsSplit }),
      // PROVANA_READABLE_BUILD=1: a production build left unminified, so a profile or
      // `npm run bench:first-render` names the components it counts. Never for a deploy.
      ...(process.env.PROVANA_READABLE_BUILD === '1' ? { minimize: false } : {}),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: options.exposes ?? {} } : {}),
        // The shell registers remotes at runtime from the registry (/remotes.json): none are baked in.
        remotes: {},
        shared: { ...sharedDependencies },
        // One remote being down must not block start-up.
        shareStrategy: 'loaded-first',
        // mf-manifest.json + mf-stats.json: the server reads a remote's manifest when it is published
        // (shared versions, exposed modules); the shell's lists what it provides.
        manifest: true,
        ...federationRuntimeOptions(options, mode),
        // No type generation/consumption: workspace packages already share types.
        dts: false,
        dev: isProd ? false : { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
      }),
      ...(isProd ? [reactRouterProductionBuild()] : []),
      ...(blocking ? [blockingHeadScriptCopy(blocking)] : []),
      ...(stylesheet ? [new EmitGlobalStylesheetPlugin(stylesheet)] : []),
      ...(!isRemote && options.preload ? [new PreloadStartupChunksPlugin({ ...options.preload, publicPath: '/' })] : []),
      new HtmlWebpackPlugin({
        // A deferred head script runs before the injected (deferred, body) main.js.
        templateContent: htmlTemplate(
          options.title ?? 'Provana',
          usesExternalRuntime(options, mode) ? [RUNTIME_CORE_PROVIDER_FILE] : [],
          blocking && `/${blocking.name}`,
          isRemote ? undefined : options.webApp,
          stylesheet,
          isRemote ? undefined : options.rootHtml,
        ),
        inject: 'body',
        scriptLoading: 'defer',
        // remoteEntry.js is loaded by the shell, never by the app's own page.
        chunks: ['main'],
      }),
      ...(!isRemote && options.webApp ? webAppPlugins(options.dirname, options.webApp, isProd) : []),
    ],
    devServer: createDevServer(options),
    infrastructureLogging: { level: 'warn' },
    stats: isProd ? 'normal' : 'minimal',
  };
}
