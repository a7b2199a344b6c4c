// Personal access tokens: made here (the secret is shown once; only its SHA-256 is stored), and read
// from a request's `Authorization: Bearer pvn_…` header.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { API_TOKEN_PREFIX } from '@provana/contracts/api-tokens';
import type { RateLimitRule } from '../db/repositories/rate-limits';
import { hashToken } from './session-cookie';

/** Per token: 300 requests a minute, in every process together. */
export const DEFAULT_API_TOKEN_RATE_LIMIT: RateLimitRule = { limit: 300, windowMs: 60_000 };

/** Characters of the token the list shows ("pvn_" and 6 more): enough to tell tokens apart, never to guess one. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;

export function newApiToken(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, SHOWN_PREFIX_LENGTH) };
}

/** The personal token a request carries, or null. Other Bearer credentials (the operator's) are not ours. */
export function bearerApiToken(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const token = match?.[1];
  return token?.startsWith(API_TOKEN_PREFIX) ? token : null;
}
