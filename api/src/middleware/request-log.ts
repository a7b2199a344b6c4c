// One JSON line per request (pino): request id (also sent back as X-Request-Id), method, path, status,
// duration. Never a query string, body, header or cookie; the public feed's secret token is cut from
// its path. So passwords, session ids, feed tokens and audio cannot reach the log. A 503 for a
// database out of reach is a warning that names the reason (connection refused, pool timeout, locked…).
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env';

/** The path as logged: the calendar feed URL's last segment is its credential. */
export const loggablePath = (path: string): string =>
  path.startsWith('/api/calendar-feeds/') ? path.replace(/^(\/api\/calendar-feeds\/)[^/]*$/, '$1[token].ics') : path;

export const requestLog = (logger: Logger) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const line = {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      const databaseUnavailable = c.get('databaseUnavailable');
      if (databaseUnavailable) logger.warn({ ...line, databaseUnavailable }, 'request');
      else logger.info(line, 'request');
    }
  });
