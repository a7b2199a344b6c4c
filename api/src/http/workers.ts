// PROVANA_WORKERS > 1: this process becomes Node's cluster primary and serves nothing itself. It
// forks that many server processes sharing the port (the primary hands out new connections in
// turn). They already agree through the database on everything several processes must: sessions,
// lock-outs, rate limits, the brief's data version, calendar sync claims. Why: one Node process
// uses one core, and under load the daily brief's latency is queueing behind that core.
// - A worker that dies is replaced.
// - SIGHUP restarts the workers one at a time, each from the files on disk (a new build): a new
//   worker is listening before the old one stops accepting and finishes its connections, so one
//   machine deploys without a failed request. A new worker that fails to start ends the restart and
//   the running ones keep serving.
// - SIGTERM / SIGINT: every worker shuts down as server.ts does on its own (readiness fails, drain
//   delay, drain); a second signal ends the delay. The primary exits once all have, 0 when every one
//   exited cleanly.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { SHUTDOWN_GRACE_MS } from './graceful-shutdown';
import { WORKER_MESSAGES, type WorkerMessage } from './worker-messages';

/** Pause before a worker that died is replaced, so a crash loop does not spin. */
const RESTART_DELAY_MS = 1_000;
/** A retiring worker that has not exited this long after its grace period is killed. */
const RETIRE_TIMEOUT_MS = SHUTDOWN_GRACE_MS + 5_000;

const liveWorkers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

function tell(worker: Worker, message: WorkerMessage) {
  // A worker whose channel has already closed is on its way out anyway.
  if (worker.isConnected()) worker.send(message);
}

/** Resolves true once the worker listens, false if it exits first. */
const listeningOrExit = (worker: Worker) =>
  new Promise<boolean>((resolve) => {
    worker.once('listening', () => resolve(true));
    worker.once('exit', () => resolve(false));
  });

export function superviseWorkers(count: number, logger: Logger): Promise<number> {
  let stopping = false;
  let failed = false;
  let restarting = false;
  const restarts = new Set<NodeJS.Timeout>();
  const listening = new WeakSet<Worker>();
  /** Replaced by a rolling restart: their exit is expected. */
  const retiring = new WeakSet<Worker>();
  /** Started by a rolling restart and not listening yet: the restart handles their failure. */
  const candidates = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
    return worker;
  };

  /** Replaces one worker: the new one listening first, then the old one drains. False if the new one failed. */
  async function replace(old: Worker): Promise<boolean> {
    const next = fork();
    candidates.add(next);
    const started = await listeningOrExit(next);
    candidates.delete(next);
    if (!started) return false;
    if (stopping || old.isDead()) return true;
    retiring.add(old);
    const gone = new Promise<void>((resolve) => old.once('exit', () => resolve()));
    const kill = setTimeout(() => {
      logger.error({ pid: old.process.pid }, 'a retiring worker did not stop in time; killing it');
      old.process.kill('SIGKILL');
    }, RETIRE_TIMEOUT_MS);
    tell(old, WORKER_MESSAGES.retire);
    await gone;
    clearTimeout(kill);
    return true;
  }

  async function rollingRestart() {
    if (stopping) return;
    if (restarting) {
      logger.warn('SIGHUP: a rolling restart is already under way');
      return;
    }
    restarting = true;
    const old = liveWorkers();
    logger.info(`SIGHUP: rolling restart of ${old.length} worker(s), one at a time`);
    try {
      for (const worker of old) {
        if (stopping) return;
        if (worker.isDead() || retiring.has(worker)) continue;
        if (!(await replace(worker))) {
          logger.error('a new worker failed to start; rolling restart stopped, the running workers keep serving');
          return;
        }
      }
      if (!stopping) logger.info({ pids: liveWorkers().map((w) => w.process.pid) }, `rolling restart done: ${liveWorkers().length} worker(s)`);
    } finally {
      restarting = false;
    }
  }

  return new Promise((exit) => {
    const exitIfDone = () => {
      if (liveWorkers().length === 0) exit(failed ? 1 : 0);
    };
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        logger.info(`${signal} again: the workers end their drain delay now`);
        for (const worker of liveWorkers()) tell(worker, WORKER_MESSAGES.shutdownNow);
        return;
      }
      stopping = true;
      logger.info(`${signal}: stopping ${liveWorkers().length} worker(s)`);
      for (const timer of restarts) clearTimeout(timer);
      // One still starting has nothing to drain, and may not listen for messages yet: a signal ends it.
      for (const worker of liveWorkers()) {
        if (listening.has(worker)) tell(worker, WORKER_MESSAGES.shutdown);
        else worker.process.kill('SIGTERM');
      }
      exitIfDone();
    };
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        // One ended while still starting (signalled above) had nothing to finish.
        if (code !== 0 && listening.has(worker) && !retiring.has(worker)) failed = true;
        exitIfDone();
        return;
      }
      if (retiring.has(worker)) {
        if (code !== 0) logger.warn({ pid: worker.process.pid, code, signal }, 'a retired worker exited uncleanly');
        return;
      }
      // Started by a rolling restart: the restart reports it and the running workers keep serving.
      if (candidates.has(worker)) return;
      // One that never came up (bad configuration, a database it cannot open) would fail again.
      if (!listening.has(worker)) {
        logger.error({ pid: worker.process.pid, code, signal }, 'a worker failed to start; stopping');
        failed = true;
        stop('SIGTERM');
        return;
      }
      logger.error({ pid: worker.process.pid, code, signal }, 'a worker stopped; starting another');
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork();
      }, RESTART_DELAY_MS);
      restarts.add(timer);
    });
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGHUP', () => void rollingRestart());
    for (let i = 0; i < count; i++) fork();
  });
}
