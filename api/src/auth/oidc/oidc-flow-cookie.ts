// Binds a sign-in sent to a provider to the browser that started it: the state goes to the provider
// and, in this short-lived HttpOnly cookie, to the browser. A callback link opened in another browser
// (someone else's sign-in forced on you) lacks the cookie and is refused.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';

const COOKIE = 'provana_oidc_state';
const PATH = '/api/auth/oidc';

const secure = (c: Context<AppEnv>): boolean => c.get('secureSessionCookie') ?? false;

export function writeFlowCookie(c: Context<AppEnv>, state: string, maxAgeSeconds: number): void {
  // Lax: the provider's redirect back is a top-level GET from another site, which Lax lets through.
  setCookie(c, COOKIE, state, { httpOnly: true, sameSite: 'Lax', path: PATH, maxAge: maxAgeSeconds, secure: secure(c) });
}

/** The state this browser started with (the cookie is cleared: a state is used once). */
export function takeFlowCookie(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, COOKIE);
  if (value !== undefined) deleteCookie(c, COOKIE, { path: PATH, httpOnly: true, sameSite: 'Lax', secure: secure(c) });
  return value;
}
