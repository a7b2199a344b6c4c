// The design system's global CSS (the reset, global styles and every token as a CSS variable),
// compiled at build time exactly as Emotion compiles it in the page, for the shell to serve as a
// stylesheet. Building and compiling it in the page was the first render's dearest step (Chakra's
// createSystem builds a 37 KB style object that Emotion serialises and stylis parses on every cold
// load: `npm run bench:first-render`); the shell's provider therefore uses the system with linked
// global CSS (system.ts), which hands Emotion none.
// Node only: the shell's webpack config calls it.
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { provanaSystem } from './system';

export interface GlobalStylesheet {
  /** The CSS: the layer order first, then the global styles. */
  css: string;
}

export function compileGlobalStylesheet(): GlobalStylesheet {
  const system = provanaSystem();
  // Emotion's default cache, as Chakra's provider uses it in the page ('css').
  const cache = createCache({ key: 'css' });
  const serialized = serializeStyles([system._global], undefined, {});
  const layers = serializeStyles([system.layers.atRule], undefined, {});
  const compile = (styles: typeof serialized) => cache.insert('', styles, cache.sheet, false) as unknown as string;
  return { css: `${compile(layers)}${compile(serialized)}` };
}
