// Environment, read and validated once at start-up.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isKnownTimeZone } from '@provana/contracts';
import { browserTimeZone } from '@provana/dates';
import type { ModelConfig } from './assistant/model/model-config';
import { openAiCompatibleServerConfig, openAiCompatibleServerEnv } from './assistant/model/server-env';
import { devOriginsEnvShape } from './static/dev-origins';
import { pushConfigFromEnv, pushEnvShape, type PushConfig } from './services/push/push-env';
import { mailConfigFromEnv, mailEnvShape, type MailConfig } from './services/mail/mail-env';
import { OIDC_PROVIDER_SETTINGS, oidcConfigFromEnv, oidcEnvShape, type OidcConfig } from './auth/oidc/oidc-env';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback by default; set 0.0.0.0 to listen on every interface. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_PATH: z.string().min(1).default('data/provana.db'),
  /** postgres://user:password@host:port/database selects PostgreSQL; without it, SQLite at DATABASE_PATH. */
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL'),
  /** pino level of the request and error log (one JSON line per request at info). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Server processes sharing the port on this machine (Node's cluster): a number, or `auto` for one per
   * CPU (os.availableParallelism). 1, the default: this process serves alone. See http/workers.ts.
   */
  PROVANA_WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((n) => (n === 'auto' ? os.availableParallelism() : n)),
  /**
   * On SIGTERM / SIGINT, how long the server keeps accepting and answering after /readyz turns 503:
   * long enough for a load balancer's health checks to take it out of rotation (e.g. 2 failed checks
   * 2 s apart). 0 stops at once (a single process nothing routes around).
   */
  PROVANA_SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** Connections each API process keeps open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  PROVANA_STATIC_ROOT: z.string().min(1).default(REPO_ROOT),
  /**
   * The operator API (/api/operator: publish, promote and roll back remotes in the registry) is on
   * only with this token, which every operator request sends as `Authorization: Bearer <token>`.
   */
  PROVANA_OPERATOR_TOKEN: z
    .string()
    .optional()
    .refine(
      // A bearer token's characters (RFC 6750), the only ones hono/bearer-auth accepts.
      (token) => token === undefined || token === '' || (token.length >= 16 && /^[A-Za-z0-9._~+/-]+=*$/.test(token)),
      'must be at least 16 characters of letters, digits and . _ ~ + / - (e.g. openssl rand -hex 24)',
    )
    .transform((token) => token || undefined),
  /**
   * Tests and development only: the operator may publish remotes whose manifests are on loopback
   * addresses (127.0.0.0/8, ::1) and served over plain http://. Private, link-local and metadata
   * addresses stay refused.
   */
  PROVANA_OPERATOR_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** PROVANA_DEV_REMOTES (true/false) and PROVANA_DEV_ORIGINS (comma-separated origins): see static/dev-origins.ts. */
  ...devOriginsEnvShape,
  PROVANA_SECURE_COOKIES: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** A reverse proxy is in front: believe X-Forwarded-For (last entry) and X-Forwarded-Proto. */
  PROVANA_TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // ── Subscribed calendars ───────────────────────────────────────────────────────────────────────
  /**
   * Tests and development only: subscribed calendars may be fetched from loopback addresses
   * (127.0.0.0/8, ::1) and over plain http://. Private, link-local and metadata addresses stay refused.
   */
  PROVANA_CALENDAR_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Tests and development only: webhook endpoints on loopback (127.0.0.0/8, ::1) over plain http://. */
  PROVANA_WEBHOOK_ALLOW_LOOPBACK: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // ── end of subscribed calendars ──────────────────────────────────────────────────────────────────
  /**
   * The key connected calendar accounts' passwords and webhook secrets are sealed with (AES-256-GCM): 32 bytes as base64
   * or 64 hex digits. Without it the server makes one beside the SQLite database (`<database>.key`,
   * mode 0600); set it on PostgreSQL deployments, where every process must share it.
   */
  PROVANA_SECRET_KEY: z.string().min(1).optional(),
  /** How often each connected calendar account is synced (seconds). */
  PROVANA_CALDAV_SYNC_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** Reminders on devices (Web Push): PROVANA_VAPID_*, PROVANA_PUSH_INTERVAL_MS, PROVANA_PUSH_ALLOW_LOOPBACK (services/push/push-env.ts). */
  ...pushEnvShape,
  /**
   * Gzip API JSON for clients that accept it. Off by default: it costs CPU per response and lowers
   * throughput (npm run bench:api shows by how much); turn it on when no reverse proxy compresses and
   * clients are on slow links.
   */
  PROVANA_COMPRESS_API: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Sign-in attempts per minute per client address. */
  PROVANA_SIGNIN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** The demo executive's IANA time zone, applied at every start (default: this server's own zone). */
  PROVANA_DEMO_TIME_ZONE: z
    .string()
    .optional()
    .refine((zone) => zone === undefined || isKnownTimeZone(zone), 'must be an IANA time zone such as America/New_York')
    .transform((zone) => zone ?? browserTimeZone()),
  /** Sign-ups per hour per client address. */
  PROVANA_SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * An OpenAI-compatible model server executives may opt in to (docs/assistant.md), e.g.
   * http://localhost:11434/v1 for Ollama: PROVANA_AI_BASE_URL, PROVANA_AI_MODEL (the model name the
   * server knows, e.g. llama3.2), PROVANA_AI_API_KEY (if it needs one) and PROVANA_AI_TIMEOUT_MS (how
   * long one assistant use may wait before the built-in engine answers). Unset: only the built-in assistant.
   */
  ...openAiCompatibleServerEnv('PROVANA_AI', { exampleUrl: 'http://localhost:11434/v1', timeoutMs: 8000, maxTimeoutMs: 120_000 }),
  /**
   * An OpenAI-compatible speech-to-text server (docs/assistant.md): recordings uploaded
   * without a transcript and spoken commands of executives who opted in are sent to POST
   * {base}/audio/transcriptions, e.g. http://localhost:8000/v1 for faster-whisper-server.
   * PROVANA_STT_MODEL is the speech model (e.g. Systran/faster-whisper-small or whisper-1);
   * PROVANA_STT_TIMEOUT_MS bounds one transcription. Unset: no audio leaves the server.
   */
  ...openAiCompatibleServerEnv('PROVANA_STT', { exampleUrl: 'http://localhost:8000/v1', timeoutMs: 30_000, maxTimeoutMs: 300_000 }),
  /** Account mail: PROVANA_SMTP_URL, PROVANA_MAIL_FROM, PROVANA_REQUIRE_EMAIL_VERIFICATION (services/mail/mail-env.ts). */
  ...mailEnvShape,
  /** Identity providers: PROVANA_OIDC_<NAME>_* and PROVANA_OIDC_ALLOW_LOOPBACK (auth/oidc/oidc-env.ts). */
  ...oidcEnvShape,
  /**
   * The address people open the product at (https://provana.example.com): links in mails point there.
   * Unset: the origin each request came to, which a client can choose (its Host header), so set it
   * whenever mail is on.
   */
  PROVANA_PUBLIC_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^https?:\/\/[^/]/.test(url), 'must be an http(s) URL such as https://provana.example.com')
    .transform((url) => (url ? new URL(url).origin : undefined)),
});

