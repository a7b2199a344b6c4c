// webpack-dev-server settings: SPA history fallback, optional proxy, CORS for remotes,
// live reload (no React Refresh plugin: a full reload keeps the dependency list short).
import type { FederatedAppOptions } from './options';

export interface DevServerConfig {
  port: number;
  host: string;
  hot: boolean;
  liveReload: boolean;
  historyApiFallback: boolean;
  allowedHosts: 'all';
  headers?: Record<string, string>;
  proxy?: { context: string[]; target: string; changeOrigin: boolean }[];
  client: { overlay: { warnings: boolean; errors: boolean } };
}

export function createDevServer(options: FederatedAppOptions): DevServerConfig {
  const server: DevServerConfig = {
    port: options.devPort,
    host: 'localhost',
    hot: true,
    liveReload: true,
    historyApiFallback: true,
    allowedHosts: 'all',
    client: { overlay: { warnings: false, errors: true } },
  };
  if (options.kind === 'remote') {
    // The shell on another origin loads this server's scripts; the bundle report fetches its mf-manifest.json.
    server.headers = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
    };
  }
  if (options.proxy) {
    server.proxy = Object.entries(options.proxy).map(([context, target]) => ({
      context: [context],
      target,
      changeOrigin: false,
    }));
  }
  return server;
}
