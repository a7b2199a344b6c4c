// One OpenAI-compatible client per process, built from the operator's configuration.
import OpenAI from 'openai';
import type { Logger } from 'pino';
import type { ModelConfig } from './model-config';
import { providerFailureReporter, type ReportFailure } from './provider-failure';

export interface ModelProvider {
  config: ModelConfig;
  client: OpenAI;
  /** Writes the operator's log line for a failed use (provider-failure.ts). */
  reportFailure: ReportFailure;
}

export function createModelProvider(config: ModelConfig, options: { kind?: 'model' | 'speech-to-text'; logger?: Logger | undefined } = {}): ModelProvider {
  const client = new OpenAI({
    baseURL: config.baseURL,
    // The client insists on a key; without one the Authorization header is dropped below, so a server
    // that needs none (Ollama, llama.cpp) gets no placeholder. Passed explicitly so OPENAI_API_KEY,
    // OPENAI_ORG_ID or OPENAI_PROJECT_ID in the environment are never picked up.
    apiKey: config.apiKey ?? 'unused',
    organization: null,
    project: null,
    ...(config.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    timeout: config.timeoutMs,
    // No retries: the timeout is the whole budget, and the built-in engine answers when it is spent.
    maxRetries: 0,
    // The client's own log can print request details; the product logs only provider-failure.ts's line.
    logLevel: 'off',
  });
  return { config, client, reportFailure: providerFailureReporter(config, options.kind ?? 'model', options.logger) };
}