/** Every variable the server reads, a provider's settings with `<NAME>` for its name: the README's configuration table. */
export const environmentVariableNames = (): string[] => [
  ...Object.keys(EnvSchema.shape),
  ...OIDC_PROVIDER_SETTINGS.map((setting) => `PROVANA_OIDC_<NAME>_${setting}`),
];

export type Env = z.output<typeof EnvSchema> & {
  databaseFile: string;
  staticRoot: string;
  model: ModelConfig | null;
  stt: ModelConfig | null;
  push: PushConfig;
  mail: MailConfig | null;
  oidc: OidcConfig;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = result.data;
  const model = openAiCompatibleServerConfig(env, 'PROVANA_AI');
  const stt = openAiCompatibleServerConfig(env, 'PROVANA_STT');
  const push = pushConfigFromEnv(env);
  const mail = mailConfigFromEnv(env);
  const oidc = oidcConfigFromEnv(source, env.PROVANA_OIDC_ALLOW_LOOPBACK);
  return {
    ...env,
    // Relative paths are relative to the repository root, wherever the process starts.
    databaseFile: env.DATABASE_PATH === ':memory:' ? ':memory:' : path.resolve(REPO_ROOT, env.DATABASE_PATH),
    staticRoot: path.resolve(REPO_ROOT, env.PROVANA_STATIC_ROOT),
    model,
    stt,
    push,
    mail,
    oidc,
  };
}
