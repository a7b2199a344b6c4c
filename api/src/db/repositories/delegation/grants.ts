// Delegated access (migration 027), the grants: a role in a workspace given to another account.
// The access check calls liveGrant on every request that is not the owner's: one indexed read that
// also brings the workspace's time zone and data version, so nothing about a grant is cached.
import type { Delegate, DelegateRole, Workspace } from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { DelegateGrantsTable, UsersTable } from '../../schema';
import type { Conn } from '../conn';
import { iso, isoOf, liveGrants } from './shared';

/** A grant the access check found: what the request may do, and the workspace's facts it needs. */
export interface LiveGrant {
  id: number;
  role: DelegateRole;
  openedSession: string | null;
  timeZone: string;
  dataVersion: number;
}

/** A grant with its delegate's account and own workspace's name (own_name), as delegateColumns select it. */
type DelegateRow = Pick<Selectable<DelegateGrantsTable>, 'id' | 'user_id' | 'role' | 'ends_at' | 'created_at'> &
  Pick<Selectable<UsersTable>, 'name' | 'first_name' | 'last_name' | 'email'> & { own_name: string | null };

export function delegateGrantsRepository({ db }: Conn) {
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
  const toDelegate = (r: DelegateRow): Delegate => ({
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
      const row = await liveGrants(db, nowMs)
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
      const rows = await liveGrants(db, nowMs)
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
      const row = await liveGrants(db, nowMs)
        .innerJoin('users as u', 'u.id', 'g.user_id')
        .leftJoin('executives as own', 'own.user_id', 'u.id')
        .select(delegateColumns)
        .where('g.executive_id', '=', executiveId)
        .where('g.id', '=', grantId)
        .executeTakeFirst();
      return row ? toDelegate(row) : undefined;
    },
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
      const rows = await liveGrants(db, nowMs)
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
