// The design system's global CSS (the reset, global styles and every token as a CSS variable),
// compiled at build time exactly as Emotion compiles it in the page, for the shell to serve as a
// stylesheet. Compiling it in the page was the first render's dearest step: Chakra's provider hands
// Emotion a 37 KB style object that stylis parses on every cold load (one 200 ms task on a phone,
// `npm run bench:first-render`). With the page holding an empty <style> marked with the compiled
// styles' name, Emotion's <Global> adopts that element (its server-rendering path) instead of
// compiling; should the names ever differ, it inserts the styles as usual and nothing breaks.
// Node only: the shell's webpack config calls it.
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { provanaSystem } from './system';

export interface GlobalStylesheet {
  /** The CSS: the layer order first, then the global styles. */
  css: string;
  /** The data-emotion value of the element Emotion's <Global> looks for before compiling. */
  emotionMarker: string;
}

export function compileGlobalStylesheet(): GlobalStylesheet {
  const system = provanaSystem();
  // Emotion's default cache, as Chakra's provider uses it in the page ('css').
  const cache = createCache({ key: 'css' });
  const serialized = serializeStyles([system._global], undefined, {});
  const layers = serializeStyles([system.layers.atRule], undefined, {});
  const compile = (styles: typeof serialized) => cache.insert('', styles, cache.sheet, false) as unknown as string;
  return { css: `${compile(layers)}${compile(serialized)}`, emotionMarker: `${cache.key}-global ${serialized.name}` };
}
