import { createMiddleware } from 'hono/factory';
import type { AppEnv, RouteDeps } from '../app-env';
import { hashToken, readSessionToken } from '../auth/session-cookie';

/** Resolves the session cookie to a user (or null) for every /api request. */
export const loadSession = (deps: RouteDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionToken(c);
    const hash = token ? hashToken(token) : null;
    c.set('sessionHash', hash);
    c.set('user', hash ? await deps.repos.sessions.findUser(hash, deps.clock.now().getTime()) : null);
    await next();
  });

