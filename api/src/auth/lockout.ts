// The account lock after too many failed sign-in attempts: wrong passwords and wrong two-factor
// codes count toward the same lock (users.failed_login_count), so neither can be guessed at leisure.
import { ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS } from '@provana/contracts';
import { HttpError } from '../lib/http-error';

export const LOCK_MS = 15 * 60 * 1000;

export function lockedError(lockedUntil: number, nowMs: number) {
  const minutes = Math.max(1, Math.ceil((lockedUntil - nowMs) / 60_000));
  const at = new Date(lockedUntil).toISOString();
  return new HttpError(
    423,
    'account_locked',
    `Account locked after ${ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS} failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${at}).`,
    undefined,
    { 'Retry-After': String(Math.ceil((lockedUntil - nowMs) / 1000)) },
  );
}
