import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { versionedCache } from './versioned-cache';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function fileDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-cache-'));
  dirs.push(dir);
  const file = path.join(dir, 'c.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (x INTEGER)');
  return { db, file };
}

describe('versioned cache', () => {
  it('recomputes after a write on this connection, a write on another connection, or the next minute', () => {
    const { db, file } = fileDb();
    const cache = versionedCache<string>(db);
    let computed = 0;
    const read = (now: Date) => cache.get(1, now, () => String(++computed));
    const t0 = new Date(2025, 2, 12, 9, 0, 10);

    expect(read(t0)).toBe('1');
    expect(read(new Date(2025, 2, 12, 9, 0, 50))).toBe('1'); // same minute, no write: served from the cache

    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(read(t0)).toBe('2');

    const other = new Database(file); // e.g. a second server process on the same file
    other.prepare('INSERT INTO t VALUES (2)').run();
    other.close();
    expect(read(t0)).toBe('3');

    expect(read(new Date(2025, 2, 12, 9, 1, 0))).toBe('4');
    expect(cache.get(2, t0, () => 'other executive')).toBe('other executive');
    db.close();
  });
});
