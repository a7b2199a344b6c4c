// Live updates across the server processes of one machine on SQLite (PROVANA_WORKERS > 1). SQLite
// has no notifications, but it keeps what is needed: PRAGMA data_version changes on a connection
// when another connection (another process) committed, and executives.data_version counts changes
// per workspace (migration 011's triggers, and every hint published here bumps it). Every POLL_MS
// this process reads the pragma (no I/O beyond the shared WAL index); when another process wrote,
// it reads the open workspaces' versions and sends each one that moved a reload hint.
import type SqliteDatabase from 'better-sqlite3';
import type { Logger } from 'pino';
import type { ChangeHint, ChangeRelay } from './change-hub';

export const POLL_MS = 250;

export interface SqliteVersionRelayOptions {
  /** The process's own connection: its own commits do not move its data_version. */
  sqlite: SqliteDatabase.Database;
  pollMs?: number;
  logger?: Logger;
}

export function sqliteVersionRelay({ sqlite, pollMs = POLL_MS, logger }: SqliteVersionRelayOptions): ChangeRelay {
  const pragmaVersion = () => sqlite.pragma('data_version', { simple: true }) as number;
  const bump = sqlite.prepare<[number], { data_version: number }>('UPDATE executives SET data_version = data_version + 1 WHERE id = ? RETURNING data_version');
  /** The last version seen of each workspace with open streams here. */
  const seen = new Map<number, number>();
  let lastPragma = pragmaVersion();
  let timer: NodeJS.Timeout | undefined;
  let deliver: (hint: ChangeHint) => void = () => undefined;
  let openWorkspaces: () => number[] = () => [];

  const versionsOf = (ids: number[]) => {
    const rows = sqlite.prepare(`SELECT id, data_version FROM executives WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as {
      id: number;
      data_version: number;
    }[];
    return new Map(rows.map((row) => [row.id, row.data_version]));
  };

  const poll = () => {
    const open = openWorkspaces();
    const openSet = new Set(open);
    for (const id of seen.keys()) if (!openSet.has(id)) seen.delete(id);
    const current = pragmaVersion();
    const othersWrote = current !== lastPragma;
    lastPragma = current;
    const toRead = othersWrote ? open : open.filter((id) => !seen.has(id));
    if (toRead.length === 0) return;
    for (const [id, version] of versionsOf(toRead)) {
      const before = seen.get(id);
      seen.set(id, version);
      if (before !== undefined && before !== version) deliver({ executiveId: id, domain: 'reload' });
    }
  };

  const safePoll = () => {
    try {
      poll();
    } catch (error) {
      // Busy or closing: the next round reads again.
      logger?.debug({ err: error }, 'live updates: the data version could not be read');
    }
  };

  return {
    publish: (hint) => {
      // An ended delegate's streams elsewhere end at their lifetime; what they are told meanwhile it can no longer read.
      if (hint.endsStreamsOf !== undefined) return;
      try {
        // What the others wrote first is heard first, so the version read back below is only ours.
        safePoll();
        const before = pragmaVersion();
        const row = bump.get(hint.executiveId);
        if (row && seen.has(hint.executiveId) && pragmaVersion() === before) seen.set(hint.executiveId, row.data_version);
      } catch (error) {
        logger?.warn({ err: error }, 'live updates: a change could not be marked for the other processes');
      }
    },
    // Read at once, not at the next round: a write in that moment would otherwise be taken as the starting point.
    watch: (executiveId) => {
      try {
        if (!seen.has(executiveId)) for (const [id, version] of versionsOf([executiveId])) seen.set(id, version);
      } catch (error) {
        logger?.debug({ err: error }, 'live updates: the data version could not be read');
      }
    },
    start: (deliverHint, hub) => {
      deliver = deliverHint;
      openWorkspaces = hub.openWorkspaces;
      timer = setInterval(safePoll, pollMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
    },
  };
}
