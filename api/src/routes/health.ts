import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** A bare JSON route: liveness checks and the benchmark's baseline. */
export const healthRoutes = () => new Hono<AppEnv>().get('/health', (c) => c.json({ ok: true }));
