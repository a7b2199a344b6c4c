// A throwaway PostgreSQL server for tests and benchmarks: Debian's postgresql binaries, a cluster made
// with initdb in a temporary folder, started with pg_ctl on 127.0.0.1 and a free port (as the
// unprivileged user `nobody` when we are root: PostgreSQL refuses to run as root), stopped and
// removed by stop(). No Docker, no in-process imitation.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PgCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: (database?: string) => string;
  /** CREATE DATABASE; returns its URL. */
  createDatabase: (name: string) => Promise<string>;
  /** Stops the server as an administrator would (fast: connections are ended), keeping its data. */
  stopServer: () => void;
  /** Starts it again after stopServer(), on the same port; returns once it accepts connections. */
  startServer: () => void;
  stop: () => void;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL server binaries not found: install Debian's postgresql package (npm test does) or set PG_BIN");
  return path.join(root, newest, 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startPgCluster(options: { maxConnections?: number } = {}): Promise<PgCluster> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['nobody', dir]);
  // As root: run the server's programs as nobody; otherwise as ourselves.
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'nobody', '--', path.join(bin, program), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, program), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  // fsync off: a test cluster need not survive a power cut (the API's own crash safety is tested
  // by killing API processes, not the server).
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${options.maxConnections ?? 400}`;
  const startServer = () => run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  startServer();
  let stopped = false;
  // A run that ends without its teardown (an error, Ctrl-C) must not leave a server behind.
  process.once('exit', () => stop());
  function stop() {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped (stopServer): nothing to stop.
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stopServer: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startServer,
    stop,
  };
}
