// Whether an error means the database could not be reached, on either database: the request did
// nothing wrong, so it gets a 503 with Retry-After (app.ts) instead of a 500, and the request log
// names the reason. The error the driver threw is looked at itself, not its causes: a fetch that
// failed (a calendar feed, a model server) wraps its ECONNREFUSED and must stay a 500.

/** Seconds a client should wait before trying again: about as long as a database restart or failover takes. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; try again in a moment';

/** Socket errors of the connection to PostgreSQL (pg passes them on as they are). */
const SOCKET_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection lost',
  EPIPE: 'connection lost',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
};

/** PostgreSQL's SQLSTATEs for a server that is going, gone or full; class 08 is every connection exception. */
const SQLSTATES: Record<string, string> = {
  '57P01': 'server shutting down',
  '57P02': 'server crashed',
  '57P03': 'server not accepting connections yet',
  '53300': 'too many connections',
  // A primary that failed over became a read-only standby.
  '25006': 'read-only (standby)',
};

/** What pg and its pool say, in words, when a connection is lost or cannot be had in time. */
const PG_MESSAGES: [RegExp, string][] = [
  [/^timeout exceeded when trying to connect$/, 'pool timeout'],
  [/^Connection terminated due to connection timeout$/, 'connection timed out'],
  [/^Connection terminated/, 'connection lost'],
  [/is not queryable$/, 'connection lost'],
];

/** The reason the database could not be reached (for the log), or undefined for any other error. */
export function databaseUnavailable(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // better-sqlite3: another connection held the write lock past busy_timeout (SQLITE_BUSY and its extended codes).
    if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) return 'database locked (busy timeout)';
    const reason = SOCKET_ERRORS[code] ?? SQLSTATES[code] ?? (/^08[0-9A-Z]{3}$/.test(code) ? 'connection exception' : undefined);
    if (reason) return `${reason} (${code})`;
  }
  return PG_MESSAGES.find(([pattern]) => pattern.test(error.message))?.[1];
}
