// A server process's shutdown, in the order a load balancer needs:
// 1. /readyz answers 503 (unless the process is only being replaced by a rolling restart: the
//    machine stays ready) and every response says `Connection: close`;
// 2. for the drain delay the server keeps accepting and answering, so requests the balancer still
//    sends (until its health check notices) are served; endDelay() (a second signal) ends it early;
// 3. it ends its long-lived responses (live-update streams: their clients reconnect elsewhere), stops
//    accepting and closes its connections without resetting a request (connection-drain.ts), then
//    background work and the database are closed.
import type { Logger } from 'pino';
import type { Lifecycle } from '../app-env';
import type { ConnectionDrain } from './connection-drain';

/** How long the connections may take to finish once the server stops accepting. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownOptions {
  /** How long to keep accepting and answering after readiness fails (PROVANA_SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** Whether /readyz starts answering 503: not for a worker replaced in a rolling restart. */
  failReadiness: boolean;
  /** Why, for the log ("SIGTERM", "rolling restart"). */
  reason: string;
}

export interface ShutdownSteps {
  connections: ConnectionDrain;
  lifecycle: Lifecycle;
  logger: Logger;
  /**
   * Ends responses that stay open until the server ends them (live-update streams), as the server stops
   * accepting: they would otherwise hold the drain for its whole grace; their clients reconnect to another process.
   */
  endLongLivedResponses?: () => void;
  /** Stops background work (calendar sync); runs at once. */
  stopBackgroundWork: () => Promise<void>;
  /** Runs last, once every connection has closed. */
  closeDatabase: () => Promise<void>;
  graceMs?: number;
}

export interface GracefulShutdown {
  /** Starts the shutdown (once: later calls return the same promise); resolves when everything is closed. */
  begin: (options: ShutdownOptions) => Promise<void>;
  /** Whether begin() has been called. */
  begun: () => boolean;
  /** Ends the drain delay now, if the shutdown is in it. */
  endDelay: () => void;
}

export function gracefulShutdown(steps: ShutdownSteps): GracefulShutdown {
  const { connections, lifecycle, logger } = steps;
  let done: Promise<void> | undefined;
  let endDelay: (() => void) | undefined;
  let delayEnded = false;

  const run = async ({ delayMs, failReadiness, reason }: ShutdownOptions) => {
    if (failReadiness) lifecycle.draining = true;
    connections.answerWithClose();
    const background = steps.stopBackgroundWork();
    if (delayMs > 0 && !delayEnded) {
      logger.info(`${reason}: ${failReadiness ? 'not ready; ' : ''}still serving for ${delayMs} ms, each answer with Connection: close`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        endDelay = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    steps.endLongLivedResponses?.();
    const open = connections.size();
    logger.info(`${reason}: stopped accepting connections; finishing ${open} open one(s)`);
    const { cut } = await connections.close(steps.graceMs ?? SHUTDOWN_GRACE_MS);
    if (cut > 0) logger.warn(`${cut} connection(s) still busy after ${steps.graceMs ?? SHUTDOWN_GRACE_MS} ms were cut`);
    await background;
    await steps.closeDatabase();
    logger.info(`${reason}: stopped`);
  };

  return {
    begin: (options) => (done ??= run(options)),
    begun: () => done !== undefined,
    endDelay: () => {
      if (delayEnded) return;
      delayEnded = true;
      if (endDelay) logger.info('ending the drain delay now');
      endDelay?.();
    },
  };
}
