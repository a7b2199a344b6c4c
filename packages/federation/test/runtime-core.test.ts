// federation-runtime.ts reaches into @module-federation's private files: the inject plugin's ESM
// build, runtime-tools' ESM runtime core, and the global both sides agree on. An upgrade that moves
// or renames any of them must fail here, naming what to check, not ship a second runtime core.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectRuntimeCorePlugin, runtimeCoreProviderConfig } from '../src/federation-runtime';
import { federationSrc, readInstalled, resolveForWeb } from './support/installed-packages';

const remote = { kind: 'remote', name: 'probe', dirname: '/tmp/probe', devPort: 0 } as const;
const alias = runtimeCoreProviderConfig(remote).resolve?.alias as Record<string, string>;
const runtimeCoreEsm = alias['federation-runtime-core-esm$'] ?? '';
const enhancedDir = path.dirname(createRequire(path.join(federationSrc, 'x.js')).resolve('@module-federation/enhanced/webpack'));

/** The global a provider file assigns: `globalThis.NAME = ...`. */
const assignedGlobal = (source: string) => /globalThis\.(\w+)\s*=/.exec(source)?.[1];

describe('the runtime core the shell publishes and production remotes read', () => {
  it("finds the inject plugin's ESM build where federation-runtime.ts expects it", () => {
    const source = readInstalled(injectRuntimeCorePlugin, '@module-federation/inject-external-runtime-core-plugin (ESM build, dist/index.js)');
    expect(source, 'the inject plugin is no longer an ES module importing runtime-tools/runtime-core').toMatch(
      /^import \* as \w+ from ["']@module-federation\/runtime-tools\/runtime-core["']/m,
    );
  });

  it('finds the ESM runtime core beside the CommonJS one, as the provider build aliases it', () => {
    expect(existsSync(runtimeCoreEsm), `@module-federation/runtime-tools: ${runtimeCoreEsm} is gone; check its dist/ layout`).toBe(true);
    expect(readFileSync(runtimeCoreEsm, 'utf8')).toMatch(/^export \* from/m);
  });

  it('gives the provider the same runtime-core file the inject plugin imports (one copy per page)', () => {
    const pluginCore = resolveForWeb(path.dirname(injectRuntimeCorePlugin), '@module-federation/runtime-tools/runtime-core');
    expect(pluginCore).toBe(runtimeCoreEsm);
  });

  it('publishes the core on the global that externalRuntime remotes read', () => {
    const provider = readFileSync(path.join(federationSrc, 'runtime-core-provider.js'), 'utf8');
    const published = assignedGlobal(provider);
    expect(published).toBeDefined();
    const plugin = readInstalled(injectRuntimeCorePlugin, '@module-federation/inject-external-runtime-core-plugin');
    expect(plugin, `the inject plugin no longer sets ${published}`).toContain(`globalRef.${published} = runtimeCore`);
    const enhancedPlugin = readInstalled(path.join(enhancedDir, 'lib/container/ModuleFederationPlugin.js'), '@module-federation/enhanced');
    expect(enhancedPlugin, `@module-federation/enhanced's externalRuntime no longer reads ${published}`).toContain(
      `"@module-federation/runtime-core": "${published}"`,
    );
  });
});
