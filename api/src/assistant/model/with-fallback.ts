// One model use under the timeout: the model's answer when it arrives in time and validates,
// otherwise the built-in engine's. A provider failure never reaches the user as an error; the
// operator gets one log line saying why.
import type { AnswerLog } from './answer-log';
import { InvalidProviderOutput } from './provider-failure';

/** The model call returns undefined for output that does not validate. */
export type ModelCall<T> = (signal: AbortSignal) => Promise<T | undefined>;

export async function withFallback<T>(
  timeoutMs: number,
  log: AnswerLog,
  call: ModelCall<T>,
  builtIn: () => Promise<T>,
  reportFailure: (cause: unknown) => void,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const value = await call(controller.signal);
    if (value !== undefined) {
      log.record('model');
      return value;
    }
    reportFailure(new InvalidProviderOutput('did not validate'));
  } catch (cause) {
    // Timeout, 429, 5xx, a broken connection or unparseable output: all answered the same way.
    reportFailure(cause);
  } finally {
    clearTimeout(timer);
  }
  log.record('built-in');
  return builtIn();
}
