// The shared-singleton list and the host's first-load vendors chunk name packages by string; these
// tests hold the strings against what is installed, so a renamed or dropped dependency fails here.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../src/create-webpack-config';
import { FIRST_LOAD_PACKAGES, firstLoadVendorsTest } from '../src/first-load-vendors';
import { sharedDependencies, sharedPackageNames } from '../src/shared-dependencies';
import { repoRoot } from './support/installed-packages';

const apps = ['shell', ...readdirSync(repoRoot).filter((dir) => dir.startsWith('mf-'))];
const dependenciesOf = (app: string) =>
  Object.keys((JSON.parse(readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8')) as { dependencies?: object }).dependencies ?? {});

/** Every installed copy of a package in pnpm's store (node_modules/.pnpm/<id>/node_modules/<name>). */
function installedCopies(name: string): string[] {
  const store = path.join(repoRoot, 'node_modules/.pnpm');
  return readdirSync(store)
    .map((id) => path.join(store, id, 'node_modules', name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')));
}

describe('the shared singletons', () => {
  it.each(apps)('are all dependencies of %s, so the plugin reads their versions from its package.json', (app) => {
    expect(
      sharedPackageNames.filter((name) => !dependenciesOf(app).includes(name)),
      `${app}/package.json lacks shared packages`,
    ).toEqual([]);
  });

  it('share subpaths (react/jsx-runtime, react-dom/client) only of packages shared whole', () => {
    const prefixes = Object.keys(sharedDependencies).filter((key) => key.endsWith('/'));
    expect(prefixes.length).toBeGreaterThan(0);
    for (const prefix of prefixes) expect(sharedPackageNames).toContain(prefix.slice(0, -1));
  });
});

describe("the host's first-load vendors", () => {
  // Names only: the pattern @emotion/[^/]+ is checked below.
  const packageNames = FIRST_LOAD_PACKAGES.filter((name) => !name.includes('['));

  it.each(packageNames)('%s is still installed where the split-chunks test matches it', (name) => {
    const copies = installedCopies(name);
    expect(copies.length, `${name} is listed in first-load-vendors.ts but no longer installed: drop it from the list`).toBeGreaterThan(0);
    for (const dir of copies) expect(firstLoadVendorsTest.test(path.join(dir, 'index.js')), `${dir} escapes the vendors test`).toBe(true);
  });

  it('matches every Emotion package and no Chakra or federation module', () => {
    expect(installedCopies('@emotion/cache').every((dir) => firstLoadVendorsTest.test(path.join(dir, 'dist/x.js')))).toBe(true);
    for (const name of ['@chakra-ui/react', '@module-federation/runtime-core', '@zag-js/core']) {
      expect(firstLoadVendorsTest.test(`/r/node_modules/.pnpm/x/node_modules/${name}/dist/index.js`), name).toBe(false);
    }
  });

  it('is used by the host config only: remotes keep runtimeChunk false and no split', () => {
    const options = { name: 'probe', dirname: '/tmp/probe', devPort: 0 } as const;
    expect(buildConfig({ ...options, kind: 'host' }, 'production').optimization?.splitChunks).toBeDefined();
    expect(buildConfig({ ...options, kind: 'remote' }, 'production').optimization).toEqual({ runtimeChunk: false });
  });
});
