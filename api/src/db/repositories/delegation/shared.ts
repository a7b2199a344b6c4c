// What the grants and invitations halves of delegated access both read: epoch instants as ISO text,
// and the queries that say which grants and invitations still count at a moment.
import type { Conn } from '../conn';

export const iso = (ms: number | string | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());
export const isoOf = (ms: number | string): string => new Date(Number(ms)).toISOString();

/** Grants that let their delegate in at nowMs. */
export const liveGrants = (db: Conn['db'], nowMs: number) =>
  db
    .selectFrom('delegate_grants as g')
    .where('g.ended_at', 'is', null)
    .where((eb) => eb.or([eb('g.ends_at', 'is', null), eb('g.ends_at', '>', nowMs)]));

/** Invitations that can still be accepted at nowMs. */
export const pendingInvitations = (db: Conn['db'], nowMs: number) =>
  db.selectFrom('delegate_invitations as i').where('i.accepted_at', 'is', null).where('i.cancelled_at', 'is', null).where('i.expires_at', '>', nowMs);
