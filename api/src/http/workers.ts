// PROVANA_WORKERS > 1: this process becomes Node's cluster primary and serves nothing itself. It
// forks that many server processes sharing the port (the primary hands out new connections in
// turn). They already agree through the database on everything several processes must: sessions,
// lock-outs, rate limits, the brief's data version, calendar sync claims. Why: one Node process
// uses one core, and under load the daily brief's latency is queueing behind that core.
// A worker that dies is replaced; SIGTERM / SIGINT reach every worker, each finishes its requests
// in flight (server.ts), and the primary exits once all have, 0 when every one exited cleanly.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** Pause before a worker that died is replaced, so a crash loop does not spin. */
const RESTART_DELAY_MS = 1_000;

export function superviseWorkers(count: number, logger: Logger): Promise<number> {
  let stopping = false;
  let failed = false;
  const restarts = new Set<NodeJS.Timeout>();
  const listening = new WeakSet<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker));
  };

  return new Promise((exit) => {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      logger.info(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} worker(s)`);
      for (const timer of restarts) clearTimeout(timer);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) exit(failed ? 1 : 0);
    };
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (code !== 0) failed = true;
        if (Object.keys(cluster.workers ?? {}).length === 0) exit(failed ? 1 : 0);
        return;
      }
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
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
    for (let i = 0; i < count; i++) fork();
  });
}
