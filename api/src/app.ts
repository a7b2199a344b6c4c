import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv, RouteDeps } from './app-env';
import { DEFAULT_AUTH_RATE_LIMITS } from './auth/rate-limit';
import { sessionCookieTransport } from './auth/session-cookie';
import { createRepositories } from './db/repositories';
import { systemClock } from './lib/clock';
import { HttpError, errorBody } from './lib/http-error';
import { executiveFromBody, executiveFromParam } from './middleware/executive-access';
import { jsonMutationGuard } from './middleware/request-guards';
import { loadSession, requireSession } from './middleware/session';
import { authRoutes } from './routes/auth';
import { calendarRoutes } from './routes/calendar';
import { calendarEventRoutes } from './routes/calendar-events';
import { clarityRoutes } from './routes/clarity';
import { dailyBriefRoutes } from './routes/daily-brief';
import { goalRoutes } from './routes/goals';
import { healthRoutes } from './routes/health';
import { leadershipRoutes } from './routes/leadership';
import { meetingRoutes } from './routes/meetings';
import { priorityRoutes } from './routes/priorities';
import { recordRoutes } from './routes/records';
import { teamRoutes } from './routes/team';
import { timeBlockRoutes } from './routes/time-blocks';
import { voiceRoutes } from './routes/voice';
import { voiceAudioRoutes } from './routes/voice-audio';

export type { AppDeps } from './app-env';
export const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;

/** Paths addressed to one executive by their :id segment. */
const PARAM_SCOPED = ['/api/executive/:id/*', '/api/goals/:id', '/api/meetings/:id', '/api/priorities/:id'];
/** The spec's calls that name the executive in the JSON body. */
const BODY_SCOPED = ['/api/voice-command', '/api/voice-recording'];

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Builds the API from its dependencies; tests pass an in-memory database and a fixed clock. */
export function createApp(deps: AppDeps) {
  const routeDeps: RouteDeps = {
    repos: createRepositories(deps.db),
    clock: deps.clock ?? systemClock,
    engine: deps.engine,
    secureCookies: deps.secureCookies ?? false,
    trustProxy: deps.trustProxy ?? false,
    authRateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...deps.authRateLimits },
    scrypt: deps.scrypt,
  };
  const app = new Hono<AppEnv>();

  // Before the session is read: HTTPS requests use the __Host- cookie.
  app.use('/api/*', sessionCookieTransport(routeDeps));
  app.use('/api/*', loadSession(routeDeps));
  // Order matters: 401 before anything else, then content type and size, then ownership (403).
  for (const path of [...PARAM_SCOPED, ...BODY_SCOPED]) app.use(path, requireSession);
  app.use('/api/*', jsonMutationGuard(deps.maxJsonBytes ?? DEFAULT_MAX_JSON_BYTES));
  for (const path of PARAM_SCOPED) app.use(path, executiveFromParam);
  for (const path of BODY_SCOPED) app.use(path, executiveFromBody);

  const routes = app
    .route('/api', healthRoutes())
    .route('/api', authRoutes(routeDeps))
    .route('/api', voiceRoutes(routeDeps))
    .route('/api', voiceAudioRoutes(routeDeps))
    .route('/api', priorityRoutes(routeDeps))
    .route('/api', clarityRoutes(routeDeps))
    .route('/api', timeBlockRoutes(routeDeps))
    .route('/api', calendarEventRoutes(routeDeps))
    .route('/api', calendarRoutes(routeDeps))
    .route('/api', meetingRoutes(routeDeps))
    .route('/api', dailyBriefRoutes(routeDeps))
    .route('/api', recordRoutes(routeDeps))
    .route('/api', goalRoutes(routeDeps))
    .route('/api', teamRoutes(routeDeps))
    .route('/api', leadershipRoutes(routeDeps));

  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404);
    return c.text('Not Found', 404);
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error.code, error.message, error.field), error.status, error.headers);
    if (error instanceof HTTPException) return c.json(errorBody('http_error', error.message || 'Request failed'), error.status);
    if (isUniqueViolation(error)) return c.json(errorBody('conflict', 'This record already exists'), 409);
    // Never leak internals: log for the operator, answer generically.
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody('internal_error', 'Something went wrong. Please try again.'), 500);
  });

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
