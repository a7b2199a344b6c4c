// Opens the database, seeds the demo on first start, and serves the API plus the built front-end
// (with PROVANA_WORKERS > 1, from that many processes: http/workers.ts).
// SIGTERM / SIGINT: readiness fails, the server keeps answering for PROVANA_SHUTDOWN_DELAY_MS, then
// stops accepting, finishes its connections without resetting a request, closes the database and
// exits 0 (http/graceful-shutdown.ts); a second signal ends the delay.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type net from 'node:net';
import pino from 'pino';
import { createApp } from './app';
import { createBuiltInEngine } from './assistant/built-in';
import { DEMO_EMAIL, ensureDemoAccount } from './auth/accounts';
import { HOUR_MS, MINUTE_MS } from './auth/rate-limit';
import { trackConnections } from './http/connection-drain';
import { gracefulShutdown, type GracefulShutdown, type ShutdownOptions } from './http/graceful-shutdown';
import { WORKER_MESSAGES } from './http/worker-messages';
import { superviseWorkers } from './http/workers';
import { databaseConfigFromEnv, openDatabase } from './db/connection';
import { createRepositories } from './db/repositories';
import { reanchorSampleData } from './db/seed/sample-anchor';
import { readEnv, type Env } from './env';
import { processChangeHub } from './live/process-change-hub';
import { startCalendarSync } from './services/calendar/sync-scheduler';
import { startPushReminders } from './services/push/push-scheduler';
import { vapidIdentity } from './services/push/vapid-keys';
import { createMailer } from './services/mail/mailer';
import { ensureBundledRemotes } from './services/remotes/bundled-remotes';
import { databaseRegistry } from './services/remotes/registry-source';
import { systemClock } from './lib/clock';
import type { Lifecycle } from './app-env';
import { devOverridesFromEnv } from './static/dev-origins';
import { mountFrontend } from './static/mount-frontend';
import { databaseUnavailable } from './db/dialect/database-unavailable';

/** Attempts at preparing the database before a start fails. */
const START_ATTEMPTS = 5;

/**
 * prepareDatabase, tried again while the database is busy or away: a worker started by a rolling
 * restart prepares it while the running workers write (SQLite busy past its timeout under load), and
 * PostgreSQL may be restarting. Any other error fails the start at once.
 */
