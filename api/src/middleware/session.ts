import { createMiddleware } from 'hono/factory';
import type { AppEnv, RouteDeps } from '../app-env';
import { hashToken, readSessionToken } from '../auth/session-cookie';

/** Resolves the session cookie to a user (or null) for every /api request. */
export const loadSession = (deps: RouteDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionToken(c);
    const hash = token ? hashToken(token) : null;
    c.set('sessionHash', hash);
    const session = hash ? await deps.repos.sessions.find(hash, deps.clock.now().getTime()) : null;
    c.set('user', session?.user ?? null);
    c.set('executiveDataVersion', session?.dataVersion ?? null);
    await next();
  });
