import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'provana_session';
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still gets a server-side end, in case the browser restores it. */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

/** Only the SHA-256 of the token is stored: a leaked database cannot be replayed as cookies. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function readSessionToken(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function writeSessionCookie(c: Context, token: string, rememberMe: boolean, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    // Without Remember me: no Max-Age/Expires, so the browser drops it when it closes.
    ...(rememberMe ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure });
}
