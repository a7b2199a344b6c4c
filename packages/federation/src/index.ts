/// <reference types="node" />
// Node types come with this package, so an app that type-checks its webpack.config.ts
// (import.meta.dirname, node:path) needs no extra setting.
export { createWebpackConfig, buildConfig, type AppConfiguration } from './create-webpack-config';
export { createDevServer, type DevServerConfig } from './dev-server';
export { sharedDependencies, sharedPackageNames, type SharedConfig } from './shared-dependencies';
export type { FederatedAppOptions, BuildMode } from './options';
