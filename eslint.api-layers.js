// Layers of the API for eslint-plugin-boundaries: routes -> services -> repositories (db/) -> the
// database, and lib/ a leaf that imports none of them. auth/ (passwords, sessions, second factors,
// tokens) is a service of the accounts: the account routes in routes/auth/ and the middleware use it,
// and it reads db/repositories/accounts/. Folders not named here (live/, assistant/, static/, http/,
// tools/ and the files beside them) are not yet placed in a layer.
export const apiElements = [
  { type: 'api-lib', pattern: 'api/src/lib', partialMatch: false },
  { type: 'api-db', pattern: 'api/src/db', partialMatch: false },
  { type: 'api-services', pattern: 'api/src/services/*', partialMatch: false, capture: ['domain'] },
  // The services' files beside their domain folders (brief-memo.ts, …).
  { type: 'api-services', pattern: 'api/src/services', partialMatch: false },
  { type: 'api-services', pattern: 'api/src/auth', partialMatch: false },
  { type: 'api-middleware', pattern: 'api/src/middleware', partialMatch: false },
  { type: 'api-routes', pattern: 'api/src/routes', partialMatch: false },
];

const anyOf = (...types) => ({ to: { element: { type: types } } });

/** The policies are read in order; the last one that matches decides. */
export const apiPolicies = [
  {
    from: { element: { type: 'api-lib' } },
    disallow: anyOf('api-db', 'api-services', 'api-middleware', 'api-routes'),
    message: 'api/src/lib is a leaf: it imports no repository, service, middleware or route.',
  },
  {
    from: { element: { type: 'api-db' } },
    disallow: anyOf('api-services', 'api-middleware', 'api-routes'),
    message: 'Repositories sit below services and routes: move what both need to api/src/lib.',
  },
  // The repositories expand calendar series and read a 1:1 agenda's rows with the pure functions
  // that services/calendar (the recurrence engine) and services/team/agenda.ts define: until those
  // move below the repositories, this pair is allowed.
  {
    from: { element: { type: 'api-db' } },
    allow: { to: { element: { type: 'api-services', captured: [{ domain: 'calendar' }, { domain: 'team' }] } } },
  },
  {
    from: { element: { type: 'api-services' } },
    disallow: anyOf('api-middleware', 'api-routes'),
    message: 'Services know nothing of HTTP: take what the route read as arguments.',
  },
  {
    from: { element: { type: 'api-middleware' } },
    disallow: anyOf('api-routes'),
    message: 'Middleware runs before the routes and imports none of them.',
  },
];
