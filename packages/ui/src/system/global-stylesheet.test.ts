import { describe, expect, it } from 'vitest';
import { compileGlobalStylesheet } from './global-stylesheet';

describe('the global stylesheet compiled at build time', () => {
  const { css } = compileGlobalStylesheet();

  it('declares the layer order first, then the reset and every token as a CSS variable', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/--chakra-colors-blue-500:/);
  });

  it('is the same on every build of the same system', () => {
    expect(compileGlobalStylesheet()).toEqual({ css });
  });
});