async function prepareDatabaseOrWait(env: Env, logger: pino.Logger) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await prepareDatabase(env, logger);
    } catch (error) {
      const reason = databaseUnavailable(error);
      if (!reason || attempt >= START_ATTEMPTS) throw error;
      logger.warn({ reason, attempt }, 'the database is unavailable at start-up; trying again');
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Migrates, seeds the demo on first start and moves sample data up to today: once per start. */
async function prepareDatabase(env: Env, logger: pino.Logger) {
  const db = await openDatabase(databaseConfigFromEnv(env));
  try {
    return await prepareOpenDatabase(db, logger, env);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

async function prepareOpenDatabase(db: Awaited<ReturnType<typeof openDatabase>>, logger: pino.Logger, env: Env) {
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, systemClock, undefined, env.PROVANA_DEMO_TIME_ZONE);
  // Once per start, not per request: sample data follows the calendar while the database is kept.
  const moved = await reanchorSampleData(repos.conn, systemClock);
  if (moved.length > 0) logger.info(`Sample data moved up to today for ${moved.length} workspace(s)`);
  // A remote no team has published yet serves the build beside this server.
  const bundled = await ensureBundledRemotes(repos, env.staticRoot, systemClock.now());
  if (bundled.length > 0) logger.info(`Remote registry: the bundled build is live for ${bundled.join(', ')}`);
  return { db, repos };
}

export async function startServer(env = readEnv()) {
  const logger = pino({ level: env.LOG_LEVEL });
  const { db, repos } = await prepareDatabaseOrWait(env, logger);
  const lifecycle: Lifecycle = { draining: false };
  const mailer = env.mail ? createMailer(env.mail, logger) : null;
  if (env.mail && !env.PROVANA_PUBLIC_URL)
    logger.warn('PROVANA_SMTP_URL is set without PROVANA_PUBLIC_URL: links in mails will use the address each request came to');
  // Live updates: writes here and in the other processes reach this process's open dashboards.
  const changes = processChangeHub({ db, databaseUrl: env.DATABASE_URL, sharedSqlite: cluster.isWorker, logger });
  const app = createApp({
    db,
    changes,
    engine: createBuiltInEngine(),
    clock: systemClock,
    logger,
    lifecycle,
    secureCookies: env.PROVANA_SECURE_COOKIES,
    trustProxy: env.PROVANA_TRUST_PROXY,
    compressApi: env.PROVANA_COMPRESS_API,
    model: env.model,
    stt: env.stt,
    calendarFetch: { allowLoopback: env.PROVANA_CALENDAR_ALLOW_LOOPBACK },
    push: { vapid: env.push.vapid, allowLoopback: env.push.allowLoopback },
    accountMail: mailer && env.mail ? { mailer, requireVerification: env.mail.requireVerification } : null,
    publicUrl: env.PROVANA_PUBLIC_URL ?? null,
    oidc: env.oidc,
    ...(env.PROVANA_OPERATOR_TOKEN
      ? { operator: { token: env.PROVANA_OPERATOR_TOKEN, staticRoot: env.staticRoot, allowLoopback: env.PROVANA_OPERATOR_ALLOW_LOOPBACK } }
      : {}),
    authRateLimits: {
      signIn: { limit: env.PROVANA_SIGNIN_LIMIT_PER_MINUTE, windowMs: MINUTE_MS },
      signUp: { limit: env.PROVANA_SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR_MS },
    },
  });
  const registry = databaseRegistry({ repos, clock: systemClock, secureCookies: env.PROVANA_SECURE_COOKIES, trustProxy: env.PROVANA_TRUST_PROXY });
  mountFrontend(app, { root: env.staticRoot, registry, devOverrides: devOverridesFromEnv(env) });
  // Subscribed calendars stay fresh: due ones are claimed in the database, so several processes share the work.
  const calendarSync = startCalendarSync({ repos, clock: systemClock, fetch: { allowLoopback: env.PROVANA_CALENDAR_ALLOW_LOOPBACK }, logger, changes });
  // Reminders reach devices with Provana closed; each (device, reminder) is claimed in the database, so one process sends it.
  const pushReminders = startPushReminders(
    { repos, clock: systemClock, vapid: vapidIdentity(repos, systemClock, env.push.vapid), fetch: { allowLoopback: env.push.allowLoopback }, logger },
    env.push.intervalMs,
  );
  const server = createServer();
  // Longer than the idle timeout of the clients and proxies that reuse connections (60 s for the
  // common load balancers; Node's own default is 5 s): a connection is then always closed by the
  // client, never by the server just as a request is written on it (which the client sees as ECONNRESET).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // Before the app's listener: every request is counted before it is answered.
  const connections = trackConnections(server);
  server.on('request', getRequestListener(app.fetch));
  const shutdown = gracefulShutdown({
    connections,
    lifecycle,
    logger,
    // Open streams would hold the drain for its whole grace: they end at once and their clients reconnect to another process.
    endLongLivedResponses: () => changes.endAll(),
    stopBackgroundWork: async () => {
      await Promise.all([calendarSync.stop(), pushReminders.stop()]);
    },
    // Once every request is answered: the mails they queued are handed over before the process ends.
    closeDatabase: async () => {
      await mailer?.idle();
      mailer?.close();
      await changes.stop();
      await db.close();
    },
  });
  return new Promise<{ url: string; logger: pino.Logger; shutdown: GracefulShutdown }>((resolve) => {
    server.listen(env.PORT, env.HOST, () => {
      resolve({ url: `http://${env.HOST}:${(server.address() as net.AddressInfo).port}`, logger, shutdown });
    });
  });
}

/** Serves in this process until SIGTERM / SIGINT (or, in a worker, the primary's message), then drains and exits. */
/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function serve(env: Env) {
  // Listened for from the start; before the server is up there is nothing to drain, so it just exits.
  let shutdown: GracefulShutdown | undefined;
  const begin = (options: ShutdownOptions) => {
    if (!shutdown) process.exit(0);
    void shutdown.begin(options).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  const drain = (reason: string) => begin({ reason, delayMs: env.PROVANA_SHUTDOWN_DELAY_MS, failReadiness: true });
  if (cluster.isWorker) {
    // The primary relays signals as messages (a second one as shutdownNow); a signal sent to the whole
    // process group as well (a service manager, Ctrl-C) only starts what the primary's message would.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => drain(signal));
    // The primary answers SIGHUP (a rolling restart); one sent to the whole group must not end a worker.
    process.on('SIGHUP', () => undefined);
    process.on('message', (message) => {
      if (message === WORKER_MESSAGES.shutdown) drain('shutdown');
      if (message === WORKER_MESSAGES.shutdownNow) {
        drain('shutdown');
        shutdown?.endDelay();
      }
      if (message === WORKER_MESSAGES.retire) begin({ reason: 'rolling restart', delayMs: 0, failReadiness: false });
    });
  } else {
    // A second signal ends the drain delay (Ctrl-C twice: stop now, still finishing what is in flight).
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => (shutdown?.begun() ? shutdown.endDelay() : drain(signal)));
  }
  startServer(env)
    .then((started) => {
      // No password in the log, not even the demo's (the README gives it).
      started.logger.info(`Provana listening on ${started.url} (demo account: ${DEMO_EMAIL})`);
      shutdown = started.shutdown;
    })
    .catch(exitWithError);
}

/** PROVANA_WORKERS > 1: prepare the database once (workers then find it migrated and seeded), then fork. */
async function superviseServers(env: Env) {
  const logger = pino({ level: env.LOG_LEVEL });
  const { db } = await prepareDatabaseOrWait(env, logger);
  await db.close();
  logger.info(`Provana starting ${env.PROVANA_WORKERS} server processes on port ${env.PORT}`);
  process.exit(await superviseWorkers(env.PROVANA_WORKERS, logger));
}

function exitWithError(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Run directly (node dist/server.mjs, tsx src/server.ts), not when imported by a test. Cluster workers
// run this same file.
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const env = readEnv();
    if (env.PROVANA_WORKERS > 1 && cluster.isPrimary) superviseServers(env).catch(exitWithError);
    else serve(env);
  } catch (error) {
    exitWithError(error);
  }
}
