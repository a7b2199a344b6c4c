// Sends reminders to devices from inside the API process (server.ts starts it, shutdown stops it;
// tests start it only when they mean to). Every tick runs one round (push-round.ts); a round still
// running when the next tick comes is not doubled. Several processes may tick at once: the claims
// in the database decide who sends what.
import { runPushRound, type PushRoundDeps, type PushRoundResult } from './push-round';

/** Often enough that a reminder arrives within its minute. */
export const PUSH_INTERVAL_MS = 30_000;

export interface PushScheduler {
  /** One round now (after the one in flight); resolves with what it did. */
  runOnce: () => Promise<PushRoundResult>;
  /** Stops ticking and waits for the round in flight. */
  stop: () => Promise<void>;
}

export function startPushReminders(deps: PushRoundDeps, intervalMs = PUSH_INTERVAL_MS): PushScheduler {
  let stopped = false;
  let inFlight: Promise<PushRoundResult> = Promise.resolve({ sent: 0, failed: 0, removed: 0 });
  let running = false;
  const round = () => (stopped ? Promise.resolve({ sent: 0, failed: 0, removed: 0 }) : runPushRound(deps));
  const runOnce = () => {
    inFlight = inFlight.then(round, round);
    return inFlight;
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runOnce()
      .catch((error: unknown) => deps.logger?.error({ err: error }, 'push reminder round failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight.catch(() => undefined);
    },
  };
}
