// Starts and stops the real production server (API + built front-end) and a second-origin static
// server for one remote. Loopback only. Used by the Playwright global setup, specs and the benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPgCluster } from '../../api/test/support/pg-cluster';

export { freePort };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HOST = '127.0.0.1';

export interface RunningServer {
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** The builds the e2e suites run against; a clear error when one is missing. */
export function assertBuildsExist(apps: readonly string[] = ['shell', 'mf-brief']): void {
  const missing = apps.filter((app) => !existsSync(path.join(repoRoot, app, 'dist', 'index.html')));
  if (missing.length > 0) {
    throw new Error(
      `Production build missing for ${missing.join(', ')} (no dist/index.html). ` +
        'Build first: `bash scripts/build-apps.sh` (npm test does this before the browser tests).',
    );
  }
}

/** Rejects with a clear message when something already listens on the port (a stale server would answer for ours). */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} on ${HOST} is already in use: stop that process or set E2E_PORT`)));
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

async function waitForHttp(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before answering ${url}\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Spawns `node --import tsx <script> ...args` (one process: signals reach the server) from the repository root and waits until `readyPath` answers. */
async function startNodeServer(args: string[], port: number, readyPath: string, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://${HOST}:${port}`;
  try {
    await waitForHttp(`${url}${readyPath}`, child, () => log);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, port, stop: () => stopChild(child) };
}

export interface AppServerOptions {
  port?: number;
  /**
   * The operator API on (PROVANA_OPERATOR_TOKEN), with manifests readable from loopback
   * (PROVANA_OPERATOR_ALLOW_LOOPBACK), so a suite can publish a remote served from another origin.
   */
  operatorToken?: string;
  /** Development overrides on (PROVANA_DEV_REMOTES): the shell honours loopback overrides, the CSP allows them. */
  devRemotes?: boolean;
  /** More origins a developer override may use (PROVANA_DEV_ORIGINS). */
  devOrigins?: string[];
  /** An operator's model server (PROVANA_AI_BASE_URL, PROVANA_AI_MODEL), e.g. the fake one on loopback. Without it, none. */
  model?: { baseURL: string; name: string };
  /** An operator's speech-to-text server (PROVANA_STT_BASE_URL, PROVANA_STT_MODEL), e.g. the fake one on loopback. Without it, none. */
  stt?: { baseURL: string; model: string };
  /** Subscribed calendars may be fetched from loopback over http (PROVANA_CALENDAR_ALLOW_LOOPBACK), e.g. the test iCal server. Off by default. */
  calendarAllowLoopback?: boolean;
  /** The folder holding shell/dist and mf-<x>/dist (PROVANA_STATIC_ROOT); the repository's builds by default. */
  staticRoot?: string;
  /** The operator's mail server (PROVANA_SMTP_URL, PROVANA_MAIL_FROM), e.g. a loopback SMTP capture. Without it, no mail. */
  smtpUrl?: string;
  /** Further settings for this server only (identity providers, verification), on top of the ones above. */
  env?: Record<string, string | undefined>;
}

/**
 * The real server (API + shell + remotes) on a fresh temporary database: a SQLite file, or with
 * E2E_DATABASE=postgres a throwaway PostgreSQL server of its own (Debian's binaries, loopback).
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'provana-e2e-'));
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST,
    DATABASE_PATH: path.join(dataDir, 'provana.db'),
    NODE_ENV: 'production',
    // The suites sign up ~11 accounts and sign in ~10 times from 127.0.0.1 within minutes, beyond the product's
    // per-address limits (5 sign-ups an hour, 10 sign-ins a minute; those are tested in api/src/routes/auth/rate-limit.test.ts).
    PROVANA_SIGNIN_LIMIT_PER_MINUTE: '1000',
    PROVANA_SIGNUP_LIMIT_PER_HOUR: '1000',
    // No load balancer in front: stopping a suite's server need not wait for one to notice.
    PROVANA_SHUTDOWN_DELAY_MS: '0',
  };
  const cluster = process.env.E2E_DATABASE === 'postgres' ? await startPgCluster() : null;
  if (cluster) env.DATABASE_URL = await cluster.createDatabase('provana');
  env.PROVANA_OPERATOR_TOKEN = options.operatorToken;
  env.PROVANA_OPERATOR_ALLOW_LOOPBACK = options.operatorToken ? 'true' : undefined;
  // Never inherit the developer's own settings: each suite states what it needs.
  env.PROVANA_DEV_REMOTES = options.devRemotes ? 'true' : 'false';
  env.PROVANA_DEV_ORIGINS = (options.devOrigins ?? []).join(',');
  // Undefined is left out of the child's environment: no model unless the suite configures one.
  env.PROVANA_AI_BASE_URL = options.model?.baseURL;
  env.PROVANA_AI_MODEL = options.model?.name;
  env.PROVANA_AI_API_KEY = undefined;
  env.PROVANA_STT_BASE_URL = options.stt?.baseURL;
  env.PROVANA_STT_MODEL = options.stt?.model;
  env.PROVANA_STT_API_KEY = undefined;
  env.PROVANA_CALENDAR_ALLOW_LOOPBACK = options.calendarAllowLoopback ? 'true' : 'false';
  env.PROVANA_STATIC_ROOT = options.staticRoot;
  env.PROVANA_SMTP_URL = options.smtpUrl;
  env.PROVANA_MAIL_FROM = options.smtpUrl ? 'Provana <provana@127.0.0.1>' : undefined;
  for (const name of Object.keys(process.env)) if (name.startsWith('PROVANA_OIDC_')) env[name] = undefined;
  Object.assign(env, options.env);
  const cleanUp = () => {
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let server: RunningServer;
  try {
    server = await startNodeServer(['api/src/server.ts'], port, '/remotes.json', env);
  } catch (error) {
    cleanUp();
    throw error;
  }
  return {
    ...server,
    stop: async () => {
      await server.stop();
      cleanUp();
    },
  };
}

/** A second-origin static server for one remote's dist (CORS on), as a separate deployment would be. */
export async function startRemoteServer(distDir: string, port?: number): Promise<RunningServer> {
  const chosen = port ?? (await freePort());
  return startNodeServer(['api/src/static/serve-remote.ts', distDir, String(chosen)], chosen, '/mf-manifest.json', {});
}

/**
 * Publishes a version of a remote and makes it live through the operator API (what `npm run remote`
 * does), on a server started with `operatorToken`.
 */
export async function publishLiveRemote(app: RunningServer, token: string, remote: string, version: string, entryUrl: string): Promise<void> {
  const call = async (path: string, body: object) => {
    const response = await fetch(`${app.url}/api/operator/remotes/${remote}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  };
  await call('/versions', { version, entryUrl });
  await call('/live', { version });
}
