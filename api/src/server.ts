// Opens the database, seeds the demo on first start, and serves the API plus the built front-end.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createBuiltInEngine } from './assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from './auth/accounts';
import { HOUR_MS, MINUTE_MS } from './auth/rate-limit';
import { createRepositories } from './db/repositories';
import { databaseConfigFromEnv, openDatabase } from './db/connection';
import { reanchorSampleData } from './db/seed/sample-anchor';
import { readEnv } from './env';
import { systemClock } from './lib/clock';
import { devOverridesFromEnv } from './static/dev-origins';
import { mountFrontend } from './static/mount-frontend';

export async function startServer(env = readEnv()) {
  const db = await openDatabase(databaseConfigFromEnv(env));
  await ensureDemoAccount(createRepositories(db), systemClock, undefined, env.PROVANA_DEMO_TIME_ZONE);
  // Once per start, not per request: sample data follows the calendar while the database is kept.
  const moved = await reanchorSampleData(createRepositories(db).conn, systemClock);
  if (moved.length > 0) console.log(`Sample data moved up to today for ${moved.length} workspace(s)`);
  const app = createApp({
    db,
    engine: createBuiltInEngine(),
    clock: systemClock,
    secureCookies: env.PROVANA_SECURE_COOKIES,
    trustProxy: env.PROVANA_TRUST_PROXY,
    authRateLimits: {
      signIn: { limit: env.PROVANA_SIGNIN_LIMIT_PER_MINUTE, windowMs: MINUTE_MS },
      signUp: { limit: env.PROVANA_SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR_MS },
    },
  });
  mountFrontend(app, { root: env.staticRoot, remoteOverrides: env.PROVANA_REMOTES, devOverrides: devOverridesFromEnv(env) });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
      const url = `http://${env.HOST}:${info.port}`;
      resolve({
        url,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              void db.close().then(done);
            });
          }),
      });
    });
  });
}

// Run directly (tsx src/server.ts), not when imported by the benchmark.
if (import.meta.url === `file://${process.argv[1]}`) {
  startServer()
    .then(({ url }) => console.log(`Provana listening on ${url} (demo account: ${DEMO_EMAIL} / ${DEMO_PASSWORD})`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
