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

const brandSemanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      solid: { value: '{colors.brand.700}' },
      contrast: { value: 'white' },
      fg: { value: '{colors.brand.700}' },
      muted: { value: '{colors.brand.100}' },
      subtle: { value: '{colors.brand.50}' },
      emphasized: { value: '{colors.brand.200}' },
      focusRing: { value: '{colors.brand.500}' },
    },
    // Chakra's green.solid (green.600, #16a34a) under white text is 3.29:1; green.700 is 5.02:1 (AA).
    green: { solid: { value: '{colors.green.700}' } },
    bg: { canvas: { value: '{colors.gray.50}' } },
  },
});

export const brandConfig = defineConfig({
  globalCss: { body: { bg: 'bg.canvas', color: 'fg' } },
  theme: { tokens: brandTokens, semanticTokens: brandSemanticTokens },
});
