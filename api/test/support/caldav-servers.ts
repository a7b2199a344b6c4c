// Real CalDAV servers for tests: Debian's Radicale (htpasswd, one user with a plain password) and
// Xandikos (no authentication of its own: one principal, /user/), each in a temporary folder on
// 127.0.0.1 and a free port, ready once it says it is listening. stop() ends it and removes its
// folder; restart() brings it back on the same port with the same data (a server that went away).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './pg-cluster';

export type CaldavKind = 'radicale' | 'xandikos';

/** Where a test server is and who may use it. */
export interface CaldavEndpoint {
  kind: CaldavKind;
  url: string;
  username: string;
  password: string;
  homeUrl: string;
}

export interface CaldavServer {
  kind: CaldavKind;
  /** http://127.0.0.1:<port>/ */
  url: string;
  username: string;
  password: string;
  /** The user's calendar home, where tests make calendars of their own. */
  homeUrl: string;
  /** Ends the server, keeping its data. */
  halt: () => Promise<void>;
  /** Starts it again after halt(), on the same port. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Resolves once the process prints that it listens; rejects if it ends first. */
function listening(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Listening on|Running on/i.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} ended (${code}) before listening: ${output.slice(-2000)}`)));
  });
}

const ended = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }
  });

async function start(kind: CaldavKind): Promise<CaldavServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `provana-${kind}-`));
  const port = await freePort();
  const username = kind === 'radicale' ? 'exec' : 'user';
  const password = 'app-password-1';
  let args: [string, string[]];
  if (kind === 'radicale') {
    fs.writeFileSync(path.join(dir, 'users'), `${username}:${password}\n`);
    fs.writeFileSync(
      path.join(dir, 'config'),
      [
        '[server]',
        `hosts = 127.0.0.1:${port}`,
        '[auth]',
        'type = htpasswd',
        `htpasswd_filename = ${path.join(dir, 'users')}`,
        'htpasswd_encryption = plain',
        // A refused password answers at once (the default delay is a second).
        'delay = 0',
        '[storage]',
        `filesystem_folder = ${path.join(dir, 'collections')}`,
        '[logging]',
        'level = info',
      ].join('\n'),
    );
    args = ['radicale', ['-C', path.join(dir, 'config')]];
  } else {
    args = ['xandikos', ['-d', path.join(dir, 'data'), '--defaults', '-l', '127.0.0.1', '-p', String(port)]];
  }
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(args[0], args[1], { stdio: ['ignore', 'pipe', 'pipe'] });
    await listening(child, kind);
  };
  await launch();
  const url = `http://127.0.0.1:${port}/`;
  const halt = () => ended(child);
  const stop = async () => {
    await halt();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', () => child.kill('SIGKILL'));
  return { kind, url, username, password, homeUrl: kind === 'radicale' ? `${url}${username}/` : `${url}user/calendars/`, halt, restart: launch, stop };
}

export const startCaldavServer = (kind: CaldavKind) => start(kind);
