// The one source of "now": injected so tests and the seed can run against a fixed day.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move forward (lock-out expiry, session expiry). */
export interface ManualClock extends Clock {
  set(date: Date): void;
  advanceMs(ms: number): void;
}

export function manualClock(start: Date): ManualClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advanceMs: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
