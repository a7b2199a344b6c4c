// The remote registry (migration 020): published versions, the live and canary version per remote,
// and the promotion history. Read on every page and /remotes.json and never remembered in a process,
// so a promotion written by any API process is what every process serves next. Each change is one
// transaction that first writes the remote's live row: on PostgreSQL that locks the row, on SQLite it
// takes the write lock, so concurrent promotions and rollbacks (any process) take turns and each
// reads the state the previous one left.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { RemoteVersionsTable, Schema } from '../schema';
import { preparedQuery } from '../prepared-query';
import type { Conn } from './conn';

export interface NewRemoteVersion {
  remote: string;
  version: string;
  entryUrl: string;
  manifestUrl: string | null;
  /** mf-manifest.json as JSON text, or null. */
  manifest: string | null;
  publishedBy: string;
  publishedAt: number;
}

export interface StoredRemoteVersion extends NewRemoteVersion {
  id: number;
}

/** What /remotes.json and the pages' CSP are computed from: one row per remote that has a live version. */
export interface LiveRemote {
  remote: string;
  liveEntryUrl: string;
  canaryEntryUrl: string | null;
  canaryPercent: number | null;
}

/** A remote's state as the operator sees it. */
export interface RemoteState {
  remote: string;
  live: { version: string; entryUrl: string };
  canary: { version: string; entryUrl: string; percent: number } | null;
  /** The version a rollback would return to, or null. */
  previous: string | null;
  updatedAt: number;
}

export type PromoteOutcome = { kind: 'ok'; state: RemoteState } | { kind: 'unknown_version' } | { kind: 'no_live_version' } | { kind: 'already_live' };
export type RollbackOutcome = { kind: 'ok'; state: RemoteState } | { kind: 'no_previous' };

type Db = Kysely<Schema>;

const toVersion = (r: Selectable<RemoteVersionsTable>): StoredRemoteVersion => ({
  id: r.id,
  remote: r.remote,
  version: r.version,
  entryUrl: r.entry_url,
  manifestUrl: r.manifest_url,
  manifest: r.manifest,
  publishedBy: r.published_by,
  publishedAt: Number(r.published_at),
});

