// The database a test runs over: SQLite in memory, or (in the `postgres` Vitest project,
// PROVANA_TEST_DB=postgres) a fresh database on the run's throwaway PostgreSQL. Both start as a copy
// of what the global setup made once: migrated, or migrated with the demo account seeded. Every
// database a file opened is closed and dropped after the file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, openDatabase, type Db, type DialectName } from '../../src/db/connection';

export const TEST_DIALECT: DialectName = process.env.PROVANA_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const onPostgres = TEST_DIALECT === 'postgres';

const TEMPLATES = { migrated: 'provana_template', demo: 'provana_template_demo' } as const;

/** What a test database holds at first: the migrated schema, or also the demo account as of FIXED_NOW. */
export type TestDatabaseContent = keyof typeof TEMPLATES;
const opened: { db: Db; name: string | null }[] = [];
const cleanups: (() => void)[] = [];
let adminPool: pg.Pool | undefined;

function admin(): pg.Pool {
  adminPool ??= new pg.Pool({ connectionString: inject('pgAdminUrl'), max: 2 });
  return adminPool;
}

/** postgres://… of a database on the test server. */
export function testServerUrl(database: string): string {
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

/** A new PostgreSQL database (empty from template0, or a clone of a template); returns its name. */
export async function createPgDatabase(template: 'empty' | TestDatabaseContent = 'migrated'): Promise<string> {
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  const source = template === 'empty' ? 'template0' : TEMPLATES[template];
  // Two clones of one template at the same instant can collide on its lock: try again shortly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin().query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return name;
}

const sqliteImages = new Map<TestDatabaseContent, Buffer>();

/** The global setup's image of a SQLite database, read once per file. */
function sqliteImage(content: TestDatabaseContent): Buffer {
  let image = sqliteImages.get(content);
  if (!image) {
    image = fs.readFileSync(inject('sqliteImages')[content]);
    sqliteImages.set(content, image);
  }
  return image;
}

/** A migrated database for one test (or one file): SQLite in memory, or a fresh PostgreSQL database. */
export async function createTestDatabase(content: TestDatabaseContent = 'migrated'): Promise<Db> {
  if (!onPostgres) {
    // Migrating the copy checks the version only; it would catch an image older than the migrations.
    const db = await openDatabase({ file: ':memory:', image: sqliteImage(content) });
    opened.push({ db, name: null });
    return db;
  }
  const name = await createPgDatabase(content);
  // Small pools that let go of idle connections: a file may hold dozens of databases at once.
  const db = connect({ url: testServerUrl(name), poolSize: 4, idleTimeoutMs: 200 });
  opened.push({ db, name });
  return db;
}

/** Connects to a database made by createPgDatabase, without migrating; closed and dropped after the file. */
export function connectTestDatabase(name: string): Db {
  const db = connect({ url: testServerUrl(name), poolSize: 4, idleTimeoutMs: 200 });
  opened.push({ db, name });
  return db;
}

/**
 * One database that several "API processes" open, each with its own connection(s): a SQLite file in
 * a temporary folder, or one PostgreSQL database. Each open() is migrated (a no-op after the first).
 */
export async function createSharedTestDatabase(): Promise<{ open: () => Promise<Db> }> {
  if (!onPostgres) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-shared-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'provana.db');
    return {
      open: async () => {
        const db = await openDatabase({ file });
        opened.push({ db, name: null });
        return db;
      },
    };
  }
  const name = await createPgDatabase('migrated');
  return { open: async () => connectTestDatabase(name) };
}

/** Closes every database this file opened and drops the PostgreSQL ones (the setup file calls it after each file). */
export async function closeTestDatabases(): Promise<void> {
  const all = opened.splice(0);
  for (const { db } of all) await db.close().catch(() => undefined);
  for (const cleanup of cleanups.splice(0)) cleanup();
  if (!onPostgres) return;
  for (const { name } of all) if (name) await admin().query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminPool?.end();
  adminPool = undefined;
}
