// The ONE list of modules shared as singletons between the shell and every remote.
// Keys ending in '/' are prefix shares: they cover subpaths such as react/jsx-runtime,
// react-dom/client or @reduxjs/toolkit/query/react, which the bare key does not.
// @chakra-ui/react is deliberately absent: a shared module cannot be tree-shaken,
// so the app shares @provana/ui, which re-exports only the Chakra parts it uses. The same
// goes for react-router: @provana/router re-exports the routing API the apps use (one router
// context for the shell and every remote) and bundles react-router, tree-shaken, inside it, and
// for react-redux and Redux Toolkit: @provana/api-client bundles them (its unused `connect` is tree-shaken
// off the first screen) and re-exports what the apps use (StoreProvider, useDispatch, the RTK Query hooks).

export interface SharedConfig {
  singleton: true;
  requiredVersion?: false;
  eager?: boolean;
}

/** Workspace packages have no registry version ("workspace:*"), so no version check. */
const workspace: SharedConfig = { singleton: true, requiredVersion: false };
/** Versions come from the consuming app's package.json (the plugin reads it). */
const npm: SharedConfig = { singleton: true };

export const sharedDependencies: Readonly<Record<string, SharedConfig>> = {
  react: npm,
  'react/': npm,
  'react-dom': npm,
  'react-dom/': npm,
  '@emotion/react': npm,
  '@emotion/react/': npm,
  '@provana/ui': workspace,
  '@provana/router': workspace,
  '@provana/api-client': workspace,
  '@provana/contracts': workspace,
};

/** Names of the shared packages (without the prefix keys), for checks and reports. */
export const sharedPackageNames: readonly string[] = Object.keys(sharedDependencies).filter((key) => !key.endsWith('/'));
