// A real API process, killed with SIGKILL in the middle of a stream of writes, loses none it had
// acknowledged: what the client saw as 201 is in the database afterwards (PostgreSQL, or the SQLite
// file in WAL mode). The process is the real server (tsx src/server.ts), on loopback.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { connect } from '../src/db/connection';
import { rows } from './support/raw-sql';
import { freePort } from './support/pg-cluster';
import { createPgDatabase, onPostgres, testServerUrl } from './support/test-database';

const API_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function waitFor(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

describe('an API process killed mid-write', () => {
  it('loses no acknowledged write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-crash-'));
    const port = await freePort();
    const database = onPostgres ? { DATABASE_URL: testServerUrl(await createPgDatabase('empty')) } : { DATABASE_PATH: path.join(dir, 'provana.db') };
    const child = spawn(path.join(API_ROOT, '..', 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
      cwd: API_ROOT,
      env: { ...process.env, ...database, PORT: String(port), HOST: '127.0.0.1', PROVANA_STATIC_ROOT: dir, PROVANA_SIGNIN_LIMIT_PER_MINUTE: '1000' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${base}/api/health`, Date.now() + 60_000);
      const login = await fetch(`${base}${apiPaths.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@provana.app', password: 'demo1234' }) });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const acknowledged: string[] = [];
      let killed = false;
      // Eight clients writing as fast as they can; the process dies under them.
      const writer = async (n: number) => {
        for (let i = 0; !killed; i++) {
          const task = `crash-${n}-${i}`;
          try {
            const res = await fetch(`${base}${apiPaths.priorities(1)}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ task, urgency: 'low' }) });
            if (res.status === 201) acknowledged.push(task);
          } catch {
            return; // the connection died with the process
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, n) => writer(n));
      await new Promise((r) => setTimeout(r, 800));
      child.kill('SIGKILL');
      killed = true;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThan(10);

      const db = onPostgres ? connect({ url: database.DATABASE_URL ?? '' }) : connect({ file: database.DATABASE_PATH ?? '' });
      const stored = new Set((await rows<{ task: string }>(db, "SELECT task FROM priorities WHERE task LIKE 'crash-%'")).map((r) => r.task));
      await db.close();
      expect(acknowledged.filter((task) => !stored.has(task))).toEqual([]);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
