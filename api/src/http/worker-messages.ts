// What the cluster primary (workers.ts) tells a worker (server.ts) over the IPC channel. Messages,
// not signals: a service manager may signal every process of the group itself (systemd's default),
// and a worker must not read the primary's forwarded signal as a second, "stop now" one.
export const WORKER_MESSAGES = {
  /** Shut down as on SIGTERM: fail readiness, drain delay, drain. */
  shutdown: 'provana:shutdown',
  /** A second signal reached the primary: end the drain delay now. */
  shutdownNow: 'provana:shutdown-now',
  /** Replaced in a rolling restart, the new worker already listening: stop accepting and drain at once, staying ready. */
  retire: 'provana:retire',
} as const;

export type WorkerMessage = (typeof WORKER_MESSAGES)[keyof typeof WORKER_MESSAGES];
