// One model use under the timeout: the model's answer when it arrives in time and validates,
// otherwise the built-in engine's. A provider failure never reaches the user as an error.
import type { AnswerLog } from './answer-log';

/** The model call returns undefined for output that does not validate. */
export type ModelCall<T> = (signal: AbortSignal) => Promise<T | undefined>;

export async function withFallback<T>(timeoutMs: number, log: AnswerLog, call: ModelCall<T>, builtIn: () => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const value = await call(controller.signal);
    if (value !== undefined) {
      log.record('model');
      return value;
    }
  } catch {
    // Timeout, 429, 5xx, a broken connection or unparseable output: all answered the same way.
  } finally {
    clearTimeout(timer);
  }
  log.record('built-in');
  return builtIn();
}
