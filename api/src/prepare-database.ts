// What every start does to the database before serving: migrate, seed the demo on first start, move
// the sample data up to today and make the bundled remotes live; tried again while the database is
// busy or away.
import type pino from 'pino';
import { ensureDemoAccount } from './auth/accounts';
import { databaseConfigFromEnv, openDatabase } from './db/connection';
import { databaseUnavailable } from './db/dialect/database-unavailable';
import { createRepositories } from './db/repositories';
import { reanchorSampleData } from './db/seed/sample-anchor';
import type { Env } from './env';
import { systemClock } from './lib/clock';
import { ensureBundledRemotes } from './services/remotes/bundled-remotes';

/** Attempts at preparing the database before a start fails. */
const START_ATTEMPTS = 5;

/**
 * prepareDatabase, tried again while the database is busy or away: a worker started by a rolling
 * restart prepares it while the running workers write (SQLite busy past its timeout under load), and
 * PostgreSQL may be restarting. Any other error fails the start at once.
 */
export async function prepareDatabaseOrWait(env: Env, logger: pino.Logger) {
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
