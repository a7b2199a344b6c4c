// The webpack base config every app uses: an app's webpack.config.ts is a few lines
// calling createWebpackConfig. Loaders and plugins are resolved from this package,
// so apps need neither esbuild-loader nor html-webpack-plugin in their own deps.
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createDevServer, type DevServerConfig } from './dev-server';
import { PreloadStartupChunksPlugin } from './preload-startup-chunks';
import { FederationManifestPlugin } from './federation-manifest-plugin';
import type { BuildMode, FederatedAppOptions } from './options';
import { firstLoadVendorsSplit } from './first-load-vendors';
import { reactRouterProductionBuild } from './production-builds';
import { sharedDependencies } from './shared-dependencies';
import { BlockingHeadScriptPlugin, blockingHeadScriptName } from './blocking-head-script';

const require = createRequire(import.meta.url);
const esbuildLoader = require.resolve('esbuild-loader');
const pureChakraThemeLoader = require.resolve('./pure-chakra-theme-loader.cjs');

const htmlTemplate = (title: string, blockingScript?: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
${blockingScript ? `    <script src="${blockingScript}"></script>\n` : ''}    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

type WebpackArgv = { mode?: string };
/** webpack's own type does not declare devServer (webpack-dev-server augments it). */
export type AppConfiguration = Configuration & { devServer?: DevServerConfig };

/** Returns webpack's config-function form, so `--mode` picks development or production. */
export function createWebpackConfig(options: FederatedAppOptions) {
  return (_env: unknown, argv: WebpackArgv = {}): AppConfiguration => buildConfig(options, toMode(argv.mode));
}

function toMode(mode: string | undefined): BuildMode {
  return mode === 'development' ? 'development' : 'production';
}

export function buildConfig(options: FederatedAppOptions, mode: BuildMode): AppConfiguration {
  const isProd = mode === 'production';
  const isRemote = options.kind === 'remote';
  const hashed = isProd ? '.[contenthash:8]' : '';
  const blocking = options.blockingHeadScript ? blockingHeadScriptName(path.join(options.dirname, options.blockingHeadScript), isProd) : undefined;

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
      filename: `[name]${hashed}.js`,
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
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?|mp3|wav)$/i, type: 'asset/resource' },
      ],
    },
    optimization: isRemote ? { runtimeChunk: false } : { splitChunks: firstLoadVendorsSplit },
    performance: { hints: false },
    plugins: [
      // webpack's own container plugin: its runtime is a few KB, where @module-federation/enhanced's
      // cost 27 KB gzipped in the shell plus 9 KB per remote entry (see README.md of this package).
      new webpack.container.ModuleFederationPlugin({
        name: options.name,
        // A remote's container is a global named like the remote (the shell's loader reads it there).
        ...(isRemote ? { filename: 'remoteEntry.js', library: { type: 'var', name: options.name }, exposes: options.exposes ?? {} } : {}),
        // The shell loads remotes at runtime from /remotes.json: none are baked in.
        shared: { ...sharedDependencies },
      }),
      // Which chunks hold each shared package and exposed module (bundle reports, build checks).
      new FederationManifestPlugin({ name: options.name, remoteEntry: isRemote ? 'remoteEntry.js' : undefined }),
      ...(isProd ? [reactRouterProductionBuild()] : []),
      ...(blocking ? [new BlockingHeadScriptPlugin(blocking)] : []),
      ...(isRemote ? [] : [new PreloadStartupChunksPlugin({ entry: 'main', publicPath: '/' })]),
      new HtmlWebpackPlugin({
        // A deferred head script runs before the injected (deferred, body) main.js.
        templateContent: htmlTemplate(options.title ?? 'Provana', blocking && `/${blocking.name}`),
        inject: 'body',
        scriptLoading: 'defer',
        // remoteEntry.js is loaded by the shell, never by the app's own page.
        chunks: ['main'],
      }),
    ],
    devServer: createDevServer(options),
    infrastructureLogging: { level: 'warn' },
    stats: isProd ? 'normal' : 'minimal',
  };
}
