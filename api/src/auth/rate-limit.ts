// Per-address limits on sign-in and sign-up, counted in the database before any scrypt work or
// workspace seeding, so neither can be used to exhaust the server, and accounts cannot be probed
// at speed. Every API process over one database shares the counters.
import type { Context } from 'hono';
import type { Repositories } from '../db/repositories';
import type { RateLimitRule } from '../db/repositories/rate-limits';
import type { Clock } from '../lib/clock';
import { HttpError } from '../lib/http-error';
import { clientAddress } from './client-address';

export type { RateLimitRule } from '../db/repositories/rate-limits';

export interface AuthRateLimits {
  signIn: RateLimitRule;
  signUp: RateLimitRule;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Product defaults: 10 sign-in attempts per minute and 5 sign-ups per hour per client address. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signIn: { limit: 10, windowMs: MINUTE_MS },
  signUp: { limit: 5, windowMs: HOUR_MS },
};

/** Ended windows are deleted at most this often per process. */
const PRUNE_EVERY_MS = 10 * MINUTE_MS;

const ACTIONS = {
  signIn: { bucket: 'sign-in', noun: 'sign-in attempts' },
  signUp: { bucket: 'sign-up', noun: 'sign-ups' },
} as const;

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export interface AuthRateLimiterDeps {
  repos: Repositories;
  clock: Clock;
  trustProxy: boolean;
  authRateLimits: AuthRateLimits;
}

/** Counts one attempt for the request's client address; throws a 429 with Retry-After once over the limit. */
export function authRateLimiter(deps: AuthRateLimiterDeps) {
  let nextPruneAt = 0;
  return async (c: Context, action: keyof AuthRateLimits): Promise<void> => {
    const nowMs = deps.clock.now().getTime();
    if (nowMs >= nextPruneAt) {
      await deps.repos.rateLimits.pruneExpired(nowMs);
      nextPruneAt = nowMs + PRUNE_EVERY_MS;
    }
    const { bucket, noun } = ACTIONS[action];
    const result = await deps.repos.rateLimits.hit(bucket, clientAddress(c, deps.trustProxy), deps.authRateLimits[action], nowMs);
    if (result.allowed) return;
    const waitMs = result.resetAt - nowMs;
    throw new HttpError(429, 'rate_limited', `Too many ${noun} from this address. Try again in ${waitText(waitMs)}.`, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
  };
}
