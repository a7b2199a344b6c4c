// Environment, read and validated once at start-up.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isKnownTimeZone } from '@provana/contracts';
import type { ModelConfig } from './assistant/model/model-config';
import { devOriginsEnvShape, isRegistryLocation } from './static/dev-origins';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const RemotesSchema = z.record(
  z.string().regex(/^mf_[a-z0-9_]+$/, 'remote names look like mf_x'),
  z.string().refine(isRegistryLocation, 'a remote is an http(s) URL or a root-relative path'),
);

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
  /** Connections each API process keeps open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  PROVANA_STATIC_ROOT: z.string().min(1).default(REPO_ROOT),
  /** JSON object merged over the default remote registry, e.g. {"mf_brief":"http://localhost:3001/mf-manifest.json"}. */
  PROVANA_REMOTES: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return {};
      try {
        const parsed = RemotesSchema.safeParse(JSON.parse(text));
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'invalid remote registry' });
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      }
      return z.NEVER;
    }),
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
  /**
   * Gzip API JSON for clients that accept it. Off by default: it costs CPU per response and, measured
   * (npm run bench:api), lowers throughput; turn it on when no reverse proxy compresses and clients
   * are on slow links.
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
    .transform((zone) => zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone),
  /** Sign-ups per hour per client address. */
  PROVANA_SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * An OpenAI-compatible model server executives may opt in to (README "Plugging in a model"), e.g.
   * http://localhost:11434/v1 for Ollama. Unset: only the built-in assistant, nothing leaves the server.
   */
  PROVANA_AI_BASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^https?:\/\/[^/]/.test(url), 'must be an http(s) URL such as http://localhost:11434/v1'),
  /** The model name the server knows, e.g. llama3.2. Required with PROVANA_AI_BASE_URL. */
  PROVANA_AI_MODEL: z.string().trim().min(1).optional(),
  /** Bearer key for the model server, if it needs one. Never logged, never sent to a browser. */
  PROVANA_AI_API_KEY: z.string().min(1).optional(),
  /** Milliseconds one assistant use may wait for the model before the built-in engine answers. */
  PROVANA_AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  /**
   * An OpenAI-compatible speech-to-text server (README "Plugging in a model"): recordings uploaded
   * without a transcript and spoken commands are sent to POST {base}/audio/transcriptions, e.g.
   * http://localhost:8000/v1 for faster-whisper-server. Unset: no audio leaves the server.
   */
  PROVANA_STT_BASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^https?:\/\/[^/]/.test(url), 'must be an http(s) URL such as http://localhost:8000/v1'),
  /** The speech model the server knows, e.g. Systran/faster-whisper-small or whisper-1. Required with PROVANA_STT_BASE_URL. */
  PROVANA_STT_MODEL: z.string().trim().min(1).optional(),
  /** Bearer key for the speech server, if it needs one. Never logged, never sent to a browser. */
  PROVANA_STT_API_KEY: z.string().min(1).optional(),
  /** Milliseconds one transcription may take; the upload answers without a transcript past it. */
  PROVANA_STT_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
});

export type Env = z.output<typeof EnvSchema> & { databaseFile: string; staticRoot: string; model: ModelConfig | null; stt: ModelConfig | null };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = result.data;
  if (Boolean(env.PROVANA_AI_BASE_URL) !== Boolean(env.PROVANA_AI_MODEL)) {
    throw new Error('Invalid environment: PROVANA_AI_BASE_URL and PROVANA_AI_MODEL are set together (or neither)');
  }
  if (Boolean(env.PROVANA_STT_BASE_URL) !== Boolean(env.PROVANA_STT_MODEL)) {
    throw new Error('Invalid environment: PROVANA_STT_BASE_URL and PROVANA_STT_MODEL are set together (or neither)');
  }
  return {
    ...env,
    // Relative paths are relative to the repository root, wherever the process starts.
    databaseFile: env.DATABASE_PATH === ':memory:' ? ':memory:' : path.resolve(REPO_ROOT, env.DATABASE_PATH),
    staticRoot: path.resolve(REPO_ROOT, env.PROVANA_STATIC_ROOT),
    model:
      env.PROVANA_AI_BASE_URL && env.PROVANA_AI_MODEL
        ? { baseURL: env.PROVANA_AI_BASE_URL, model: env.PROVANA_AI_MODEL, timeoutMs: env.PROVANA_AI_TIMEOUT_MS, ...(env.PROVANA_AI_API_KEY ? { apiKey: env.PROVANA_AI_API_KEY } : {}) }
        : null,
    stt:
      env.PROVANA_STT_BASE_URL && env.PROVANA_STT_MODEL
        ? { baseURL: env.PROVANA_STT_BASE_URL, model: env.PROVANA_STT_MODEL, timeoutMs: env.PROVANA_STT_TIMEOUT_MS, ...(env.PROVANA_STT_API_KEY ? { apiKey: env.PROVANA_STT_API_KEY } : {}) }
        : null,
  };
}
