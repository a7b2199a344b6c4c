// `npm run backup`: SQLite's online backup of a database file that another connection keeps writing to,
// as the running server would. Always over a temporary SQLite file (also in the postgres project): it
// tests SQLite's backup, not the run's database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, TEST_SCRYPT } from '../../test/helpers';
import { DEMO_EMAIL, DEMO_EXECUTIVE_ID, ensureDemoAccount } from '../auth/accounts';
import { manualClock } from '../lib/clock';
import { backupSqlite } from './backup';
import { openDatabase, type Db } from './connection';
import { createRepositories } from './repositories';

const dirs: string[] = [];
const dbs: Db[] = [];

afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-backup-'));
  dirs.push(dir);
  return dir;
}

async function open(file: string): Promise<Db> {
  const db = await openDatabase({ file });
  dbs.push(db);
  return db;
}

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('backing up the SQLite database', () => {
  it('copies a consistent, intact database while another connection keeps writing', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'provana.db');
    const target = path.join(dir, 'backups', 'provana-2025-03-12.db');

    // "The server": creates the database and the demo account.
    const server = await open(file);
    await ensureDemoAccount(createRepositories(server), manualClock(FIXED_NOW), TEST_SCRYPT);

    // "Another process": its own connection, inserting numbered tasks; a task counts once its insert returned.
    const writerRepos = createRepositories(await open(file));
    const acknowledged: string[] = [];
    let stop = false;
    const writer = (async () => {
      for (let seq = 0; !stop; seq++) {
        const task = `write ${String(seq).padStart(6, '0')}`;
        await writerRepos.priorities.create({
          executiveId: DEMO_EXECUTIVE_ID,
          task,
          description: `acknowledged write number ${seq} `.repeat(20),
          urgency: 'low',
          dueDate: null,
          source: 'manual',
          createdAt: FIXED_NOW.toISOString(),
        });
        acknowledged.push(task);
        // Lets the backup's steps (and everything else) run between writes.
        await nextMacrotask();
      }
    })();

    try {
      while (acknowledged.length < 300) await nextMacrotask();
      const beforeBackup = acknowledged.length;
      // Small steps, so that writes land between them and SQLite restarts the copy.
      const progress: number[] = [];
      const result = await backupSqlite(file, target, (p) => progress.push(p.remainingPages), { pagesPerStep: 8 });
      const afterBackup = acknowledged.length;
      stop = true;
      await writer;

      expect(afterBackup).toBeGreaterThan(beforeBackup); // the writes went on during the backup
      expect(result.restarts).toBeGreaterThanOrEqual(1);
      expect(progress.at(-1)).toBe(0);
      expect(result.file).toBe(target);
      expect(result.pages).toBeGreaterThan(8);
      expect(result.bytes).toBe(fs.statSync(target).size);
      expect(fs.readdirSync(path.dirname(target))).toEqual(['provana-2025-03-12.db']);

      const copy = new SqliteDatabase(target, { readonly: true, fileMustExist: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
        expect(copy.prepare('SELECT email FROM users').pluck().all()).toContain(DEMO_EMAIL);
        const copied = copy.prepare(`SELECT task FROM priorities WHERE task LIKE 'write %' ORDER BY id`).pluck().all() as string[];
        // Every write acknowledged before the backup began is there…
        expect(copied.length).toBeGreaterThanOrEqual(beforeBackup);
        // …and the copy is one moment of the database: the acknowledged writes up to some point, no gaps.
        expect(copied).toEqual(acknowledged.slice(0, copied.length));
      } finally {
        copy.close();
      }
    } finally {
      stop = true;
      await writer;
    }
  });

  it('refuses a target that exists, and leaves it alone', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'provana.db');
    await open(file);
    const target = path.join(dir, 'earlier-backup.db');
    fs.writeFileSync(target, 'an earlier backup');

    await expect(backupSqlite(file, target)).rejects.toThrow(/already exists/);
    expect(fs.readFileSync(target, 'utf8')).toBe('an earlier backup');
    await expect(backupSqlite(file, file)).rejects.toThrow(/must not be the database itself/);
    expect(fs.readdirSync(dir).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('refuses a database file that does not exist, creating nothing', async () => {
    const dir = tempDir();
    await expect(backupSqlite(path.join(dir, 'missing.db'), path.join(dir, 'copy.db'))).rejects.toThrow(/No SQLite database/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
