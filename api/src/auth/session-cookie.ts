import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, RouteDeps } from '../app-env';
import { isHttpsRequest } from './client-address';

/** The cookie's base name; over HTTPS it is sent as `__Host-provana_session` (Secure, Path=/, no Domain). */
export const SESSION_COOKIE = 'provana_session';
/** Remember me: 30 days after the last use (middleware/session.ts moves it on). */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A browser-session cookie still gets a server-side end, in case the browser restores it: 12 hours
 * after its last use (middleware/session.ts moves it on).
 */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

/** Only the SHA-256 of the token is stored: a leaked database cannot be replayed as cookies. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * Decides once per request whether the session cookie is the Secure `__Host-` one: forced by the
 * operator (secureCookies), or the request came over HTTPS (its URL; behind a trusted proxy, X-Forwarded-Proto).
 * Mounted before the session is loaded, so reading and writing follow the same decision.
 */
export const sessionCookieTransport = (deps: Pick<RouteDeps, 'secureCookies' | 'trustProxy'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('secureSessionCookie', deps.secureCookies || isHttpsRequest(c, deps.trustProxy));
    await next();
  });

function secureCookie(c: Context<AppEnv>): boolean {
  const decided: boolean | undefined = c.get('secureSessionCookie');
  // Without the middleware (a bare sub-app in a test): the request URL alone decides.
  return decided ?? isHttpsRequest(c, false);
}

/**
 * The session token from the cookie that matches how the request arrived: over HTTPS only the
 * `__Host-` cookie (which a plain-HTTP response or a sibling domain cannot plant), otherwise only the
 * plain one.
 */
export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return sessionTokenOf(c, secureCookie(c));
}

/** The same outside /api (the front-end's /remotes.json), where the caller decides the transport. */
export function sessionTokenOf(c: Context, secure: boolean): string | undefined {
  return secure ? getCookie(c, SESSION_COOKIE, 'host') : getCookie(c, SESSION_COOKIE);
}

export function writeSessionCookie(c: Context<AppEnv>, token: string, rememberMe: boolean): void {
  const options = {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    // Without Remember me: no Max-Age/Expires, so the browser drops it when it closes.
    ...(rememberMe ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
  } as const;
  // The 'host' prefix makes hono write `__Host-` with Secure, Path=/ and no Domain.
  if (secureCookie(c)) setCookie(c, SESSION_COOKIE, token, { ...options, prefix: 'host' });
  else setCookie(c, SESSION_COOKIE, token, options);
}

/** Clears the cookie this request's session was read from. */
export function clearSessionCookie(c: Context<AppEnv>): void {
  if (secureCookie(c)) deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', prefix: 'host' });
  else deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
}
