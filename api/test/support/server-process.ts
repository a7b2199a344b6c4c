// The real API server (its production build, api/dist/server.mjs) in its own process on loopback, over
// a fresh SQLite file or (in the postgres project) a fresh PostgreSQL database; its output is kept for
// the log tests.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from './pg-cluster';
import { API_ROOT } from './server-bundle';
import { createPgDatabase, onPostgres, testServerUrl } from './test-database';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves once the output holds `text` at least `times` times; rejects if the process exits first. */
  printed: (text: string, times?: number) => Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The database the server uses, for opening it from the test. */
  database: { DATABASE_URL: string } | { DATABASE_PATH: string };
  cleanUp: () => void;
}

/** Every server still running when the test process ends is killed (a test that timed out mid-start never got its handle). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServerProcess(env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-server-'));
  const port = await freePort();
  const database = onPostgres ? { DATABASE_URL: testServerUrl(await createPgDatabase('empty')) } : { DATABASE_PATH: path.join(dir, 'provana.db') };
  // node itself, as `npm start` runs it: signals reach the server (and its workers are forked from it).
  const child = spawn(process.execPath, [inject('serverBundle')], {
    cwd: API_ROOT,
    env: { ...process.env, ...database, PORT: String(port), HOST: '127.0.0.1', PROVANA_STATIC_ROOT: dir, PROVANA_SIGNIN_LIMIT_PER_MINUTE: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  const onOutput = new Set<() => void>();
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    for (const check of [...onOutput]) check();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // After 'close' (not 'exit') every byte of output has been read.
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const printed = (text: string, times = 1) =>
    new Promise<void>((resolve, reject) => {
      // Counted from where the last look ended: under load the log grows long.
      let seen = 0;
      let from = 0;
      const check = () => {
        for (let at = log.indexOf(text, from); at !== -1 && seen < times; at = log.indexOf(text, from)) {
          seen += 1;
          from = at + text.length;
        }
        if (seen < times) return;
        onOutput.delete(check);
        resolve();
      };
      onOutput.add(check);
      check();
      void closed.then((code) => {
        if (!onOutput.has(check)) return;
        onOutput.delete(check);
        reject(new Error(`the server exited (${code}) before printing "${text}" ×${times}:\n${log.slice(-2000)}`));
      });
    });
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      cleanUp();
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, output: () => log, printed, exited, database, cleanUp };
}
