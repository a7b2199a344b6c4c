// Shared test helpers: a fresh app over an in-memory database, a fixed clock, and signed-in sessions.
import type Database from 'better-sqlite3';
import { apiPaths, type AuthResponse } from '@provana/contracts';
import { createApp } from '../src/app';
import type { AssistantEngine } from '../src/assistant/engine';
import { createBuiltInEngine } from '../src/assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/auth/accounts';
import type { AuthRateLimits } from '../src/auth/rate-limit';
import { createRepositories, type Repositories } from '../src/db/repositories';
import { openDatabase } from '../src/db/open';
import { manualClock, type ManualClock } from '../src/lib/clock';

/** A Wednesday morning, local time: today has meetings, some priorities are overdue. */
export const FIXED_NOW = new Date(2025, 2, 12, 9, 0, 0);
/** Cheap scrypt for tests (the product uses Node's defaults). */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: Database.Database;
  repos: Repositories;
  clock: ManualClock;
  /** The demo account's session cookie (executive 1). */
  demoCookie: string;
}

export interface TestContextOptions {
  engine?: AssistantEngine;
  now?: Date;
  secureCookies?: boolean;
  trustProxy?: boolean;
  /** Per-address sign-in/sign-up limits; the product defaults unless a test raises them. */
  authRateLimits?: Partial<AuthRateLimits>;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const db = openDatabase(':memory:');
  const clock = manualClock(options.now ?? FIXED_NOW);
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT);
  const app = createApp({
    db,
    clock,
    engine: options.engine ?? createBuiltInEngine(),
    scrypt: TEST_SCRYPT,
    secureCookies: options.secureCookies ?? false,
    trustProxy: options.trustProxy ?? false,
    ...(options.authRateLimits ? { authRateLimits: options.authRateLimits } : {}),
  });
  const demoCookie = await login(app, DEMO_EMAIL, DEMO_PASSWORD);
  return { app, db, repos, clock, demoCookie };
}

type App = TestContext['app'];

export const jsonHeaders = (cookie?: string): Record<string, string> => ({ 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) });

/** The `name=value` part of a Set-Cookie header, ready to send back. */
export function cookieFrom(res: Response): string {
  const header = res.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

export async function login(app: App, email: string, password: string, rememberMe = false): Promise<string> {
  const res = await app.request(apiPaths.login, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email, password, rememberMe }) });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}

/** Signs up a second account; returns its cookie and executive id. */
export async function signUp(app: App, email = 'other@example.com', password = 'correct-horse', timeZone?: string): Promise<{ cookie: string; executiveId: number }> {
  const res = await app.request(apiPaths.signup, { method: 'POST', headers: jsonHeaders(), body: JSON.stringify({ email, password, timeZone }) });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as AuthResponse;
  return { cookie: cookieFrom(res), executiveId: body.user.executiveId };
}

export function get(app: App, path: string, cookie?: string) {
  return app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
}

export function send(app: App, method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, cookie?: string) {
  return app.request(path, { method, headers: jsonHeaders(cookie), body: JSON.stringify(body) });
}

/** Row count of every table: a rejected request must leave it unchanged. */
export function tableCounts(db: Database.Database): Record<string, number> {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT COUNT(*) AS n FROM "${name}"`).get() as { n: number }).n]));
}
