// Attributes downloaded JavaScript files to packages. Two sources, both from Module Federation:
// a container's mf-manifest.json lists, per shared package, the chunk files holding it; and the
// runtime's share scope holds, per shared package, the factory that loads its chunks
// (`()=>Promise.all([o.e(262),o.e(736)])...`), whose chunk ids name the files (`262.<hash>.js`).
// The second covers the host, which emits no manifest. Pure: unit-tested.

/** The parts of an mf-manifest.json this module reads. */
export interface FederationManifest {
  name: string;
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  exposes?: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

/** One federation container as served: its name, the URL folder its files live in, its manifest if any. */
export interface ContainerSource {
  name: string;
  /** Absolute URL of the folder holding the container's files, ending in '/'. */
  baseUrl: string;
  manifest?: FederationManifest;
  /** Entry file names (main.js of the host, remoteEntry.js of a remote) carrying the federation runtime. */
  entryPattern: RegExp;
  /** Shared package names by chunk id, read from the runtime's share factories (see sharedChunkIds). */
  sharedChunks?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** A shared package as registered in the page: its name, the container providing it, its factory's source. */
export interface RuntimeShare {
  name: string;
  from: string;
  factorySource: string;
}

/** Chunk ids a webpack share factory loads: every `<require>.e(<id>)` call in its source. */
export function sharedChunkIds(factorySource: string): string[] {
  return [...factorySource.matchAll(/\.e\(\s*(?:(\d+)|["']([^"']+)["'])\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');
}

/** Per container: chunk id → shared package groups loaded through it. */
export function runtimeChunkIndex(shares: readonly RuntimeShare[]): Map<string, Map<string, Set<string>>> {
  const byContainer = new Map<string, Map<string, Set<string>>>();
  for (const share of shares) {
    const chunks = byContainer.get(share.from) ?? new Map<string, Set<string>>();
    for (const id of sharedChunkIds(share.factorySource)) {
      const groups = chunks.get(id) ?? new Set<string>();
      groups.add(sharedGroup(share.name));
      chunks.set(id, groups);
    }
    byContainer.set(share.from, chunks);
  }
  return byContainer;
}

/** Report groups for shared packages, by package name (prefix shares map to their package). */
const SHARED_GROUPS: [prefix: string, group: string][] = [
  ['react-dom', 'react-dom'],
  ['@provana/router', 'router (@provana/router, react-router)'],
  ['react-router', 'router (@provana/router, react-router)'],
  ['react-redux', 'react-redux'],
  ['react', 'react'],
  ['@reduxjs/toolkit', 'redux toolkit (+ RTK Query)'],
  ['@emotion/react', 'emotion'],
  ['@provana/ui', '@provana/ui (+ chakra inside it)'],
  ['@provana/api-client', '@provana/api-client'],
  ['@provana/contracts', '@provana/contracts'],
];

/** The package a shared entry belongs to: 'react/jsx-runtime' → 'react', 'react-router-dom' → the router group. */
export function sharedGroup(sharedName: string): string {
  for (const [prefix, group] of SHARED_GROUPS) {
    if (sharedName === prefix || sharedName.startsWith(`${prefix}/`) || sharedName.startsWith(`${prefix}-`)) return group;
  }
  return sharedName;
}

export interface Attribution {
  container: string;
  file: string;
  /** A package group, 'federation runtime (…)', or '<container> code'. */
  group: string;
  /** True when the file holds one or more shared singletons. */
  shared: boolean;
}

/** Which manifest files hold which shared group (a file may hold several: they are joined). */
function sharedFileIndex(manifest: FederationManifest | undefined): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const entry of manifest?.shared ?? []) {
    for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) {
      const groups = index.get(file) ?? new Set<string>();
      groups.add(sharedGroup(entry.name));
      index.set(file, groups);
    }
  }
  return index;
}

export function createAttributor(containers: readonly ContainerSource[]): (url: string) => Attribution {
  // Longest base URL first, so '/remotes/brief/' wins over the shell's '/'.
  const ordered = [...containers].sort((a, b) => b.baseUrl.length - a.baseUrl.length);
  const indexes = new Map(ordered.map((c) => [c.name, sharedFileIndex(c.manifest)]));
  return (url: string) => {
    const clean = url.split(/[?#]/)[0] ?? url;
    const container = ordered.find((c) => clean.startsWith(c.baseUrl));
    if (!container) return { container: 'other', file: clean, group: 'other origin', shared: false };
    const file = clean.slice(container.baseUrl.length);
    const base = file.split('/').pop() ?? file;
    const chunkId = /^([^.]+)\./.exec(base)?.[1] ?? '';
    const groups = indexes.get(container.name)?.get(file) ?? container.sharedChunks?.get(chunkId);
    if (groups && groups.size > 0) return { container: container.name, file, group: [...groups].sort().join(' + '), shared: true };
    if (container.entryPattern.test(base)) return { container: container.name, file, group: `federation runtime (${container.name} entry)`, shared: false };
    return { container: container.name, file, group: `${container.name} code`, shared: false };
  };
}

/** Shared groups downloaded from more than one container: each singleton must come from exactly one. */
export function duplicatedSingletons(attributions: readonly Attribution[]): { group: string; containers: string[] }[] {
  const byGroup = new Map<string, Set<string>>();
  for (const a of attributions) {
    if (!a.shared) continue;
    for (const group of a.group.split(' + ')) {
      const containers = byGroup.get(group) ?? new Set<string>();
      containers.add(a.container);
      byGroup.set(group, containers);
    }
  }
  return [...byGroup.entries()].filter(([, containers]) => containers.size > 1).map(([group, containers]) => ({ group, containers: [...containers].sort() }));
}

/** The shared groups present in the downloaded files (a joined label counts for each of its groups). */
export function downloadedSharedGroups(attributions: readonly Attribution[]): Set<string> {
  return new Set(attributions.filter((a) => a.shared).flatMap((a) => a.group.split(' + ')));
}

/** Singletons a signed-in daily brief cannot render without: each must be downloaded (once). */
export const REQUIRED_SINGLETON_GROUPS: readonly string[] = [
  'react',
  'react-dom',
  sharedGroup('@provana/router'),
  'emotion',
  sharedGroup('@provana/ui'),
  '@provana/api-client',
];
