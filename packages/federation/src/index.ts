export { createWebpackConfig, buildConfig, type AppConfiguration } from './create-webpack-config';
export { createDevServer, type DevServerConfig } from './dev-server';
export { sharedDependencies, sharedPackageNames, type SharedConfig } from './shared-dependencies';
export type { FederatedAppOptions, BuildMode } from './options';
