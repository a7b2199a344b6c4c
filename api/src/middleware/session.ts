import { createMiddleware } from 'hono/factory';
import type { AppEnv, RouteDeps } from '../app-env';
import { withVerificationState } from '../auth/email-verification';
import { BROWSER_SESSION_MS, REMEMBER_ME_MS, hashToken, readSessionToken, writeSessionCookie } from '../auth/session-cookie';

/** A session's last use is written at most this often (the sessions list shows it to the minute). */
export const SESSION_TOUCH_MS = 60_000;

/**
 * Resolves the session cookie to a user (or null) for every /api request. A use a minute or more
 * after the last one recorded is written, and moves the session's end: 30 days after it with
 * Remember me (the cookie's Max-Age is sent again), 12 hours after it without.
 */
export const loadSession = (deps: RouteDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionToken(c);
    const hash = token ? hashToken(token) : null;
    c.set('sessionHash', hash);
    const nowMs = deps.clock.now().getTime();
    const session = hash ? await deps.repos.sessions.find(hash, nowMs) : null;
    c.set('user', session ? withVerificationState(deps, session.user) : null);
    c.set('executiveDataVersion', session?.dataVersion ?? null);
    if (session && hash && token && nowMs - session.session.lastSeenAt >= SESSION_TOUCH_MS) {
      const { persistent, expiresAt } = session.session;
      // Never earlier than it was: a session signed in before the idle rule keeps its end.
      const nextEnd = Math.max(expiresAt, nowMs + (persistent ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
      const wrote = await deps.repos.sessions.touch(hash, nowMs, nextEnd, nowMs - SESSION_TOUCH_MS);
      // Set before the route runs, so a route that clears the cookie (sign-out) has the last word.
      if (wrote && persistent) writeSessionCookie(c, token, true);
    }
    await next();
  });
