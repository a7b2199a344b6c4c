// webpack loader for @chakra-ui/react's anatomy.js. That module names the parts of every component
// with top-level `createAnatomy(...)` and `x.extendWith(...)` calls that webpack must treat as side
// effects, so the first screen would carry all ~40 anatomies (and the Ark/zag anatomies they
// extend) for the few its recipes use. Marking the calls pure lets webpack drop the unused ones.
// Checked against the installed file by test/chakra-theme-loader.test.ts.
module.exports = function pureChakraAnatomy(source) {
  return source.replace(/^(const \w+ = )(?=createAnatomy\(|[\w$]+\.extendWith\()/gm, '$1/*#__PURE__*/ ');
};
