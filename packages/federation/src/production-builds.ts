// react-router 7's package exports resolve to dist/development in every mode (no "production"
// condition), so a production bundle would carry its dev-only checks and warnings. This swaps
// the resolved file for its twin in dist/production; that file's own relative imports then
// resolve inside dist/production.
import webpack from 'webpack';

const developmentBuild = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

export function reactRouterProductionBuild(): webpack.NormalModuleReplacementPlugin {
  return new webpack.NormalModuleReplacementPlugin(developmentBuild, (data) => {
    // Called before resolution (data.request) and after it (data.createData.resource):
    // only the resolved absolute path is rewritten.
    const resource = data.createData.resource;
    if (resource && developmentBuild.test(resource)) {
      data.createData.resource = resource.replace(developmentBuild, '$1production$2');
    }
  });
}
