// A real API process, killed with SIGKILL in the middle of a stream of writes, loses none it had
// acknowledged: what the client saw as 201 is in the database afterwards (PostgreSQL, or the SQLite
// file in WAL mode). The process is the real server (its production build), on loopback.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { connect } from '../../src/db/connection';
import { rows } from '../support/raw-sql';
import { startServerProcess } from '../support/server-process';

describe('an API process killed mid-write', () => {
  it('loses no acknowledged write', async () => {
    const server = await startServerProcess();
    const base = server.url;
    try {
      const login = await fetch(`${base}${apiPaths.login}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'demo@provana.app', password: 'demo1234' }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const acknowledged: string[] = [];
      let killed = false;
      // Eight clients writing as fast as they can; the process dies under them.
      const writer = async (n: number) => {
        for (let i = 0; !killed; i++) {
          const task = `crash-${n}-${i}`;
          try {
            const res = await fetch(`${base}${apiPaths.priorities(1)}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Cookie: cookie },
              body: JSON.stringify({ task, urgency: 'low' }),
            });
            if (res.status === 201) acknowledged.push(task);
          } catch {
            return; // the connection died with the process
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, n) => writer(n));
      await new Promise((r) => setTimeout(r, 800));
      server.child.kill('SIGKILL');
      killed = true;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThan(10);

      const db = 'DATABASE_URL' in server.database ? connect({ url: server.database.DATABASE_URL }) : connect({ file: server.database.DATABASE_PATH });
      const stored = new Set((await rows<{ task: string }>(db, "SELECT task FROM priorities WHERE task LIKE 'crash-%'")).map((r) => r.task));
      await db.close();
      expect(acknowledged.filter((task) => !stored.has(task))).toEqual([]);
      expect(await server.exited).toBeNull(); // killed by the signal, no exit code
    } finally {
      server.cleanUp();
    }
  }, 90_000);
});
