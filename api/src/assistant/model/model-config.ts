// The operator's model server (PROVANA_AI_*), read once at start-up. The API key stays here and in
// the client built from it: describeModel() is all a response or a log line ever gets.
export interface ModelConfig {
  /** An OpenAI-compatible base URL, e.g. http://localhost:11434/v1 (Ollama). */
  baseURL: string;
  model: string;
  apiKey?: string;
  /** The whole budget of one use; past it the built-in engine answers. */
  timeoutMs: number;
}

/** What Settings shows: the model's name and the server's host, never the key or the full URL. */
export function describeModel(config: ModelConfig): { name: string; host: string } {
  return { name: config.model, host: new URL(config.baseURL).host };
}
