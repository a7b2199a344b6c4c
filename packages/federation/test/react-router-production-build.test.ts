// production-builds.ts swaps react-router's dist/development files for their dist/production twins,
// because its package exports name only dist/development. These tests hold that swap against the
// installed package: the exports still point where the swap looks, the twins exist and import only
// each other, and the replacement rewrites the resolved module as intended.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '../src/production-builds';
import { readInstalled, resolveForWeb } from './support/installed-packages';

const developmentFile = resolveForWeb('packages/router/src', 'react-router');
const productionFile = developmentFile.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');

/** Relative imports of an ES module: `from "./chunk-X.mjs"` and `import "./x.mjs"`. */
const relativeImports = (source: string) => [...source.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1] ?? '');

describe("react-router's production build", () => {
  it('is needed: the package still resolves to dist/development in a production build', () => {
    expect(
      developmentFile,
      'react-router now resolves outside dist/development (remix-run/react-router#14102 fixed?): check the build uses dist/production and remove production-builds.ts',
    ).toMatch(/[\\/]react-router[\\/]dist[\\/]development[\\/]/);
  });

  it('has a dist/production twin whose own imports stay inside dist/production', () => {
    const source = readInstalled(productionFile, 'react-router (dist/production twin of the resolved entry)');
    const imports = relativeImports(source);
    expect(imports.length).toBeGreaterThan(0);
    for (const request of imports) {
      const target = path.resolve(path.dirname(productionFile), request);
      expect(existsSync(target), `react-router: ${request} from dist/production/${path.basename(productionFile)} is missing`).toBe(true);
      expect(target).toContain(`${path.sep}dist${path.sep}production${path.sep}`);
    }
  });

  it('differs from the development build by its dev-only warnings', () => {
    const chunkOf = (file: string) =>
      relativeImports(readFileSync(file, 'utf8'))
        .map((request) => readFileSync(path.resolve(path.dirname(file), request), 'utf8'))
        .join('\n');
    expect(chunkOf(developmentFile)).toContain('ENABLE_DEV_WARNINGS = true');
    expect(chunkOf(productionFile)).not.toContain('ENABLE_DEV_WARNINGS = true');
  });

  it('rewrites a resolved dist/development module, its context and request, to dist/production', () => {
    const plugin = reactRouterProductionBuild();
    const created = { resource: developmentFile, context: path.dirname(developmentFile), request: developmentFile, userRequest: developmentFile };
    const replace = plugin.newResource as (data: { createData: typeof created }) => void;
    replace({ createData: created });
    expect(created).toEqual({ resource: productionFile, context: path.dirname(productionFile), request: productionFile, userRequest: productionFile });
  });

  it('leaves other modules alone', () => {
    const plugin = reactRouterProductionBuild();
    const other = { resource: '/x/node_modules/react/index.js', context: '/x/node_modules/react', request: 'react', userRequest: 'react' };
    (plugin.newResource as (data: { createData: typeof other }) => void)({ createData: other });
    expect(other.resource).toBe('/x/node_modules/react/index.js');
  });
});
