// The Provana Chakra system: the base config (conditions, utilities, no recipes) plus the
// default tokens, only the recipes the app uses (recipes.ts), and the brand layer (brand.ts).
// createSystem deep-merges its configs, so the brand only states what differs.
import { type SystemContext, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { animationStyles, breakpoints, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { brandConfig } from './brand';
import { recipes, slotRecipes } from './recipes';

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

let made: SystemContext | undefined;

/**
 * The system, made on first use rather than when this module is evaluated: createSystem (the token
 * dictionary above all) is the dearest step of a cold start, so the shell's bootstrap calls this in a
 * task of its own before the first render (a phone's main thread is free in between).
 */
export function provanaSystem(): SystemContext {
  made ??= createSystem(defaultBaseConfig, themeConfig, brandConfig);
  return made;
}

let linked: SystemContext | undefined;

/**
 * The same system for a page that links the global stylesheet compiled at build time
 * (global-stylesheet.ts): its global styles are empty, so Chakra's provider hands Emotion nothing to
 * serialise, and Chakra (patched: see patches/) never builds them in the page. Copied by descriptor so
 * the lazy `_global` getter is not run.
 */
export function provanaSystemWithLinkedGlobalCss(): SystemContext {
  linked ??= Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(provanaSystem()), _global: { value: [], enumerable: true } }) as SystemContext;
  return linked;
}
