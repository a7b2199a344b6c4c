// The app as server.ts assembles it for the remote registry: the API with the operator routes, and
// the front-end mounted over the database's registry (per-request /remotes.json and page CSP), over
// a folder holding a shell page and bundled remote builds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app';
import { createBuiltInEngine } from '../../src/assistant/built-in';
import type { Db } from '../../src/db/connection';
import { createRepositories } from '../../src/db/repositories';
import type { Clock } from '../../src/lib/clock';
import type { OperatorOptions } from '../../src/routes/operator';
import { databaseRegistry } from '../../src/services/remotes/registry-source';
import { mountFrontend } from '../../src/static/mount-frontend';
import { TEST_SCRYPT } from '../helpers';
import { remoteManifest, shellManifest } from './mf-manifests';

export const OPERATOR_TOKEN = 'test-operator-token-0123456789';

/** A static root like the repository's after a build: shell/dist and mf-team/dist with their manifests. */
export function staticRootForTests(): { root: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-remotes-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('shell/dist/index.html', '<!doctype html><html>shell</html>');
  write('shell/dist/mf-manifest.json', JSON.stringify(shellManifest()));
  write('mf-team/dist/remoteEntry.js', 'var mf_team;');
  write('mf-team/dist/mf-manifest.json', JSON.stringify(remoteManifest('mf_team')));
  write('mf-team/dist/index.html', '<!doctype html><html>team</html>');
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export interface RegistryAppOptions {
  clock: Clock;
  root: string;
  /** The operator API's options beyond token and static root; null: the API is off. */
  operator?: Partial<OperatorOptions> | null;
}

export function registryApp(db: Db, options: RegistryAppOptions) {
  const operator = options.operator === null ? undefined : { token: OPERATOR_TOKEN, staticRoot: options.root, allowLoopback: true, ...options.operator };
  const app = createApp({
    db,
    clock: options.clock,
    engine: createBuiltInEngine(),
    scrypt: TEST_SCRYPT,
    authRateLimits: { signUp: { limit: 1000, windowMs: 3_600_000 } },
    ...(operator ? { operator } : {}),
  });
  mountFrontend(app, {
    root: options.root,
    registry: databaseRegistry({ repos: createRepositories(db), clock: options.clock, secureCookies: false, trustProxy: false }),
  });
  return app;
}

export type RegistryApp = ReturnType<typeof registryApp>;

/** An operator request (JSON, with the token unless another Authorization is given). */
export function operator(app: RegistryApp, method: 'GET' | 'POST', url: string, body?: unknown, authorization = `Bearer ${OPERATOR_TOKEN}`) {
  const headers: Record<string, string> = { Authorization: authorization };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  return app.request(url, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}) });
}

/** The directives of a page's CSP, by name. */
export async function pagePolicy(app: RegistryApp, url = '/dashboard/team'): Promise<Record<string, string>> {
  const csp = (await app.request(url, { headers: { Accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
  return Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0] ?? '', d]));
}
