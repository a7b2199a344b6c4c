import { describe, expect, it } from 'vitest';
import { provanaSystem } from './system';

const system = provanaSystem();

/** The hex value a colour token resolves to in one mode (semantic tokens follow their reference). */
function hexOf(name: string, condition: '_light' | '_dark'): string {
  const token = system.tokens.getByName(`colors.${name}`);
  const conditions = token?.extensions.conditions as Record<string, string> | undefined;
  const reference = conditions?.[condition] ?? conditions?.base;
  if (reference) return hexOf(reference.replace(/^\{colors\.(.+)\}$/, '$1'), condition);
  if (!token || !/^#[0-9a-f]{6}$/i.test(String(token.value))) throw new Error(`no hex for ${name}`);
  return String(token.value);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('brand colours', () => {
  // Success, warning and error toasts (and solid buttons) put white text on these.
  it.each(['green', 'orange', 'red', 'brand'])('white on %s.solid meets AA (4.5:1) in light and dark', (palette) => {
    for (const mode of ['_light', '_dark'] as const) {
      expect(contrastWithWhite(hexOf(`${palette}.solid`, mode)), `${palette}.solid ${mode}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
