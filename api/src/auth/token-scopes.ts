// Which area of the product each workspace route belongs to, for personal access tokens. A token
// may call a route only when one of its scopes covers the route's area at the route's level: `read`
// routes need read (or write) on the area, every other level needs write; `read` alone is read on
// every area. Routes that manage the account, its sign-in methods, its delegates, its devices or its
// settings belong to no area: no token reaches them, whatever its scopes. A route missing from this
// table is refused too (test/scope-matrix.test.ts lists every route with its area, so a new one is
// placed here on purpose).
import { READ_EVERYTHING_SCOPE, TOKEN_AREAS, type TokenArea, type TokenScope } from '@provana/contracts/api-tokens';
import type { RequiredAccess } from '@provana/contracts';

/** An area, `everything` (a route reading across areas: it needs read on all of them) or `none`. */
export type RouteArea = TokenArea | 'everything' | 'none';

// Matched against the route's path after its base (/api/executive/:id, or /api for the spec's
// print sources and body-addressed calls), in order: the first pattern that matches wins.
const AREAS: readonly (readonly [RegExp, RouteArea])[] = [
  // The account's own data, delegation, devices and settings: never a token's.
  [/^\/(export|import|data-summary|account|delegates|activity)(\/|$)/, 'none'],
  [/^\/(push|appearance|time-zone|assistant-settings|changes)(\/|$)/, 'none'],
  // Connected calendar accounts hold a password for another service: only the signed-in owner manages them.
  [/^\/calendar-accounts(\/|$)/, 'none'],
  // Webhook endpoints hold a signing secret and send the workspace's events out: only the signed-in owner manages them.
  [/^\/webhooks(\/|$)/, 'none'],
  [/^\/search$/, 'everything'],
  [/^\/(daily-brief|notifications|priorities|memory|personal-events)(\/|$)/, 'brief'],
  [/^\/(calendar|calendar\.ics|calendar-events|calendar-feed|calendar-subscriptions|subscribed-events)(\/|$)/, 'planning'],
  [/^\/(meetings|time-block-suggestions|decisions|reminders)(\/|$)/, 'planning'],
  [/^\/team(\/|$)/, 'team'],
  [/^\/booking(\/|$)/, 'bookings'],
  [/^\/(leadership|goals|reflections)(\/|$)/, 'leadership'],
  [/^\/(voice-recordings|voice-recording|voice-command|clarity-prompts?|assistant)(\/|$)/, 'voice'],
];

const BASES = [/^\/api\/executive\/:id(?=\/)/, /^\/api(?=\/)/];

/** The area of a route, from its path in the app's route table. */
export function routeArea(routePath: string): RouteArea {
  const base = BASES.find((pattern) => pattern.test(routePath));
  const rest = base ? routePath.replace(base, '') : routePath;
  return AREAS.find(([pattern]) => pattern.test(rest))?.[1] ?? 'none';
}

/** The level of scope a route's declared role needs: read routes read; every other level writes. */
export const scopeLevel = (access: RequiredAccess): 'read' | 'write' => (access === 'read' ? 'read' : 'write');

function coversArea(scopes: readonly TokenScope[], area: TokenArea, level: 'read' | 'write'): boolean {
  if (scopes.includes(`${area}:write`)) return true;
  return level === 'read' && (scopes.includes(`${area}:read`) || scopes.includes(READ_EVERYTHING_SCOPE));
}

/** Whether scopes let a token call a route of `area` that requires `access`. */
export function scopesAllow(scopes: readonly TokenScope[], area: RouteArea, access: RequiredAccess): boolean {
  if (area === 'none') return false;
  const level = scopeLevel(access);
  if (area === 'everything') return TOKEN_AREAS.every((each) => coversArea(scopes, each, level));
  return coversArea(scopes, area, level);
}

/** The scopes any one of which admits a route (for the API's description); none for a route no token reaches. */
export function scopesAdmitting(area: RouteArea, access: RequiredAccess): string[] {
  if (area === 'none') return [];
  const level = scopeLevel(access);
  if (area === 'everything') return level === 'read' ? [READ_EVERYTHING_SCOPE] : [];
  return level === 'read' ? [`${area}:read`, `${area}:write`, READ_EVERYTHING_SCOPE] : [`${area}:write`];
}
