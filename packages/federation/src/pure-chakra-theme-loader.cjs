// webpack loader for @chakra-ui/react's theme/index.js. That module builds the full default
// theme (every recipe) with a plain `defineConfig({...})` call that webpack must treat as a side
// effect, so importing just the tokens from '@chakra-ui/react/theme' would bundle all ~75 recipes.
// Marking the call pure lets webpack drop it when unused.
// Upstream: no issue found for Chakra v3's theme module (searched chakra-ui/chakra-ui); the v2
// theme's size was https://github.com/chakra-ui/chakra-ui/issues/4975 (closed). Checked against the
// installed file by test/chakra-theme-loader.test.ts and test/build-smoke.test.ts.
module.exports = function pureChakraTheme(source) {
  return source.replace(/=\s*defineConfig\(/g, '= /*#__PURE__*/ defineConfig(');
};
