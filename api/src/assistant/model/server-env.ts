// The four variables of an OpenAI-compatible server the operator plugs in, read the same way for the
// chat model (PROVANA_AI_*) and speech-to-text (PROVANA_STT_*): {P}_BASE_URL (an http(s) URL), {P}_MODEL
// (required with it), {P}_API_KEY (optional; never logged, never sent to a browser), {P}_TIMEOUT_MS.
import { z } from 'zod';
import type { ModelConfig } from './model-config';

export interface ServerEnvDefaults {
  /** Shown in the error for a bad base URL. */
  exampleUrl: string;
  timeoutMs: number;
  maxTimeoutMs: number;
}

const fields = (d: ServerEnvDefaults) => ({
  baseUrl: z
    .string()
    .optional()
    .refine((url) => !url || /^https?:\/\/[^/]/.test(url), `must be an http(s) URL such as ${d.exampleUrl}`),
  model: z.string().trim().min(1).optional(),
  apiKey: z.string().min(1).optional(),
  timeoutMs: z.coerce.number().int().min(100).max(d.maxTimeoutMs).default(d.timeoutMs),
});
type Fields = ReturnType<typeof fields>;

export type ServerEnvShape<P extends string> = { [K in `${P}_BASE_URL`]: Fields['baseUrl'] } & { [K in `${P}_MODEL`]: Fields['model'] } & {
  [K in `${P}_API_KEY`]: Fields['apiKey'];
} & { [K in `${P}_TIMEOUT_MS`]: Fields['timeoutMs'] };

/** The zod shape of a server's four variables, to spread into the environment schema. */
export function openAiCompatibleServerEnv<P extends string>(prefix: P, defaults: ServerEnvDefaults): ServerEnvShape<P> {
  const f = fields(defaults);
  return {
    [`${prefix}_BASE_URL`]: f.baseUrl,
    [`${prefix}_MODEL`]: f.model,
    [`${prefix}_API_KEY`]: f.apiKey,
    [`${prefix}_TIMEOUT_MS`]: f.timeoutMs,
  } as ServerEnvShape<P>;
}

/** The server's configuration from the parsed environment, or null when unset; base URL and model come together. */
export function openAiCompatibleServerConfig(env: Readonly<Record<string, unknown>>, prefix: string): ModelConfig | null {
  const text = (name: string) => {
    const value = env[`${prefix}_${name}`];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const baseURL = text('BASE_URL');
  const model = text('MODEL');
  if (Boolean(baseURL) !== Boolean(model)) throw new Error(`Invalid environment: ${prefix}_BASE_URL and ${prefix}_MODEL are set together (or neither)`);
  if (!baseURL || !model) return null;
  const apiKey = text('API_KEY');
  return { baseURL, model, timeoutMs: Number(env[`${prefix}_TIMEOUT_MS`]), ...(apiKey ? { apiKey } : {}) };
}
