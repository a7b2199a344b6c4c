// The guest's cancel and reschedule tokens: random, one purpose each (the prefix says which, and each
// is looked up only in its own column), stored as their SHA-256 and cleared once used, so a token is
// refused after use and for any other booking.
import { createHash, randomBytes } from 'node:crypto';

export type GuestPurpose = 'cancel' | 'reschedule';
const PREFIX: Record<GuestPurpose, string> = { cancel: 'bc_', reschedule: 'br_' };

export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newGuestToken(purpose: GuestPurpose): { token: string; hash: string } {
  const token = `${PREFIX[purpose]}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashGuestToken(token) };
}

/** The purpose a token was made for, or null for text that is no guest token. */
export function purposeOf(token: string): GuestPurpose | null {
  if (token.startsWith(PREFIX.cancel)) return 'cancel';
  if (token.startsWith(PREFIX.reschedule)) return 'reschedule';
  return null;
}

/** A fresh pair for a booking (a reschedule renews both). */
export function newGuestTokens() {
  const cancel = newGuestToken('cancel');
  const reschedule = newGuestToken('reschedule');
  return { tokens: { cancel: cancel.token, reschedule: reschedule.token }, hashes: { cancelHash: cancel.hash, rescheduleHash: reschedule.hash } };
}

/** The public part of /book/<token>: unguessable, URL-safe. */
export const newLinkToken = () => randomBytes(18).toString('base64url');
