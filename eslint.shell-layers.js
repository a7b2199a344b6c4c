// Layers of the shell for eslint-plugin-boundaries: the entry files -> routes/ -> layout/ -> the
// features (every other folder of shell/src: auth/, settings/, delegation/, remotes/, …) -> lib/, a
// leaf that imports none of them. A feature imports no other feature except the pairs below.
export const shellElements = [
  { type: 'shell-lib', pattern: 'shell/src/lib', partialMatch: false },
  { type: 'shell-routes', pattern: 'shell/src/routes', partialMatch: false },
  { type: 'shell-layout', pattern: 'shell/src/layout', partialMatch: false },
  { type: 'shell-feature', pattern: 'shell/src/*', partialMatch: false, capture: ['feature'] },
  // app.tsx, bootstrap.tsx, index.ts, render-app.tsx: the start-up, above everything.
  { type: 'shell-entry', pattern: 'shell/src', partialMatch: false },
];

/** feature -> the features it may import, each with why. */
export const shellFeatureImportsAllowed = {
  // The session gate applies the account's stored appearance, hands the answers queued offline to the
  // account that signed in, and tells the remote registry whose session it serves.
  auth: ['appearance', 'offline', 'remotes'],
  // The command center opens what a shortcut or a command names: the shortcut keys, the print
  // preview and sign-out dialogs, and the appearance toggle.
  'command-palette': ['shortcuts', 'dialogs', 'appearance'],
  // The print preview hosts the print remote's dialog.
  dialogs: ['remotes'],
  // The invitation page and the account dialog sign out through the same flow as the header.
  delegation: ['dialogs'],
  // Settings hosts the owner's delegation sections (delegates, activity), the passkey ceremony of the
  // sign-in, the appearance choice and this browser's reminder notifications.
  settings: ['delegation', 'auth', 'appearance', 'notifications'],
};

const anyOf = (...types) => ({ to: { element: { type: types } } });

/** The policies are read in order; the last one that matches decides. */
export const shellPolicies = [
  {
    from: { element: { type: 'shell-lib' } },
    disallow: anyOf('shell-feature', 'shell-layout', 'shell-routes', 'shell-entry'),
    message: 'shell/src/lib is a leaf: it imports no feature, layout, route or start-up file.',
  },
  {
    from: { element: { type: 'shell-feature' } },
    disallow: anyOf('shell-layout', 'shell-routes', 'shell-entry'),
    message: 'A feature sits below the routes and the layout: move what both need to shell/src/lib.',
  },
  {
    from: { element: { type: 'shell-feature' } },
    disallow: { to: { element: { type: 'shell-feature' } } },
    message:
      '{{ from.element.captured.feature }}/ must not import {{ to.element.captured.feature }}/: move the shared part to shell/src/lib (or packages/), or allow the pair in eslint.shell-layers.js saying why.',
  },
  {
    from: { element: { type: 'shell-layout' } },
    disallow: anyOf('shell-routes', 'shell-entry'),
    message: 'The layout sits below the routes: it imports no route or start-up file.',
  },
  {
    from: { element: { type: 'shell-routes' } },
    disallow: anyOf('shell-entry'),
    message: 'The routes import no start-up file.',
  },
  ...Object.entries(shellFeatureImportsAllowed).map(([from, targets]) => ({
    from: { element: { type: 'shell-feature', captured: { feature: from } } },
    allow: { to: { element: { type: 'shell-feature', captured: targets.map((feature) => ({ feature })) } } },
  })),
];
