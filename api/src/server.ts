// Opens the database, seeds the demo on first start, and serves the API plus the built front-end
// (with PROVANA_WORKERS > 1, from that many processes: http/workers.ts).
// SIGTERM / SIGINT: stop accepting connections, let the requests in flight finish (at most
// SHUTDOWN_GRACE_MS), close the database, exit 0.
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import pino from 'pino';
import { createApp } from './app';
import { createBuiltInEngine } from './assistant/built-in';
import { DEMO_EMAIL, ensureDemoAccount } from './auth/accounts';
import { HOUR_MS, MINUTE_MS } from './auth/rate-limit';
import { defaultResponseHeaders, nodeListener } from './http/node-listener';
import { superviseWorkers } from './http/workers';
import { databaseConfigFromEnv, openDatabase } from './db/connection';
import { createRepositories } from './db/repositories';
import { reanchorSampleData } from './db/seed/sample-anchor';
import { readEnv, type Env } from './env';
import { startCalendarSync } from './services/calendar/sync-scheduler';
import { systemClock } from './lib/clock';
import type { Lifecycle } from './routes/health';
import { devOverridesFromEnv } from './static/dev-origins';
import { mountFrontend } from './static/mount-frontend';

/** How long requests in flight may take to finish once a shutdown has begun. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** Migrates, seeds the demo on first start and moves sample data up to today: once per start. */
async function prepareDatabase(env: Env, logger: pino.Logger) {
  const db = await openDatabase(databaseConfigFromEnv(env));
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, systemClock, undefined, env.PROVANA_DEMO_TIME_ZONE);
  // Once per start, not per request: sample data follows the calendar while the database is kept.
  const moved = await reanchorSampleData(repos.conn, systemClock);
  if (moved.length > 0) logger.info(`Sample data moved up to today for ${moved.length} workspace(s)`);
  return { db, repos };
}

export async function startServer(env = readEnv()) {
  const logger = pino({ level: env.LOG_LEVEL });
  const { db, repos } = await prepareDatabase(env, logger);
  const lifecycle: Lifecycle = { draining: false };
  const app = createApp({
    db,
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
    authRateLimits: {
      signIn: { limit: env.PROVANA_SIGNIN_LIMIT_PER_MINUTE, windowMs: MINUTE_MS },
      signUp: { limit: env.PROVANA_SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR_MS },
    },
  });
  mountFrontend(app, { root: env.staticRoot, remoteOverrides: env.PROVANA_REMOTES, devOverrides: devOverridesFromEnv(env) });
  // Subscribed calendars stay fresh: due ones are claimed in the database, so several processes share the work.
  const calendarSync = startCalendarSync({ repos, clock: systemClock, fetch: { allowLoopback: env.PROVANA_CALENDAR_ALLOW_LOOPBACK }, logger });
  const server = createServer(nodeListener(app.fetch, await defaultResponseHeaders()));
  return new Promise<{ url: string; logger: pino.Logger; close: () => Promise<void> }>((resolve) => {
    server.listen(env.PORT, env.HOST, () => {
      const requests = trackRequests(server);
      let closing: Promise<void> | undefined;
      const close = () =>
        (closing ??= (async () => {
          lifecycle.draining = true;
          await calendarSync.stop();
          await closeGracefully(server, requests, SHUTDOWN_GRACE_MS);
          await db.close();
        })());
      resolve({ url: `http://${env.HOST}:${(server.address() as net.AddressInfo).port}`, logger, close });
    });
  });
}

/** After the last request in flight, how long no new one may arrive before the connections close. */
const QUIET_MS = 300;

/**
 * Counts the requests being served and, from closeGracefully() on, answers each with
 * `Connection: close` so clients stop reusing their keep-alive connections.
 */
function trackRequests(server: Server) {
  const state = { active: 0, lastActivity: Date.now(), draining: false };
  server.on('request', (_req, res) => {
    state.active += 1;
    state.lastActivity = Date.now();
    if (state.draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      state.active -= 1;
      state.lastActivity = Date.now();
    });
  });
  return state;
}

/**
 * Stops accepting connections, then waits until no request has been in flight for QUIET_MS (requests
 * a client already wrote on an open connection are still read and answered) or graceMs has passed,
 * and closes what is left. Not server.close(): since Node 19 it drops idle keep-alive connections at
 * once, resetting requests that were sent but not yet read.
 */
function closeGracefully(server: Server, requests: ReturnType<typeof trackRequests>, graceMs: number): Promise<void> {
  requests.draining = true;
  net.Server.prototype.close.call(server);
  const started = Date.now();
  return new Promise((done) => {
    const check = setInterval(() => {
      const quiet = requests.active === 0 && Date.now() - requests.lastActivity >= QUIET_MS;
      if (!quiet && Date.now() - started < graceMs) return;
      clearInterval(check);
      server.closeAllConnections();
      done();
    }, 25);
  });
}

/** Serves in this process until SIGTERM / SIGINT, then finishes the requests in flight and exits. */
function serve(env: Env) {
  startServer(env)
    .then(({ url, logger, close }) => {
      // No password in the log, not even the demo's (the README gives it).
      logger.info(`Provana listening on ${url} (demo account: ${DEMO_EMAIL})`);
      const stop = (signal: string) => {
        logger.info(`${signal}: finishing the requests in flight, then stopping`);
        void close().then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', () => stop('SIGTERM'));
      process.once('SIGINT', () => stop('SIGINT'));
    })
    .catch(exitWithError);
}

/** PROVANA_WORKERS > 1: prepare the database once (workers then find it migrated and seeded), then fork. */
async function superviseServers(env: Env) {
  const logger = pino({ level: env.LOG_LEVEL });
  const { db } = await prepareDatabase(env, logger);
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
