// Live updates across API processes on PostgreSQL: each process LISTENs on one dedicated connection
// (Kysely has none: a pooled connection would be handed to queries) and NOTIFYs through its pool.
// A notification carries ids only (executive, kind, item id, private flag, the sending process; or
// the account whose streams end because its access changed),
// never data. PostgreSQL keeps nothing for a connection that was away, so after the listening
// connection is lost and opened again every open workspace here gets a reload hint.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';
import { LIVE_DOMAINS, type LiveDomain } from '@provana/contracts';
import type { ChangeHint, ChangeRelay } from './change-hub';

export const CHANNEL = 'provana_workspace_changes';
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

interface Wire {
  /** The sending process: it has delivered the hint itself already. */
  o: string;
  e: number;
  d: LiveDomain | 'reload';
  i?: number | string;
  p?: 1;
  u?: 1;
  /** An account whose streams in the workspace end (its access changed). */
  x?: number;
}

const DOMAINS: ReadonlySet<string> = new Set([...LIVE_DOMAINS, 'reload']);

export function encodeHint(origin: string, hint: ChangeHint): string {
  const wire: Wire = { o: origin, e: hint.executiveId, d: hint.domain };
  if (hint.id !== undefined) wire.i = hint.id;
  if (hint.private) wire.p = 1;
  if (hint.privacyUnknown) wire.u = 1;
  if (hint.endsStreamsOf !== undefined) wire.x = hint.endsStreamsOf;
  return JSON.stringify(wire);
}

/** The hint in a notification, or null when it is not one of ours (or came from this process). */
export function decodeHint(origin: string, payload: string | undefined): ChangeHint | null {
  let wire: Partial<Wire>;
  try {
    wire = JSON.parse(payload ?? '') as Partial<Wire>;
  } catch {
    return null;
  }
  if (wire.o === origin || typeof wire.e !== 'number' || typeof wire.d !== 'string' || !DOMAINS.has(wire.d)) return null;
  return {
    executiveId: wire.e,
    domain: wire.d,
    ...(typeof wire.i === 'number' || typeof wire.i === 'string' ? { id: wire.i } : {}),
    ...(wire.p === 1 ? { private: true } : {}),
    ...(wire.u === 1 ? { privacyUnknown: true } : {}),
    ...(typeof wire.x === 'number' ? { endsStreamsOf: wire.x } : {}),
  };
}

export interface PostgresRelayOptions {
  /** The database's connection string (the listening connection's own). */
  url: string;
  /** Where NOTIFY is sent: the process's pool. */
  pool: pg.Pool;
  logger?: Logger;
}

export function postgresRelay({ url, pool, logger }: PostgresRelayOptions): ChangeRelay {
  const origin = randomBytes(6).toString('base64url');
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = async (deliver: (hint: ChangeHint) => void, openWorkspaces: () => number[], afterLoss: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      const hint = decodeHint(origin, message.payload);
      if (hint) deliver(hint);
    });
    next.on('error', (error) => {
      if (stopped || client !== next) return;
      logger?.warn({ err: error }, 'live updates: the PostgreSQL listening connection was lost; opening it again');
      client = null;
      void next.end().catch(() => undefined);
      scheduleListen(deliver, openWorkspaces);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RECONNECT_MIN_MS;
    // Whatever was notified while no connection listened is lost: every open dashboard here reloads.
    if (afterLoss) for (const executiveId of openWorkspaces()) deliver({ executiveId, domain: 'reload' });
    logger?.info("live updates: listening for the other processes' changes on PostgreSQL");
  };

  const scheduleListen = (deliver: (hint: ChangeHint) => void, openWorkspaces: () => number[]) => {
    if (stopped) return;
    retryTimer = setTimeout(() => {
      listen(deliver, openWorkspaces, true).catch((error: unknown) => {
        logger?.warn({ err: error }, 'live updates: could not listen on PostgreSQL; trying again');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        scheduleListen(deliver, openWorkspaces);
      });
    }, retryMs);
    retryTimer.unref();
  };

  return {
    publish: (hint) => {
      // After the write's answer, outside its transaction; a lost notification costs a hint, never the write.
      pool.query('SELECT pg_notify($1, $2)', [CHANNEL, encodeHint(origin, hint)]).catch((error: unknown) => {
        logger?.warn({ err: error }, 'live updates: a change could not be sent to the other processes');
      });
    },
    start: (deliver, hub) => {
      listen(deliver, hub.openWorkspaces, false).catch((error: unknown) => {
        logger?.warn({ err: error }, 'live updates: could not listen on PostgreSQL; trying again');
        scheduleListen(deliver, hub.openWorkspaces);
      });
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
