// Requests that carry a personal access token (`Authorization: Bearer pvn_…`) instead of a session
// cookie. The token's row is read on every request (no cache: a revoke or expiry written by any
// process refuses it at once), an unknown, revoked or expired token is a 401 on every route, and a
// live one acts as its owner. It is refused (403) before the route runs on every route that is not a
// workspace route: only routes that declare their least role with requires() accept a token, and
// requires() checks the token's scopes for the route's area (auth/token-scopes.ts) after the owner's
// role in the workspace, which caps it; outside workspaces, only the list of the workspaces the
// owner reaches (tokenReadable()) and the MCP server (tokenOnly()), whose tools call the workspace
// routes in turn. Each token is rate-limited, in the database (every process).
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, RouteDeps } from '../app-env';
import { bearerApiToken } from '../auth/api-tokens';
import { sessionDevice } from '../auth/session-device';
import { hashToken } from '../auth/session-cookie';
import { HttpError } from '../lib/http-error';
import { requiredAccessOf } from './requires';

const TOKEN_READABLE = Symbol.for('provana.tokenReadable');
const TOKEN_ONLY = Symbol.for('provana.tokenOnly');

/** Marks a route outside any workspace that a token of any scope may read (which workspaces it reaches). */
export const tokenReadable = (): MiddlewareHandler<AppEnv> =>
  Object.assign<MiddlewareHandler<AppEnv>, object>((_c, next) => next(), { [TOKEN_READABLE]: true });

export const isTokenReadable = (handler: unknown): boolean => typeof handler === 'function' && TOKEN_READABLE in handler;

/** Marks a route that takes a personal access token and nothing else (the MCP server): any token may call it. */
export const tokenOnly = (): MiddlewareHandler<AppEnv> => Object.assign<MiddlewareHandler<AppEnv>, object>((_c, next) => next(), { [TOKEN_ONLY]: true });

export const isTokenOnly = (handler: unknown): boolean => typeof handler === 'function' && TOKEN_ONLY in handler;

/** A token's last use is written at most this often (the list shows it to the minute). */
const TOKEN_TOUCH_MS = 60_000;

const invalidToken = () =>
  new HttpError(401, 'invalid_token', 'This access token is not valid: it was revoked, it expired, or it never existed.', undefined, {
    'WWW-Authenticate': 'Bearer error="invalid_token"',
  });

export const loadApiToken = (deps: RouteDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerApiToken(c);
    if (!token) return next();
    const nowMs = deps.clock.now().getTime();
    const holder = await deps.repos.apiTokens.find(hashToken(token), nowMs);
    if (!holder) throw invalidToken();
    if (!matchedRoutes(c).some((route) => requiredAccessOf(route.handler) || isTokenReadable(route.handler) || isTokenOnly(route.handler))) {
      throw new HttpError(403, 'token_not_allowed', 'Personal access tokens cannot be used here: sign in to do this.');
    }
    const hit = await deps.repos.rateLimits.hit('api-token', String(holder.token.id), deps.apiTokenRateLimit, nowMs);
    if (!hit.allowed) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt - nowMs) / 1000));
      throw new HttpError(429, 'rate_limited', `Too many requests with this token. Try again in ${seconds} seconds.`, undefined, {
        'Retry-After': String(seconds),
      });
    }
    const { lastUsedAt } = holder.token;
    if (lastUsedAt === null || nowMs - lastUsedAt >= TOKEN_TOUCH_MS) {
      await deps.repos.apiTokens.touch(holder.token.id, nowMs, sessionDevice(c, deps.trustProxy).clientAddress ?? 'unknown', nowMs - TOKEN_TOUCH_MS);
    }
    // The token acts as its owner; no session (nothing of the cookie's is used or written).
    c.set('user', holder.user);
    c.set('sessionHash', null);
    c.set('executiveDataVersion', holder.dataVersion);
    c.set('apiToken', holder.token);
    await next();
  });
