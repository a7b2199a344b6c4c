// Delegated access (migration 027): grants of a role in a workspace and the invitations to one.
// The access check calls liveGrant on every request that is not the owner's: one indexed read that
// also brings the workspace's time zone and data version, so nothing about a grant is cached.
// Single use and the seat limit hold across processes: an invitation is spent by a conditional
// UPDATE (one winner), and seats are counted and taken in one transaction that, on PostgreSQL,
// holds the workspace's row.
import { sql } from 'kysely';
import type { Delegate, DelegateRole, PendingInvitation, Workspace } from '@provana/contracts';
import type { Conn } from './conn';

const iso = (ms: number | string | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());
const isoOf = (ms: number | string): string => new Date(Number(ms)).toISOString();

/** A grant the access check found: what the request may do, and the workspace's facts it needs. */
export interface LiveGrant {
  id: number;
  role: DelegateRole;
  openedSession: string | null;
  timeZone: string;
  dataVersion: number;
}

export interface NewInvitation {
  executiveId: number;
  email: string;
  role: DelegateRole;
  endsAt: number | null;
  tokenHash: string;
  expiresAt: number;
  nowMs: number;
}

/** An invitation found by its link, with its workspace's name. */
export interface InvitationRow {
  id: number;
  executiveId: number;
  executiveName: string;
  executiveTimeZone: string;
  ownerUserId: number;
  email: string;
  role: DelegateRole;
  endsAt: number | null;
  expiresAt: number;
  acceptedAt: number | null;
  cancelledAt: number | null;
}

export type AcceptOutcome = { ok: true; grantId: number } | { ok: false; reason: 'spent' };

const toPending = (r: {
  id: number;
  email: string;
  role: DelegateRole;
  ends_at: number | string | null;
  created_at: number | string;
  expires_at: number | string;
}): PendingInvitation => ({
  id: r.id,
  email: r.email,
  role: r.role,
  endsAt: iso(r.ends_at),
  createdAt: isoOf(r.created_at),
  expiresAt: isoOf(r.expires_at),
});

