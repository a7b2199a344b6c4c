// A tiny host and remote, written to a temporary folder and built for production with the shared
// helper, as an app's webpack.config.ts builds them. Packages resolve from the shell's node_modules
// (the fixture has none of its own), so the build uses exactly what the apps are built with.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration, type StatsCompilation } from 'webpack';
import { createWebpackConfig } from '../../src/create-webpack-config';
import type { FederatedAppOptions } from '../../src/options';
import { repoRoot } from './installed-packages';

const shellPackage = JSON.parse(readFileSync(path.join(repoRoot, 'shell/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const hostFiles: Record<string, string> = {
  'src/index.ts': 'import(/* webpackChunkName: "bootstrap" */ \'./bootstrap\');\n',
  // react-dom and react-redux (first-load vendors), @provana/router (react-router inside), Chakra's
  // tokens (defined in the theme module the pure-theme loader rewrites, as @provana/ui imports them)
  // and one of its anatomies (from the module the pure-anatomy loader rewrites).
  'src/bootstrap.tsx': [
    "import { createRoot } from 'react-dom/client';",
    "import { Provider } from 'react-redux';",
    "import { MemoryRouter } from '@provana/router';",
    "import { tokens } from '@chakra-ui/react/theme';",
    "import { alertAnatomy } from '@chakra-ui/react/anatomy';",
    'const text = `${typeof Provider} ${Object.keys(tokens).join()} ${alertAnatomy.keys().join()}`;',
    "createRoot(document.getElementById('root')!).render(<MemoryRouter>{text}</MemoryRouter>);",
    '',
  ].join('\n'),
};

const remoteFiles: Record<string, string> = {
  'src/index.ts': "import('./bootstrap');\n",
  'src/bootstrap.tsx': "document.title = 'fixture remote';\n",
  'src/expose/hello.tsx': 'export default function Hello() {\n  return <p>Hello from the fixture remote</p>;\n}\n',
};

export const remoteExposes = { './Hello': './src/expose/hello.tsx' };

function writeApp(dir: string, name: string, files: Record<string, string>) {
  mkdirSync(dir, { recursive: true });
  // The plugin reads shared packages' required versions from the app's package.json.
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, dependencies: shellPackage.dependencies }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** The helper's production configs for one app, adjusted only where a test build must differ. */
function productionConfigs(options: FederatedAppOptions): Configuration[] {
  const made = createWebpackConfig(options)(undefined, { mode: 'production' });
  return (Array.isArray(made) ? made : [made]).map((config) => ({
    ...config,
    // No terser: minifying react-dom and Chakra would take most of a minute and proves nothing here.
    optimization: { ...config.optimization, minimize: false },
    resolve: { ...config.resolve, modules: ['node_modules', path.join(repoRoot, 'shell/node_modules')] },
    stats: 'none',
    infrastructureLogging: { level: 'error' },
  }));
}

export interface FixtureBuild {
  hostDist: string;
  remoteDist: string;
  /** Stats by config name: 'fixture_host', 'fixture_remote'. */
  stats: Record<string, StatsCompilation>;
}

export async function buildFixtureApps(root: string): Promise<FixtureBuild> {
  const hostDir = path.join(root, 'host');
  const remoteDir = path.join(root, 'remote');
  writeApp(hostDir, 'fixture-host', hostFiles);
  writeApp(remoteDir, 'fixture-remote', remoteFiles);
  const configs = [
    ...productionConfigs({
      kind: 'host',
      name: 'fixture_host',
      dirname: hostDir,
      devPort: 0,
      preload: { chunks: ['bootstrap', 'vendors'], shared: ['react-dom', '@provana/router'] },
    }),
    ...productionConfigs({ kind: 'remote', name: 'fixture_remote', dirname: remoteDir, devPort: 0, exposes: remoteExposes }),
  ];
  const multiStats = await new Promise<webpack.MultiStats>((resolve, reject) => {
    webpack(configs).run((error, result) => (error || !result ? reject(error ?? new Error('webpack gave no stats')) : resolve(result)));
  });
  const children =
    multiStats.toJson({
      all: false,
      modules: true,
      nestedModules: true,
      orphanModules: true,
      modulesSpace: Infinity,
      nestedModulesSpace: Infinity,
      chunks: true,
      chunkModules: true,
      chunkModulesSpace: Infinity,
      dependentModules: true,
      errors: true,
    }).children ?? [];
  const stats = Object.fromEntries(children.map((child) => [child.name ?? '?', child]));
  const errors = children.flatMap((child) => (child.errors ?? []).map((error) => `${child.name}: ${error.message}`));
  if (errors.length > 0) throw new Error(`the fixture build failed:\n${errors.join('\n')}`);
  return { hostDist: path.join(hostDir, 'dist'), remoteDist: path.join(remoteDir, 'dist'), stats };
}
