// The operator's one log line when a model or speech server fails a use: which use, which
// host, and why (timeout, an HTTP status such as 429 or 5xx, a broken connection, output that does not
// validate). Only those: never the key, the URL's path or query, the executive's texts or audio, nor
// the error's message (a server may echo the request in it).
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { Logger } from 'pino';
import type { ModelConfig } from './model-config';

export type ProviderUse = 'voice-command' | 'brief-insight' | 'coaching' | 'recording-insights' | 'transcription';
export type ProviderFailureReason = 'timeout' | 'http-status' | 'connection' | 'invalid-output';

/** Thrown (or returned as no answer) for output that arrived but cannot be used. */
export class InvalidProviderOutput extends Error {
  constructor(what: string) {
    super(`invalid output: ${what}`);
  }
}

export function failureReason(cause: unknown): { reason: ProviderFailureReason; status?: number } {
  // Our own AbortController fires only when the use's time budget is spent.
  if (cause instanceof APIUserAbortError || cause instanceof APIConnectionTimeoutError) return { reason: 'timeout' };
  if (cause instanceof APIError && typeof cause.status === 'number') return { reason: 'http-status', status: cause.status };
  if (cause instanceof APIConnectionError) return { reason: 'connection' };
  if (cause instanceof Error && cause.name === 'AbortError') return { reason: 'timeout' };
  return { reason: 'invalid-output' };
}

export type ReportFailure = (use: ProviderUse, cause: unknown) => void;

export const ignoreFailures: ReportFailure = () => undefined;

/** One structured warn line per failure through the app's logger (none without one: tests, tools). */
export function providerFailureReporter(config: ModelConfig, kind: 'model' | 'speech-to-text', logger: Logger | undefined): ReportFailure {
  if (!logger) return ignoreFailures;
  const host = new URL(config.baseURL).host;
  return (use, cause) => logger.warn({ provider: kind, use, host, ...failureReason(cause) }, 'assistant provider failed');
}