export function delegationRepository({ db, dialect }: Conn) {
  /** Grants that let their delegate in at nowMs. */
  const liveGrants = (nowMs: number) =>
    db
      .selectFrom('delegate_grants as g')
      .where('g.ended_at', 'is', null)
      .where((eb) => eb.or([eb('g.ends_at', 'is', null), eb('g.ends_at', '>', nowMs)]));

  const pendingInvitations = (nowMs: number) =>
    db.selectFrom('delegate_invitations as i').where('i.accepted_at', 'is', null).where('i.cancelled_at', 'is', null).where('i.expires_at', '>', nowMs);

  // A delegate is named as the activity log names them: the name they gave, else their own workspace's.
  const delegateColumns = [
    'g.id',
    'g.user_id',
    'u.name',
    'u.first_name',
    'u.last_name',
    'own.name as own_name',
    'u.email',
    'g.role',
    'g.ends_at',
    'g.created_at',
  ] as const;
  const toDelegate = (r: {
    id: number;
    user_id: number;
    name: string;
    first_name: string | null;
    last_name: string | null;
    own_name: string | null;
    email: string;
    role: DelegateRole;
    ends_at: number | string | null;
    created_at: number | string;
  }): Delegate => ({
    id: r.id,
    userId: r.user_id,
    name: [r.first_name, r.last_name].filter(Boolean).join(' ') || r.own_name || r.name,
    email: r.email,
    role: r.role,
    endsAt: iso(r.ends_at),
    createdAt: isoOf(r.created_at),
  });

  return {
    /** The grant that lets userId into executiveId's workspace at nowMs, or undefined. */
    liveGrant: async (executiveId: number, userId: number, nowMs: number): Promise<LiveGrant | undefined> => {
      const row = await liveGrants(nowMs)
        .innerJoin('executives as e', 'e.id', 'g.executive_id')
        .select(['g.id', 'g.role', 'g.opened_session', 'e.time_zone', 'e.data_version'])
        .where('g.executive_id', '=', executiveId)
        .where('g.user_id', '=', userId)
        .executeTakeFirst();
      return row
        ? { id: row.id, role: row.role, openedSession: row.opened_session, timeZone: row.time_zone, dataVersion: Number(row.data_version) }
        : undefined;
    },
    /** Notes that sessionHash opened the workspace; true only for the one request (of any process) that did it first. */
    markOpened: async (grantId: number, sessionHash: string): Promise<boolean> => {
      const result = await db
        .updateTable('delegate_grants')
        .set({ opened_session: sessionHash })
        .where('id', '=', grantId)
        .where((eb) => eb.or([eb('opened_session', 'is', null), eb('opened_session', '<>', sessionHash)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The workspace's delegates whose access has not ended, by name. */
    delegates: async (executiveId: number, nowMs: number): Promise<Delegate[]> => {
      const rows = await liveGrants(nowMs)
        .innerJoin('users as u', 'u.id', 'g.user_id')
        .leftJoin('executives as own', 'own.user_id', 'u.id')
        .select(delegateColumns)
        .where('g.executive_id', '=', executiveId)
        .orderBy('u.name')
        .orderBy('g.id')
        .execute();
      return rows.map(toDelegate);
    },
    delegate: async (executiveId: number, grantId: number, nowMs: number): Promise<Delegate | undefined> => {
      const row = await liveGrants(nowMs)
        .innerJoin('users as u', 'u.id', 'g.user_id')
        .leftJoin('executives as own', 'own.user_id', 'u.id')
        .select(delegateColumns)
        .where('g.executive_id', '=', executiveId)
        .where('g.id', '=', grantId)
        .executeTakeFirst();
      return row ? toDelegate(row) : undefined;
    },
    pendingInvitations: async (executiveId: number, nowMs: number): Promise<PendingInvitation[]> => {
      const rows = await pendingInvitations(nowMs)
        .select(['i.id', 'i.email', 'i.role', 'i.ends_at', 'i.created_at', 'i.expires_at'])
        .where('i.executive_id', '=', executiveId)
        .orderBy('i.created_at', 'desc')
        .orderBy('i.id', 'desc')
        .execute();
      return rows.map(toPending);
    },
    /**
     * Stores the invitation unless the workspace already has `limit` delegates and pending
     * invitations (undefined then). Counted and written in one transaction that holds the
     * workspace's row on PostgreSQL, so parallel invitations cannot pass the limit together.
     */
    createInvitation: async (invitation: NewInvitation, limit: number): Promise<PendingInvitation | undefined> =>
      db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') await trx.selectFrom('executives').select('id').where('id', '=', invitation.executiveId).forUpdate().execute();
        const seats = await sql<{ n: number | string }>`
          SELECT (SELECT count(*) FROM delegate_grants WHERE executive_id = ${invitation.executiveId} AND ended_at IS NULL AND (ends_at IS NULL OR ends_at > ${invitation.nowMs}))
               + (SELECT count(*) FROM delegate_invitations WHERE executive_id = ${invitation.executiveId} AND accepted_at IS NULL AND cancelled_at IS NULL AND expires_at > ${invitation.nowMs}) AS n`.execute(
          trx,
        );
        if (Number(seats.rows[0]?.n ?? 0) >= limit) return undefined;
        const row = await trx
          .insertInto('delegate_invitations')
          .values({
            executive_id: invitation.executiveId,
            email: invitation.email,
            role: invitation.role,
            ends_at: invitation.endsAt,
            token_hash: invitation.tokenHash,
            expires_at: invitation.expiresAt,
            created_at: invitation.nowMs,
          })
          .returning(['id', 'email', 'role', 'ends_at', 'created_at', 'expires_at'])
          .executeTakeFirstOrThrow();
        return toPending(row);
      }),
    /** A pending invitation of the workspace is cancelled; false when there is none by that id. */
    cancelInvitation: async (executiveId: number, invitationId: number, nowMs: number): Promise<PendingInvitation | undefined> => {
      const row = await db
        .updateTable('delegate_invitations')
        .set({ cancelled_at: nowMs })
        .where('id', '=', invitationId)
        .where('executive_id', '=', executiveId)
        .where('accepted_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .where('expires_at', '>', nowMs)
        .returning(['id', 'email', 'role', 'ends_at', 'created_at', 'expires_at'])
        .executeTakeFirst();
      return row ? toPending(row) : undefined;
    },
    invitationByTokenHash: async (tokenHash: string): Promise<InvitationRow | undefined> => {
      const row = await db
        .selectFrom('delegate_invitations as i')
        .innerJoin('executives as e', 'e.id', 'i.executive_id')
        .select([
          'i.id',
          'i.executive_id',
          'e.name',
          'e.time_zone',
          'e.user_id',
          'i.email',
          'i.role',
          'i.ends_at',
          'i.expires_at',
          'i.accepted_at',
          'i.cancelled_at',
        ])
        .where('i.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const num = (v: number | string | null) => (v === null ? null : Number(v));
      return {
        id: row.id,
        executiveId: row.executive_id,
        executiveName: row.name,
        executiveTimeZone: row.time_zone,
        ownerUserId: row.user_id,
        email: row.email,
        role: row.role,
        endsAt: num(row.ends_at),
        expiresAt: Number(row.expires_at),
        acceptedAt: num(row.accepted_at),
        cancelledAt: num(row.cancelled_at),
      };
    },
    /**
     * Spends the invitation for userId and gives the grant it carries, in one transaction: of two
     * parallel acceptances (any process) one wins, the other finds it spent. An earlier grant of the
     * same account in the workspace is ended first (the new one replaces it).
     */
    accept: async (invitation: InvitationRow, userId: number, nowMs: number): Promise<AcceptOutcome> =>
      db.transaction().execute(async (trx): Promise<AcceptOutcome> => {
        const spent = await trx
          .updateTable('delegate_invitations')
          .set({ accepted_at: nowMs, accepted_by: userId })
          .where('id', '=', invitation.id)
          .where('accepted_at', 'is', null)
          .where('cancelled_at', 'is', null)
          .where('expires_at', '>', nowMs)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) === 0) return { ok: false, reason: 'spent' };
        await trx
          .updateTable('delegate_grants')
          .set({ ended_at: nowMs })
          .where('executive_id', '=', invitation.executiveId)
          .where('user_id', '=', userId)
          .where('ended_at', 'is', null)
          .execute();
        const grant = await trx
          .insertInto('delegate_grants')
          .values({ executive_id: invitation.executiveId, user_id: userId, role: invitation.role, ends_at: invitation.endsAt, created_at: nowMs })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, grantId: grant.id };
      }),
    /** A new role and/or end for a delegate whose access has not ended; undefined when there is none. */
    updateGrant: async (executiveId: number, grantId: number, change: { role?: DelegateRole; endsAt?: number | null }, nowMs: number): Promise<boolean> => {
      const set: { role?: DelegateRole; ends_at?: number | null } = {};
      if (change.role !== undefined) set.role = change.role;
      if (change.endsAt !== undefined) set.ends_at = change.endsAt;
      const result = await db
        .updateTable('delegate_grants')
        .set(set)
        .where('id', '=', grantId)
        .where('executive_id', '=', executiveId)
        .where('ended_at', 'is', null)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', nowMs)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Ends a delegate's access (by the executive); false when it had ended already or is not this workspace's. */
    endGrant: async (executiveId: number, grantId: number, nowMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('delegate_grants')
        .set({ ended_at: nowMs })
        .where('id', '=', grantId)
        .where('executive_id', '=', executiveId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The delegate ends their own access; false when they had none. */
    leave: async (executiveId: number, userId: number, nowMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('delegate_grants')
        .set({ ended_at: nowMs })
        .where('executive_id', '=', executiveId)
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The workspaces delegated to userId at nowMs, by name. */
    delegatedWorkspaces: async (userId: number, nowMs: number): Promise<Workspace[]> => {
      const rows = await liveGrants(nowMs)
        .innerJoin('executives as e', 'e.id', 'g.executive_id')
        .select(['e.id', 'e.name', 'e.time_zone', 'g.role', 'g.ends_at'])
        .where('g.user_id', '=', userId)
        .orderBy('e.name')
        .orderBy('e.id')
        .execute();
      return rows.map((r) => ({ executiveId: r.id, name: r.name, role: r.role, timeZone: r.time_zone, endsAt: iso(r.ends_at) }));
    },
  };
}
