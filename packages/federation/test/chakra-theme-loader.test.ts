// pure-chakra-theme-loader.cjs rewrites one private file of @chakra-ui/react (dist/esm/theme/index.js)
// with a regex. If Chakra moves the file or writes the call differently, the default theme (every
// recipe) silently returns to every bundle: these tests fail instead.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuleSetRule } from 'webpack';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../src/create-webpack-config';
import { federationSrc, readInstalled, resolveForWeb } from './support/installed-packages';

const loaderPath = path.join(federationSrc, 'pure-chakra-theme-loader.cjs');
const pureChakraTheme = createRequire(import.meta.url)(loaderPath) as (source: string) => string;

const config = buildConfig({ kind: 'host', name: 'probe', dirname: '/tmp/probe', devPort: 0 }, 'production');
const themeRule = (config.module?.rules ?? []).find(
  (rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null && 'loader' in rule && rule.loader === loaderPath,
);

// The file webpack bundles for '@chakra-ui/react/theme' in @provana/ui (the one package importing it).
const themeFile = resolveForWeb('packages/ui/src', '@chakra-ui/react/theme');

describe("the pure-theme loader over @chakra-ui/react's theme module", () => {
  it('is applied by the config to the file webpack resolves for @chakra-ui/react/theme', () => {
    expect(themeRule, 'no module rule uses pure-chakra-theme-loader.cjs').toBeDefined();
    const test = themeRule?.test;
    expect(test).toBeInstanceOf(RegExp);
    expect((test as RegExp).test(themeFile), `@chakra-ui/react: the theme now resolves to ${themeFile}, which the rule's test no longer matches`).toBe(true);
  });

  it("still finds the default theme's defineConfig call to mark pure", () => {
    const source = readInstalled(themeFile, '@chakra-ui/react (dist/esm/theme/index.js)');
    const calls = source.match(/=\s*defineConfig\(/g) ?? [];
    expect(calls.length, '@chakra-ui/react: theme/index.js no longer assigns `= defineConfig(...)`; check how it builds its default theme').toBeGreaterThan(0);
    const rewritten = pureChakraTheme(source);
    expect(rewritten.match(/= \/\*#__PURE__\*\/ defineConfig\(/g)).toHaveLength(calls.length);
    expect(rewritten.replaceAll('/*#__PURE__*/ ', '').replace(/=\s+defineConfig\(/g, '= defineConfig(')).toBe(
      source.replace(/=\s*defineConfig\(/g, '= defineConfig('),
    );
  });
});

const anatomyLoaderPath = path.join(federationSrc, 'pure-chakra-anatomy-loader.cjs');
const pureChakraAnatomy = createRequire(import.meta.url)(anatomyLoaderPath) as (source: string) => string;
const anatomyRule = (config.module?.rules ?? []).find(
  (rule): rule is RuleSetRule => typeof rule === 'object' && rule !== null && 'loader' in rule && rule.loader === anatomyLoaderPath,
);
const anatomyFile = resolveForWeb('packages/ui/src', '@chakra-ui/react/anatomy');

describe("the pure-anatomy loader over @chakra-ui/react's anatomy module", () => {
  it('is applied by the config to the file webpack resolves for @chakra-ui/react/anatomy', () => {
    expect(anatomyRule, 'no module rule uses pure-chakra-anatomy-loader.cjs').toBeDefined();
    expect((anatomyRule?.test as RegExp).test(anatomyFile), `@chakra-ui/react: the anatomies now resolve to ${anatomyFile}`).toBe(true);
  });

  it('marks every top-level anatomy call pure, and changes nothing else', () => {
    const source = readInstalled(anatomyFile, '@chakra-ui/react (dist/esm/anatomy.js)');
    const calls = source.match(/^const \w+ = [\w$]+(\.extendWith)?\(/gm) ?? [];
    expect(calls.length, '@chakra-ui/react: anatomy.js no longer declares its anatomies with top-level calls').toBeGreaterThan(30);
    const rewritten = pureChakraAnatomy(source);
    expect(rewritten.match(/^const \w+ = \/\*#__PURE__\*\/ /gm)).toHaveLength(calls.length);
    expect(rewritten.replaceAll('/*#__PURE__*/ ', '')).toBe(source);
  });
});
