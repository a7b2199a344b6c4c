// mf-manifest.json documents shaped like @module-federation/enhanced 2.9's, for the registry tests:
// the shell's (sharing react, react-dom and the workspace packages as singletons) and a remote's that
// fits it unless a test changes one part.
import { REMOTE_CONTRACT, type RemoteName } from '@provana/contracts/remotes';

interface Shared {
  name: string;
  version: string;
  requiredVersion: string | false;
  singleton?: boolean;
}

const emptyAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };

const sharedEntry = (container: string, s: Shared) => ({
  id: `${container}:${s.name}`,
  name: s.name,
  version: s.version,
  singleton: s.singleton ?? true,
  requiredVersion: s.requiredVersion,
  assets: emptyAssets,
});

function manifest(name: string, shared: Shared[], exposes: string[]) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      pluginVersion: '2.9.3',
      publicPath: 'auto',
      buildInfo: { buildVersion: '0.1.0', buildName: name.replace('_', '-') },
    },
    shared: shared.map((s) => sharedEntry(name, s)),
    remotes: [],
    exposes: exposes.map((e) => ({ id: `${name}:${e}`, name: e, path: `./${e}`, assets: emptyAssets })),
  };
}

const SHELL_SHARED: Shared[] = [
  { name: 'react', version: '19.2.0', requiredVersion: '^19.2.0' },
  { name: 'react-dom', version: '19.2.0', requiredVersion: '^19.2.0' },
  { name: '@provana/ui', version: '0.1.0', requiredVersion: 'workspace:*' },
];

export function shellManifest(shared: Shared[] = SHELL_SHARED) {
  return manifest('shell', shared, []);
}

export interface RemoteManifestOptions {
  name?: string;
  /** Replaces the shared entries of the same name. */
  shared?: Shared[];
  exposes?: string[];
}

/** A manifest for `remote` that fits the default shell, changed by `options`. */
export function remoteManifest(remote: RemoteName, options: RemoteManifestOptions = {}) {
  const replaced = new Map((options.shared ?? []).map((s) => [s.name, s]));
  const shared = [
    ...SHELL_SHARED.map((s) => replaced.get(s.name) ?? { ...s, requiredVersion: s.name.startsWith('@provana/') ? false : s.requiredVersion }),
    ...(options.shared ?? []).filter((s) => !SHELL_SHARED.some((x) => x.name === s.name)),
  ];
  return manifest(options.name ?? remote, shared, options.exposes ?? [...REMOTE_CONTRACT[remote].modules]);
}
