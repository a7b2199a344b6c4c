// Probes for load balancers and orchestrators, unauthenticated and cheap:
// GET /healthz: the process is up and serving. GET /readyz: the database answers and is at this code's
// schema version, and the process is not shutting down; 503 otherwise (take it out of rotation).
// GET /api/health stays as the benchmark's bare JSON baseline.
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv, Lifecycle, RouteDeps } from '../app-env';
import { migrations } from '../db/migrations';

export const healthRoutes = () => new Hono<AppEnv>().get('/health', (c) => c.json({ ok: true }));

export function probeRoutes({ repos }: RouteDeps, lifecycle: Lifecycle) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ ok: true }))
    .get('/readyz', async (c) => {
      if (lifecycle.draining) return c.json({ ready: false, reason: 'shutting down' }, 503);
      try {
        const { rows } = await sql<{ version: number }>`SELECT version FROM schema_version WHERE id = 1`.execute(repos.conn.db);
        const version = Number(rows[0]?.version ?? 0);
        if (version !== migrations.length) return c.json({ ready: false, reason: `schema version ${version}, expected ${migrations.length}` }, 503);
        return c.json({ ready: true });
      } catch {
        return c.json({ ready: false, reason: 'database unavailable' }, 503);
      }
    });
}
