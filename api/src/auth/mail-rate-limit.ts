// Limits on what sends mail, counted in the database like sign-in attempts (every API process
// shares the counters): resending a verification link per account, and asking for a reset link per
// address and per client. The per-address count is kept under the address's hash, and it is
// counted whether or not the address has an account, so a 429 says nothing about that either.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { RouteDeps } from '../app-env';
import type { RateLimitRule } from '../db/repositories/rate-limits';
import { HttpError } from '../lib/http-error';
import type { MailRateLimits } from './mail-settings';
import { clientAddress } from './client-address';
import { HOUR_MS, MINUTE_MS } from './rate-limit';

export const DEFAULT_MAIL_RATE_LIMITS: MailRateLimits = {
  resendVerification: { limit: 3, windowMs: 15 * MINUTE_MS },
  resetPerAddress: { limit: 3, windowMs: HOUR_MS },
  resetPerClient: { limit: 10, windowMs: HOUR_MS },
};

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

type Deps = Pick<RouteDeps, 'repos' | 'clock' | 'trustProxy'>;

async function count(deps: Deps, bucket: string, key: string, rule: RateLimitRule, what: string): Promise<void> {
  const nowMs = deps.clock.now().getTime();
  const result = await deps.repos.rateLimits.hit(bucket, key, rule, nowMs);
  if (result.allowed) return;
  const waitMs = result.resetAt - nowMs;
  throw new HttpError(429, 'rate_limited', `Too many ${what}. Try again in ${waitText(waitMs)}.`, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  });
}

export function mailRateLimiter(deps: Deps, limits: MailRateLimits = DEFAULT_MAIL_RATE_LIMITS) {
  return {
    resendVerification: (userId: number) => count(deps, 'verify-resend', `user:${userId}`, limits.resendVerification, 'verification emails'),
    /** Per client first: a client spraying addresses is stopped before it counts against any of them. */
    forgotPassword: async (c: Context, email: string) => {
      await count(deps, 'reset-client', clientAddress(c, deps.trustProxy), limits.resetPerClient, 'password reset requests from this address');
      const addressKey = createHash('sha256').update(email.toLowerCase()).digest('hex');
      await count(deps, 'reset-address', addressKey, limits.resetPerAddress, 'password reset requests for this email address');
    },
  };
}
