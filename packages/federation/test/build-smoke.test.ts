// One real production build of a tiny host and remote with the shared helper (about 5 s without
// terser): each workaround that reaches into a dependency's files must still do its job in the
// output, not only type-check. The checks of the files themselves are in the other tests here.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StatsCompilation, StatsModule } from 'webpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureApps, type FixtureBuild } from './support/fixture-apps';

let root = '';
let build: FixtureBuild;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'provana-federation-smoke-'));
  build = await buildFixtureApps(root);
}, 120_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const filesIn = (dir: string) => readdirSync(dir);
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const allJs = (dir: string) =>
  filesIn(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => read(dir, file))
    .join('\n');

/** Every module of one build, those inside concatenated modules included, each once. */
function modulesOf(stats: StatsCompilation | undefined): StatsModule[] {
  const flat = (modules: StatsModule[] = []): StatsModule[] => modules.flatMap((m) => [m, ...flat(m.modules)]);
  return [...new Map(flat(stats?.modules).map((m) => [m.identifier, m])).values()];
}

/** The runtime core's own files in one build (by their paths, separators made '/'). */
function runtimeCoreFiles(stats: StatsCompilation | undefined): string[] {
  return modulesOf(stats)
    .map((m) => (m.nameForCondition ?? '').replaceAll('\\', '/'))
    .filter((name) => name.includes('@module-federation/runtime-core/dist/'));
}

describe('a production remote built with the helper', () => {
  it('emits remoteEntry.js and an mf-manifest.json that lists its exposed module', () => {
    expect(filesIn(build.remoteDist)).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json']));
    const manifest = JSON.parse(read(build.remoteDist, 'mf-manifest.json')) as { name: string; exposes: { path: string }[] };
    expect(manifest.name).toBe('fixture_remote');
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(['./Hello']);
  });

  it("lists each shared package's chunk files in the manifest, and those files exist", () => {
    const manifest = JSON.parse(read(build.remoteDist, 'mf-manifest.json')) as {
      metaData: { remoteEntry?: { name: string } };
      shared: { name: string; assets: { js: { sync: string[] } } }[];
    };
    expect(manifest.metaData.remoteEntry?.name).toBe('remoteEntry.js');
    // The exposed module's JSX needs react/jsx-runtime: the only package the remote provides.
    const jsxRuntime = manifest.shared.find((entry) => entry.name === 'react/jsx-runtime');
    expect(jsxRuntime?.assets.js.sync.length, 'no chunk listed for react/jsx-runtime').toBeGreaterThan(0);
    for (const file of manifest.shared.flatMap((entry) => entry.assets.js.sync)) expect(filesIn(build.remoteDist)).toContain(file);
  });

  it('names its entry with a content hash (the entry-name workaround for module-federation/core#5077)', () => {
    expect(filesIn(build.remoteDist).filter((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))).toHaveLength(1);
  });

  it('reads the runtime core from the global instead of bundling it, and its own page provides that global first', () => {
    const remoteEntry = read(build.remoteDist, 'remoteEntry.js');
    expect(remoteEntry, 'remoteEntry.js should read _FEDERATION_RUNTIME_CORE (experiments.externalRuntime)').toContain('_FEDERATION_RUNTIME_CORE');
    expect(runtimeCoreFiles(build.stats['fixture_remote']), 'the remote bundles the runtime core again').toEqual([]);

    const provider = read(build.remoteDist, 'federation-runtime-core.js');
    expect(provider).toContain('globalThis._FEDERATION_RUNTIME_CORE');
    // The provider carries the core's ESM build, and no CommonJS twin of it.
    const providerCore = runtimeCoreFiles(build.stats['fixture_remote-runtime-core']);
    expect(providerCore.some((name) => name.endsWith('runtime-core/dist/index.js'))).toBe(true);
    expect(providerCore.filter((name) => name.endsWith('.cjs'))).toEqual([]);
    const html = read(build.remoteDist, 'index.html');
    expect(html.indexOf('federation-runtime-core.js')).toBeGreaterThan(-1);
    expect(html.indexOf('federation-runtime-core.js')).toBeLessThan(html.search(/main\.[0-9a-f]{8}\.js/));
  });
});

