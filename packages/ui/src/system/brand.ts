// A calm executive look: deep indigo brand, warm neutrals on the canvas, system fonts.
import { defineConfig, defineSemanticTokens, defineTokens } from '@chakra-ui/react';

const fontStack = "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const brandTokens = defineTokens({
  fonts: { heading: { value: fontStack }, body: { value: fontStack } },
  colors: {
    brand: {
      50: { value: '#eef2ff' },
      100: { value: '#e0e7ff' },
      200: { value: '#c7d2fe' },
      300: { value: '#a5b4fc' },
      400: { value: '#818cf8' },
      500: { value: '#6366f1' },
      600: { value: '#4f46e5' },
      700: { value: '#4338ca' },
      800: { value: '#3730a3' },
      900: { value: '#312e81' },
      950: { value: '#1e1b4b' },
    },
  },
});

// Every colour the app shows is a semantic token with a light and a dark value (Dark
// mode passes axe's contrast rules too). Use these (bg, bg.panel, fg, fg.muted, border, <palette>.fg,
// <palette>.subtle, ...) instead of a palette shade, which is the same in both modes.
const mode = (light: string, dark: string) => ({ value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } });

const brandSemanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      // White text on brand.700 is 7.4:1; the same in both modes so a brand button reads alike.
      solid: mode('brand.700', 'brand.700'),
      contrast: { value: 'white' },
      fg: mode('brand.700', 'brand.300'),
      muted: mode('brand.100', 'brand.900'),
      subtle: mode('brand.50', 'brand.950'),
      emphasized: mode('brand.200', 'brand.800'),
      focusRing: mode('brand.500', 'brand.400'),
      border: mode('brand.600', 'brand.400'),
    },
    // Chakra's green.solid (green.600, #16a34a) under white text is 3.29:1; green.700 is 5.02:1 (AA).
    green: { solid: mode('green.700', 'green.700') },
    // Toasts put white text on *.solid: Chakra's orange.solid (orange.600, orange.500 in dark) is below AA.
    orange: { solid: mode('orange.700', 'orange.700') },
    // Chakra's fg.error (red.500 on white) is 3.8:1: below AA for body text.
    fg: { error: mode('red.700', 'red.300'), success: mode('green.700', 'green.300'), warning: mode('orange.700', 'orange.300') },
    // The page behind the cards: a shade darker than a card (bg.panel) in both modes.
    bg: { canvas: mode('gray.50', 'black') },
    // Highlighted words (search results): dark text on yellow, light text on a deep amber.
    highlight: { DEFAULT: mode('yellow.200', 'yellow.800'), fg: mode('gray.900', 'yellow.50') },
  },
});

export const brandConfig = defineConfig({
  globalCss: { body: { bg: 'bg.canvas', color: 'fg' } },
  theme: { tokens: brandTokens, semanticTokens: brandSemanticTokens },
});
