// ESLint rule 'provana/feature-boundaries': inside a remote (mf-*/src), imports run one way,
// as bulletproof-react's restricted paths have them:
//   expose/ -> features/<section>/ -> lib/ -> packages
// A feature never imports another feature unless the app's config allows that pair (with why),
// nothing below expose/ imports expose/, and lib/ imports no feature unless allowed the same way.
// Relative imports are resolved against the importing file, so the folder depth does not matter.
import path from 'node:path';

/** Where a file sits in its app: { root: '<app>/src', area: 'features' | 'expose' | 'lib' | 'other', feature? }. */
function placeOf(file) {
  const match = /^(.*[\\/]mf-[^\\/]+[\\/]src)[\\/](.+)$/.exec(file);
  if (!match) return null;
  const [first, second] = match[2].split(/[\\/]/);
  if (first === 'features' && second) return { root: match[1], area: 'features', feature: second.replace(/\.[jt]sx?$/, '') };
  if (first === 'expose' || first === 'lib') return { root: match[1], area: first };
  return { root: match[1], area: 'other' };
}

const where = (place) => (place.area === 'features' ? `features/${place.feature}` : `${place.area}/`);

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports between the folders of a remote one-way (expose -> features -> lib).' },
    schema: [{ type: 'object', properties: { allow: { type: 'object' } }, additionalProperties: false }],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    /** allow: { '<feature>' | 'lib': ['<feature>', ...] } */
    const allow = context.options[0]?.allow ?? {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to.root !== from.root) return;
      if (to.area === 'expose' && from.area !== 'expose') {
        context.report({
          node,
          message: `${where(from)} must not import ${source}: expose/ holds only what the remote exposes, and nothing inside the remote imports it.`,
        });
        return;
      }
      if (to.area !== 'features') return;
      if (from.area === 'features' && from.feature === to.feature) return;
      if (from.area !== 'features' && from.area !== 'lib') return;
      const allowed = allow[from.area === 'lib' ? 'lib' : from.feature] ?? [];
      if (allowed.includes(to.feature)) return;
      context.report({
        node,
        message:
          from.area === 'lib'
            ? `lib/ must not import features/${to.feature} (${source}): lib/ sits below the features.`
            : `features/${from.feature} must not import features/${to.feature} (${source}): move the shared part to src/lib/ (or packages/), or allow the pair in eslint.config.js saying why.`,
      });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
