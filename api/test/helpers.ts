// Shared test helpers: a fresh app over a fresh database (SQLite in memory or PostgreSQL), a fixed clock, and signed-in sessions.
import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import type { Logger } from 'pino';
import { apiPaths, type AuthResponse } from '@provana/contracts';
import { createApp } from '../src/app';
import type { WebhookOptions } from '../src/app-env';
import type { SecretBox } from '../src/lib/secret-box';
import { DEFAULT_SYNC_SECONDS } from '../src/services/calendar/accounts/account-sync';
import type { AssistantEngine } from '../src/assistant/engine';
import type { ModelConfig } from '../src/assistant/model/model-config';
import { createBuiltInEngine } from '../src/assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/auth/accounts';
import type { AccountMail, MailRateLimits } from '../src/auth/mail-settings';
import type { AuthRateLimits, RateLimitRule } from '../src/auth/rate-limit';
import type { OidcConfig } from '../src/auth/oidc/oidc-env';
import { createRepositories, type Repositories } from '../src/db/repositories';
import type { Db } from '../src/db/connection';
import { manualClock, type ManualClock } from '../src/lib/clock';
import { FIXED_NOW, TEST_SCRYPT } from './support/fixed-values';
import { exec, row, rows } from './support/raw-sql';
import { createTestDatabase, onPostgres } from './support/test-database';

export { onPostgres } from './support/test-database';

export { FIXED_NOW, TEST_SCRYPT } from './support/fixed-values';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: Db;
  repos: Repositories;
  clock: ManualClock;
  /** The demo account's session cookie (executive 1). */
  demoCookie: string;
  /** Plain SQL with `?` placeholders against the test's database, on either dialect. */
  rows: <T = Record<string, unknown>>(text: string, ...params: unknown[]) => Promise<T[]>;
  row: <T = Record<string, unknown>>(text: string, ...params: unknown[]) => Promise<T | undefined>;
  exec: (text: string, ...params: unknown[]) => Promise<number>;
}

export interface TestContextOptions {
  engine?: AssistantEngine;
  now?: Date;
  secureCookies?: boolean;
  trustProxy?: boolean;
  /** PROVANA_COMPRESS_API. */
  compressApi?: boolean;
  /** Per-address sign-in/sign-up limits; the product defaults unless a test raises them. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** The operator's model (PROVANA_AI_*): in tests, the fake server of test/support/fake-model-server.ts. */
  model?: ModelConfig;
  /** The operator's speech-to-text server (PROVANA_STT_*): in tests, the same fake server. */
  stt?: ModelConfig;
  /** The app's logger (request and operator log lines); none by default. */
  logger?: Logger;
  /** Account mail (in tests, a mailer over test/support/mail-capture.ts); none by default, as without PROVANA_SMTP_URL. */
  accountMail?: AccountMail;
  mailRateLimits?: Partial<MailRateLimits>;
  /** PROVANA_PUBLIC_URL. */
  publicUrl?: string;
  /** Identity providers (PROVANA_OIDC_*): in tests, test/support/identity-provider.ts on loopback. */
  oidc?: OidcConfig;
  /** Requests per personal access token; the product default unless a test lowers it. */
  apiTokenRateLimit?: RateLimitRule;
  /** The installation's key for stored secrets (a test's delivery engine opens webhook secrets with it). */
  secrets?: SecretBox;
  /** Webhooks: loopback receivers, and the test's engine to wake. */
  webhooks?: Partial<WebhookOptions>;
  /** Booking confirmations per client address; the product default unless a test raises it. */
  bookingRateLimit?: RateLimitRule;
}

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const clock = manualClock(options.now ?? FIXED_NOW);
  // The demo account as of FIXED_NOW comes seeded; at another time it is seeded here (ensureDemoAccount below).
  const db = await createTestDatabase(clock.now().getTime() === inject('demoSeededAt') ? 'demo' : 'migrated');
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT);
  const app = createApp({
    db,
    clock,
    engine: options.engine ?? createBuiltInEngine(),
    scrypt: TEST_SCRYPT,
    secureCookies: options.secureCookies ?? false,
    trustProxy: options.trustProxy ?? false,
    compressApi: options.compressApi ?? false,
    ...(options.authRateLimits ? { authRateLimits: options.authRateLimits } : {}),
    model: options.model ?? null,
    stt: options.stt ?? null,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.accountMail ? { accountMail: options.accountMail } : {}),
    ...(options.mailRateLimits ? { mailRateLimits: options.mailRateLimits } : {}),
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    ...(options.oidc ? { oidc: options.oidc } : {}),
    ...(options.apiTokenRateLimit ? { apiTokenRateLimit: options.apiTokenRateLimit } : {}),
    ...(options.secrets ? { calendarAccounts: { secrets: options.secrets, intervalMs: DEFAULT_SYNC_SECONDS * 1000 } } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.bookingRateLimit ? { bookingRateLimit: options.bookingRateLimit } : {}),
  });
  const demoCookie = await login(app, DEMO_EMAIL, DEMO_PASSWORD);
  return {
    app,
    db,
    repos,
    clock,
    demoCookie,
    rows: (text, ...params) => rows(db, text, ...params),
    row: (text, ...params) => row(db, text, ...params),
    exec: (text, ...params) => exec(db, text, ...params),
  };
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
export async function signUp(
  app: App,
  email = 'other@example.com',
  password = 'correct-horse',
  timeZone?: string,
): Promise<{ cookie: string; executiveId: number }> {
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

/** Every table's name, on either dialect. */
export async function tableNames(db: Db): Promise<string[]> {
  const tables = onPostgres
    ? await rows<{ name: string }>(db, "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
    : await rows<{ name: string }>(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
  return tables.map((t) => t.name);
}

/** A hash of every row of every table: equal before and after means nothing was written. */
export async function databaseDigest(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const name of await tableNames(db)) {
    // Sorted as text: some tables have no id to order by.
    const all = (await rows(db, `SELECT * FROM "${name}"`)).map((row) => JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v)));
    hash.update(`${name}:${all.sort().join('\n')}`);
  }
  return hash.digest('hex');
}

/** Row count of every table: a rejected request must leave it unchanged. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) counts[name] = Number((await row<{ n: number }>(db, `SELECT COUNT(*) AS n FROM "${name}"`))?.n ?? 0);
  return counts;
}
