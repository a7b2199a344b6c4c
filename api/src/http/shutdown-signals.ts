// Which signals and messages stop this process, and how: SIGTERM / SIGINT drain (readiness fails, the
// server keeps answering for PROVANA_SHUTDOWN_DELAY_MS, then finishes its connections and exits 0); a
// second signal ends the delay. A worker takes them as messages from the primary (http/workers.ts),
// which also retires it without a delay for a rolling restart.
import cluster from 'node:cluster';
import type { Env } from '../env';
import type { GracefulShutdown, ShutdownOptions } from './graceful-shutdown';
import { WORKER_MESSAGES } from './worker-messages';

/** Listens from the start; returns how to hand over the server's shutdown once it is up (before then a signal just exits). */
export function listenForShutdown(env: Pick<Env, 'PROVANA_SHUTDOWN_DELAY_MS'>): (started: GracefulShutdown) => void {
  // Listened for from the start; before the server is up there is nothing to drain, so it just exits.
  let shutdown: GracefulShutdown | undefined;
  const begin = (options: ShutdownOptions) => {
    if (!shutdown) process.exit(0);
    void shutdown.begin(options).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  const drain = (reason: string) => begin({ reason, delayMs: env.PROVANA_SHUTDOWN_DELAY_MS, failReadiness: true });
  if (cluster.isWorker) {
    // The primary relays signals as messages (a second one as shutdownNow); a signal sent to the whole
    // process group as well (a service manager, Ctrl-C) only starts what the primary's message would.
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => drain(signal));
    // The primary answers SIGHUP (a rolling restart); one sent to the whole group must not end a worker.
    process.on('SIGHUP', () => undefined);
    process.on('message', (message) => {
      if (message === WORKER_MESSAGES.shutdown) drain('shutdown');
      if (message === WORKER_MESSAGES.shutdownNow) {
        drain('shutdown');
        shutdown?.endDelay();
      }
      if (message === WORKER_MESSAGES.retire) begin({ reason: 'rolling restart', delayMs: 0, failReadiness: false });
    });
  } else {
    // A second signal ends the drain delay (Ctrl-C twice: stop now, still finishing what is in flight).
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => (shutdown?.begun() ? shutdown.endDelay() : drain(signal)));
  }
  return (started) => {
    shutdown = started;
  };
}