/** Takes the remote's turn (see the file comment); false when it has no live row yet. */
async function lockLive(trx: Db, remote: string, now: number): Promise<boolean> {
  const result = await trx.updateTable('remote_live').set({ updated_at: now }).where('remote', '=', remote).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function stateOf(db: Db, remote: string): Promise<RemoteState | null> {
  const row = await db
    .selectFrom('remote_live as l')
    .innerJoin('remote_versions as lv', 'lv.id', 'l.live_version_id')
    .leftJoin('remote_versions as cv', 'cv.id', 'l.canary_version_id')
    .select([
      'l.remote',
      'l.live_version_id',
      'lv.version as live_version',
      'lv.entry_url as live_entry',
      'cv.version as canary_version',
      'cv.entry_url as canary_entry',
      'l.canary_percent',
      'l.updated_at',
    ])
    .where('l.remote', '=', remote)
    .executeTakeFirst();
  if (!row) return null;
  const previous = await previousLive(db, remote, row.live_version_id);
  return {
    remote: row.remote,
    live: { version: row.live_version, entryUrl: row.live_entry },
    canary:
      row.canary_version && row.canary_entry && row.canary_percent
        ? { version: row.canary_version, entryUrl: row.canary_entry, percent: row.canary_percent }
        : null,
    previous: previous?.version ?? null,
    updatedAt: Number(row.updated_at),
  };
}

/** The newest active promotion of another version than the live one: where a rollback goes. */
async function previousLive(db: Db, remote: string, liveVersionId: number): Promise<{ promotionId: number; versionId: number; version: string } | null> {
  const row = await db
    .selectFrom('remote_promotions as p')
    .innerJoin('remote_versions as v', 'v.id', 'p.version_id')
    .select(['p.id', 'p.version_id', 'v.version'])
    .where('p.remote', '=', remote)
    .where('p.rolled_back_at', 'is', null)
    .where('p.version_id', '<>', liveVersionId)
    .orderBy('p.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { promotionId: row.id, versionId: row.version_id, version: row.version } : null;
}

export function remoteRegistryRepository(conn: Conn) {
  const { db } = conn;
  const inTransaction = <T>(fn: (trx: Db) => Promise<T>): Promise<T> =>
    db.isTransaction ? fn(db) : db.transaction().execute((trx: Transaction<Schema>) => fn(trx));
  // Every page and every /remotes.json runs this: compiled once (see prepared-query.ts).
  const liveRows = preparedQuery(conn, 0, () =>
    db
      .selectFrom('remote_live as l')
      .innerJoin('remote_versions as lv', 'lv.id', 'l.live_version_id')
      .leftJoin('remote_versions as cv', 'cv.id', 'l.canary_version_id')
      .select(['l.remote', 'lv.entry_url as live_entry', 'cv.entry_url as canary_entry', 'l.canary_percent'])
      .orderBy('l.remote'),
  );

  return {
    live: async (): Promise<LiveRemote[]> =>
      (await liveRows()).map((r) => ({ remote: r.remote, liveEntryUrl: r.live_entry, canaryEntryUrl: r.canary_entry, canaryPercent: r.canary_percent })),

    findVersion: async (remote: string, version: string): Promise<StoredRemoteVersion | null> => {
      const row = await db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
      return row ? toVersion(row) : null;
    },

    /** Every version of every remote, newest first per remote. */
    versions: async (): Promise<StoredRemoteVersion[]> =>
      (await db.selectFrom('remote_versions').selectAll().orderBy('remote').orderBy('id', 'desc').execute()).map(toVersion),

    state: (remote: string): Promise<RemoteState | null> => stateOf(db, remote),

    /** Stores a version; null when the remote already has one with that label (nothing written). */
    addVersion: async (v: NewRemoteVersion): Promise<StoredRemoteVersion | null> => {
      const row = await db
        .insertInto('remote_versions')
        .values({
          remote: v.remote,
          version: v.version,
          entry_url: v.entryUrl,
          manifest_url: v.manifestUrl,
          manifest: v.manifest,
          published_by: v.publishedBy,
          published_at: v.publishedAt,
        })
        .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? toVersion(row) : null;
    },

    /**
     * Makes `v` live for a remote that has no live version yet (the server's bundled build at start-up);
     * false when it has one, or another process made one live first. Safe when several processes start at once.
     */
    ensureLive: (v: NewRemoteVersion): Promise<boolean> =>
      inTransaction(async (trx) => {
        await trx
          .insertInto('remote_versions')
          .values({
            remote: v.remote,
            version: v.version,
            entry_url: v.entryUrl,
            manifest_url: v.manifestUrl,
            manifest: v.manifest,
            published_by: v.publishedBy,
            published_at: v.publishedAt,
          })
          .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
          .execute();
        const version = await trx
          .selectFrom('remote_versions')
          .select('id')
          .where('remote', '=', v.remote)
          .where('version', '=', v.version)
          .executeTakeFirstOrThrow();
        const made = await trx
          .insertInto('remote_live')
          .values({ remote: v.remote, live_version_id: version.id, canary_version_id: null, canary_percent: null, updated_at: v.publishedAt })
          .onConflict((oc) => oc.column('remote').doNothing())
          .returning('remote')
          .executeTakeFirst();
        if (!made) return false;
        await trx
          .insertInto('remote_promotions')
          .values({ remote: v.remote, version_id: version.id, promoted_by: v.publishedBy, promoted_at: v.publishedAt })
          .execute();
        return true;
      }),

    /**
     * Without a canary share: `version` becomes live for everyone (recorded in the history unless it
     * already was) and any canary ends. With one: `version` becomes the canary for that share of
     * accounts while the live version stays.
     */
    promote: (remote: string, version: string, options: { canaryPercent?: number; by: string; now: number }): Promise<PromoteOutcome> =>
      inTransaction(async (trx): Promise<PromoteOutcome> => {
        if (!(await lockLive(trx, remote, options.now))) return { kind: 'no_live_version' };
        const target = await trx.selectFrom('remote_versions').select('id').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
        if (!target) return { kind: 'unknown_version' };
        const current = await trx.selectFrom('remote_live').select('live_version_id').where('remote', '=', remote).executeTakeFirstOrThrow();
        if (options.canaryPercent !== undefined) {
          if (current.live_version_id === target.id) return { kind: 'already_live' };
          await trx
            .updateTable('remote_live')
            .set({ canary_version_id: target.id, canary_percent: options.canaryPercent })
            .where('remote', '=', remote)
            .execute();
        } else {
          await trx
            .updateTable('remote_live')
            .set({ live_version_id: target.id, canary_version_id: null, canary_percent: null })
            .where('remote', '=', remote)
            .execute();
          if (current.live_version_id !== target.id) {
            await trx.insertInto('remote_promotions').values({ remote, version_id: target.id, promoted_by: options.by, promoted_at: options.now }).execute();
          }
        }
        return { kind: 'ok', state: (await stateOf(trx, remote)) as RemoteState };
      }),

    /** Back to the version that was live before the current one; the canary ends. */
    rollback: (remote: string, options: { by: string; now: number }): Promise<RollbackOutcome> =>
      inTransaction(async (trx): Promise<RollbackOutcome> => {
        if (!(await lockLive(trx, remote, options.now))) return { kind: 'no_previous' };
        const current = await trx.selectFrom('remote_live').select('live_version_id').where('remote', '=', remote).executeTakeFirstOrThrow();
        const target = await previousLive(trx, remote, current.live_version_id);
        if (!target) return { kind: 'no_previous' };
        await trx
          .updateTable('remote_promotions')
          .set({ rolled_back_by: options.by, rolled_back_at: options.now })
          .where('remote', '=', remote)
          .where('rolled_back_at', 'is', null)
          .where('id', '>', target.promotionId)
          .execute();
        await trx
          .updateTable('remote_live')
          .set({ live_version_id: target.versionId, canary_version_id: null, canary_percent: null })
          .where('remote', '=', remote)
          .execute();
        return { kind: 'ok', state: (await stateOf(trx, remote)) as RemoteState };
      }),
  };
}
