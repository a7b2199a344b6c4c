// react-router 7's package exports resolve to dist/development in every mode (no "production"
// condition), so a production bundle would carry its dev-only checks and warnings. This swaps
// the resolved file for its twin in dist/production; that file's own relative imports then
// resolve inside dist/production.
// Upstream: https://github.com/remix-run/react-router/issues/14102 (open; first reported as
// https://github.com/remix-run/react-router/issues/12532, "intended to be temporary").
// test/react-router-production-build.test.ts says when the exports change and this can go.
import webpack from 'webpack';

const developmentBuild = /([\\/]react-router[\\/]dist[\\/])development(?=[\\/]|$)/;

export function reactRouterProductionBuild(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(developmentBuild, (data) => {
    // Called before resolution (data.request) and after it (data.createData): only the
    // resolved module is rewritten, its context too so its own imports resolve beside it.
    const created = data.createData;
    if (!created.resource || !developmentBuild.test(created.resource)) return;
    const toProduction = (value: string | undefined) => value?.replace(developmentBuild, '$1production');
    created.resource = toProduction(created.resource);
    created.context = toProduction(created.context);
    created.request = toProduction(created.request);
    created.userRequest = toProduction(created.userRequest);
  });
}
