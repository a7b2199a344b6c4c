// What each route of the API asks of its caller, for the API's description: a workspace route's least
// role (its requires()) and the token scopes that reach it; the operator's token for the operator
// API; a personal token alone for the MCP server; nothing for the few routes anyone may call;
// otherwise a signed-in session.
import type { RequiredAccess } from '@provana/contracts';
import { isTokenOnly, isTokenReadable } from '../middleware/api-token';
import { requiredAccessOf } from '../middleware/requires';
import { routeArea, scopesAdmitting, type RouteArea } from '../auth/token-scopes';

export type RouteCredential =
  | { kind: 'workspace'; access: RequiredAccess; area: RouteArea; scopes: string[] }
  | { kind: 'operator' }
  | { kind: 'none' }
  | { kind: 'session' }
  | { kind: 'session-or-token' }
  | { kind: 'token' };

/** Routes whose caller needs no session: probes, signing in and up, links mailed or sent by a provider, the feed, this description. */
const OPEN = [
  /^GET \/(healthz|readyz)$/,
  /^GET \/api\/(health|openapi\.json|docs|docs\/[^/]+)$/,
  /^POST \/api\/auth\/(signup|login|logout|sign-in\/.+|passkeys\/sign-in\/options|forgot-password|reset-password|verify-email)$/,
  /^GET \/api\/auth\/(me|oidc\/.+)$/,
  /^POST \/api\/auth\/oidc\/link\/.+$/,
  /^GET \/api\/invitations\/:token$/,
  /^GET \/api\/calendar-feeds\//,
  // Booking links' public side: the link's or the booking's token is the credential.
  /^(GET|POST) \/api\/book(-guest)?\//,
];

/** Every route's credential, keyed `METHOD path` as in the app's route table. */
export function routeCredentials(routes: readonly { method: string; path: string; handler: unknown }[]): Map<string, RouteCredential> {
  const declared = new Map<string, RequiredAccess>();
  const tokenRead = new Set<string>();
  const tokenOnly = new Set<string>();
  for (const route of routes) {
    const access = requiredAccessOf(route.handler);
    if (access) declared.set(`${route.method} ${route.path}`, access);
    if (isTokenReadable(route.handler)) tokenRead.add(`${route.method} ${route.path}`);
    if (isTokenOnly(route.handler)) tokenOnly.add(`${route.method} ${route.path}`);
  }
  const credentials = new Map<string, RouteCredential>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (route.method === 'ALL' || credentials.has(key)) continue;
    const access = declared.get(key);
    if (access) {
      const area = routeArea(route.path);
      credentials.set(key, { kind: 'workspace', access, area, scopes: scopesAdmitting(area, access) });
    } else if (tokenRead.has(key)) credentials.set(key, { kind: 'session-or-token' });
    else if (tokenOnly.has(key)) credentials.set(key, { kind: 'token' });
    else if (route.path.startsWith('/api/operator/')) credentials.set(key, { kind: 'operator' });
    else if (OPEN.some((pattern) => pattern.test(key))) credentials.set(key, { kind: 'none' });
    else credentials.set(key, { kind: 'session' });
  }
  return credentials;
}