describe('a production host built with the helper', () => {
  it('emits its manifest and a hashed entry', () => {
    expect(existsSync(path.join(build.hostDist, 'mf-manifest.json'))).toBe(true);
    expect(filesIn(build.hostDist).some((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
  });

  it("publishes one ESM copy of the runtime core through the inject plugin's ESM build", () => {
    const modules = modulesOf(build.stats['fixture_host']).map((m) => m.nameForCondition ?? m.name ?? '');
    expect(modules.filter((name) => /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/.test(name))).toHaveLength(1);
    const core = runtimeCoreFiles(build.stats['fixture_host']);
    expect(
      core.filter((name) => name.endsWith('runtime-core/dist/core.js')),
      'not exactly one copy of the runtime core',
    ).toHaveLength(1);
    expect(
      core.filter((name) => name.endsWith('.cjs')),
      'a CommonJS copy of the runtime core',
    ).toEqual([]);
  });

  it('preloads its start-up chunks (the bootstrap and the framework vendors) from its page', () => {
    const html = read(build.hostDist, 'index.html');
    const preloaded = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?\/([^" >]+)/g)].map((m) => m[1]);
    expect(
      preloaded.some((file) => /^bootstrap\.[0-9a-f]{8}\.js$/.test(file ?? '')),
      html,
    ).toBe(true);
    expect(
      preloaded.some((file) => /^vendors\.[0-9a-f]{8}\.js$/.test(file ?? '')),
      html,
    ).toBe(true);
  });

  it("bundles react-router's production build, never dist/development", () => {
    const routerFiles = modulesOf(build.stats['fixture_host'])
      .map((m) => m.nameForCondition ?? m.name ?? '')
      .filter((name) => /[\\/]react-router[\\/]dist[\\/]/.test(name));
    expect(routerFiles.length, 'react-router is not in the host build at all').toBeGreaterThan(0);
    expect(
      routerFiles.filter((name) => /[\\/]dist[\\/]development[\\/]/.test(name)),
      'react-router dist/development in a production build',
    ).toEqual([]);
    expect(allJs(build.hostDist)).toContain('ENABLE_DEV_WARNINGS = false');
  });

  it('puts React, React DOM and react-router into the one vendors chunk', () => {
    const vendors = (build.stats['fixture_host']?.chunks ?? []).find((chunk) => chunk.names?.includes('vendors'));
    expect(vendors, 'no vendors chunk: first-load-vendors.ts no longer matches any package').toBeDefined();
    const files = modulesOf({ modules: vendors?.modules ?? [] }).map((m) => (m.nameForCondition ?? '').replaceAll('\\', '/'));
    for (const name of ['react', 'react-dom', 'scheduler', 'react-router', 'react-redux']) {
      expect(
        files.some((file) => file.includes(`/node_modules/${name}/`)),
        `${name} is not in the vendors chunk`,
      ).toBe(true);
    }
    expect(
      files.filter((file) => file.includes('/@chakra-ui/')),
      'Chakra must stay out of the first-load vendors',
    ).toEqual([]);
  });

  it("runs Chakra's theme module through the pure-theme loader, so webpack sees its unused default theme as droppable", () => {
    const theme = modulesOf(build.stats['fixture_host']).find((m) =>
      /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/.test(m.nameForCondition ?? ''),
    );
    expect(theme, "Chakra's theme/index.js is not in the build: did the package move it?").toBeDefined();
    expect(theme?.identifier ?? '').toContain('pure-chakra-theme-loader.cjs');
    // webpack's own marker for an unused pure call: terser then drops the whole default theme.
    expect(allJs(build.hostDist)).toMatch(/unused pure expression or super \*\/ null && \(\w*defineConfig\(/);
  });

  it("runs Chakra's anatomies through the pure-anatomy loader, so only the used ones are kept", () => {
    const anatomy = modulesOf(build.stats['fixture_host']).find((m) => /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/.test(m.nameForCondition ?? ''));
    expect(anatomy, "Chakra's anatomy.js is not in the build: did the package move it?").toBeDefined();
    expect(anatomy?.identifier ?? '').toContain('pure-chakra-anatomy-loader.cjs');
    const js = allJs(build.hostDist);
    expect(js).toMatch(/createAnatomy\)?\("alert"\)/);
    // An unused one (the timeline's) is left for terser to drop; the Ark anatomy it would extend is not bundled.
    expect(js).toMatch(/unused pure expression or super \*\/ null && \([(0,\w$.]*createAnatomy\)?\("timeline"\)/);
    expect(js).not.toContain('"accordion"');
  });
});
