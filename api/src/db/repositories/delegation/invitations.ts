// Delegated access (migration 027), the invitations: a link that, once accepted, gives a grant.
// Single use and the seat limit hold across processes: an invitation is spent by a conditional
// UPDATE (one winner), and seats are counted and taken in one transaction that, on PostgreSQL,
// holds the workspace's row.
import { sql, type Selectable } from 'kysely';
import type { DelegateRole, PendingInvitation } from '@provana/contracts';
import type { DelegateInvitationsTable } from '../../schema';
import type { Conn } from '../conn';
import { iso, isoOf, pendingInvitations } from './shared';

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

const PENDING_COLUMNS = ['id', 'email', 'role', 'ends_at', 'created_at', 'expires_at'] as const;
const toPending = (r: Pick<Selectable<DelegateInvitationsTable>, (typeof PENDING_COLUMNS)[number]>): PendingInvitation => ({
  id: r.id,
  email: r.email,
  role: r.role,
  endsAt: iso(r.ends_at),
  createdAt: isoOf(r.created_at),
  expiresAt: isoOf(r.expires_at),
});

export function delegateInvitationsRepository({ db, dialect }: Conn) {
  return {
    pendingInvitations: async (executiveId: number, nowMs: number): Promise<PendingInvitation[]> => {
      const rows = await pendingInvitations(db, nowMs)
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
          .returning(PENDING_COLUMNS)
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
        .returning(PENDING_COLUMNS)
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
  };
}
