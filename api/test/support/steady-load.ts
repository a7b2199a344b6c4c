// Clients that keep a server busy until stopped, as traffic does during a deploy: half open a new
// connection for every request, half keep theirs alive (as a proxy does). Every outcome is kept:
// a status, or an error's code (ECONNRESET…).
import http from 'node:http';
import { getStatus } from './http-client';

export interface SteadyLoad {
  outcomes: (number | string)[];
  /** Resolves once `count` requests in all have been answered (or have failed). */
  reached: (count: number) => Promise<void>;
  /** Lets every client finish its request in flight; resolves with all the outcomes. */
  stop: () => Promise<(number | string)[]>;
}

export function steadyLoad(url: string, cookie: string, clients: number): SteadyLoad {
  const outcomes: (number | string)[] = [];
  const waiting = new Set<{ count: number; resolve: () => void }>();
  let running = true;
  const loops = Array.from({ length: clients }, async (_, i) => {
    const keepAlive = i % 2 === 1 ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : undefined;
    while (running) {
      outcomes.push(await getStatus(url, keepAlive ?? new http.Agent({ keepAlive: false }), cookie));
      for (const w of waiting) {
        if (outcomes.length < w.count) continue;
        waiting.delete(w);
        w.resolve();
      }
    }
    keepAlive?.destroy();
  });
  return {
    outcomes,
    reached: (count) => new Promise((resolve) => (outcomes.length >= count ? resolve() : waiting.add({ count, resolve }))),
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** The outcomes that are not 200, counted: `{}` when every request succeeded. */
export function failures(outcomes: (number | string)[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) if (o !== 200) counts[String(o)] = (counts[String(o)] ?? 0) + 1;
  return counts;
}
