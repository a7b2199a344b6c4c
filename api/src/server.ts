// The server process, wired from its parts: the database prepared (prepare-database.ts), the app and
// its background work (calendar sync, push reminders, webhook deliveries) over it, the HTTP server that tracks every
// request (http/http-server.ts), and the shutdown that drains it on a signal (http/shutdown-signals.ts,
// http/graceful-shutdown.ts). With PROVANA_WORKERS > 1 it serves from that many processes (http/workers.ts).
import cluster from 'node:cluster';
import type net from 'node:net';
import pino from 'pino';
import { createApp } from './app';
import type { Lifecycle } from './app-env';
import { createBuiltInEngine } from './assistant/built-in';
import { DEMO_EMAIL } from './auth/accounts';
import { HOUR_MS, MINUTE_MS } from './auth/rate-limit';
import { gracefulShutdown, type GracefulShutdown } from './http/graceful-shutdown';
import { createHttpServer } from './http/http-server';
import { listenForShutdown } from './http/shutdown-signals';
import { superviseWorkers } from './http/workers';
import { readEnv, type Env } from './env';
import { systemClock } from './lib/clock';
import { processChangeHub } from './live/process-change-hub';
import { prepareDatabaseOrWait } from './prepare-database';
import { startCalendarSync } from './services/calendar/sync-scheduler';
import { loadSecretKey, secretBox } from './lib/secret-box';
import { createMailer } from './services/mail/mailer';
import { startPushReminders } from './services/push/push-scheduler';
import { startWebhookDeliveries } from './services/webhooks/delivery-engine';
import { mailOwnerWhenDisabled } from './services/webhooks/endpoint-disabled';
import { vapidIdentity } from './services/push/vapid-keys';
import { databaseRegistry } from './services/remotes/registry-source';
import { devOverridesFromEnv } from './static/dev-origins';
import { mountFrontend } from './static/mount-frontend';

export async function startServer(env = readEnv()) {
  const logger = pino({ level: env.LOG_LEVEL });
  const { db, repos } = await prepareDatabaseOrWait(env, logger);
  const lifecycle: Lifecycle = { draining: false };
  const mailer = env.mail ? createMailer(env.mail, logger) : null;
  if (env.mail && !env.PROVANA_PUBLIC_URL)
    logger.warn('PROVANA_SMTP_URL is set without PROVANA_PUBLIC_URL: links in mails will use the address each request came to');
  // Live updates: writes here and in the other processes reach this process's open dashboards.
  const calendarAccounts = {
    secrets: secretBox(loadSecretKey({ secretKey: env.PROVANA_SECRET_KEY, databaseFile: env.databaseFile })),
    intervalMs: env.PROVANA_CALDAV_SYNC_SECONDS * 1000,
  };
  const changes = processChangeHub({ db, databaseUrl: env.DATABASE_URL, sharedSqlite: cluster.isWorker, logger });
  // Webhook deliveries are queued in the database and claimed there, so several processes share the work.
  const webhookFetch = { allowLoopback: env.PROVANA_WEBHOOK_ALLOW_LOOPBACK };
  const webhooks = startWebhookDeliveries({
    repos,
    clock: systemClock,
    secrets: calendarAccounts.secrets,
    fetch: webhookFetch,
    logger,
    onEndpointDisabled: mailOwnerWhenDisabled({ repos, mailer, publicUrl: env.PROVANA_PUBLIC_URL ?? null }),
  });
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
    calendarAccounts,
    webhooks: { allowLoopback: webhookFetch.allowLoopback, wake: webhooks.wake },
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
  const calendarSync = startCalendarSync({
    repos,
    clock: systemClock,
    fetch: { allowLoopback: env.PROVANA_CALENDAR_ALLOW_LOOPBACK },
    logger,
    changes,
    accounts: calendarAccounts,
  });
  // Reminders reach devices with Provana closed; each (device, reminder) is claimed in the database, so one process sends it.
  const pushReminders = startPushReminders(
    { repos, clock: systemClock, vapid: vapidIdentity(repos, systemClock, env.push.vapid), fetch: { allowLoopback: env.push.allowLoopback }, logger },
    env.push.intervalMs,
  );
  const { server, connections } = createHttpServer(app.fetch);
  const shutdown = gracefulShutdown({
    connections,
    lifecycle,
    logger,
    // Open streams would hold the drain for its whole grace: they end at once and their clients reconnect to another process.
    endLongLivedResponses: () => changes.endAll(),
    stopBackgroundWork: async () => {
      await Promise.all([calendarSync.stop(), pushReminders.stop(), webhooks.stop()]);
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
function serve(env: Env) {
  const serving = listenForShutdown(env);
  startServer(env)
    .then((started) => {
      // No password in the log, not even the demo's (the README gives it).
      started.logger.info(`Provana listening on ${started.url} (demo account: ${DEMO_EMAIL})`);
      serving(started.shutdown);
    })
    .catch(exitWithError);
}

/** PROVANA_WORKERS > 1: prepare the database once (workers then find it migrated and seeded), then fork. */
async function superviseServers(env: Env) {
  const logger = pino({ level: env.LOG_LEVEL });
  const { db } = await prepareDatabaseOrWait(env, logger);
  await db.close();
  // The key file (when the operator gives no key) exists before any worker reads it.
  loadSecretKey({ secretKey: env.PROVANA_SECRET_KEY, databaseFile: env.databaseFile });
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
