import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv, RouteDeps } from './app-env';
import { DEFAULT_MAIL_RATE_LIMITS } from './auth/mail-rate-limit';
import { DEFAULT_AUTH_RATE_LIMITS } from './auth/rate-limit';
import { sessionCookieTransport } from './auth/session-cookie';
import { createOidcService } from './auth/oidc/oidc-client';
import { isUniqueViolation } from './db/dialect/unique-violation';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS, databaseUnavailable } from './db/dialect/database-unavailable';
import { createModelProvider } from './assistant/model/model-provider';
import { secretBox } from './lib/secret-box';
import { DEFAULT_SYNC_SECONDS } from './services/calendar/accounts/account-sync';
import { createRepositories } from './db/repositories';
import { DEFAULT_VAPID_SUBJECT, vapidIdentity } from './services/push/vapid-keys';
import { systemClock } from './lib/clock';
import { HttpError, errorBody } from './lib/http-error';
import { isMalformedJson } from './lib/validation';
import { jsonMutationGuard } from './middleware/request-guards';
import { loggablePath, requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { loadSession } from './middleware/session';
import { loadApiToken } from './middleware/api-token';
import { DEFAULT_API_TOKEN_RATE_LIMIT } from './auth/api-tokens';
import { accountDataRoutes } from './routes/account-data';
import { accountImportRoutes } from './routes/account-import';
import { accountRoutes } from './routes/auth';
import { calendarRoutes } from './routes/calendar';
import { calendarFeedIcsRoutes } from './routes/calendar/feed';
import { printSourceMeetingRoutes } from './routes/calendar/meetings';
import { dailyBriefRoutes } from './routes/daily-brief';
import { executiveBodyRouter, executiveRouter } from './routes/executive-router';
import { goalRoutes, printSourceGoalRoutes } from './routes/goals';
import { healthRoutes, probeRoutes } from './routes/health';
import { leadershipRoutes } from './routes/leadership';
import { executiveSettingsRoutes } from './routes/executive-settings';
import { appearanceRoutes } from './routes/appearance';
import { assistantActionRoutes } from './routes/assistant/actions';
import { assistantSettingsRoutes } from './routes/assistant/settings';
import { assistantCommandRoutes } from './routes/assistant/voice-command-stream';
import { printSourcePriorityRoutes, priorityRoutes } from './routes/priorities';
import { decisionRoutes } from './routes/decisions';
import { lifeEventRoutes } from './routes/life-events';
import { memoryNoteRoutes } from './routes/memory-notes';
import { reflectionRoutes } from './routes/reflections';
import { teamRoutes } from './routes/team';
import { timeBlockRoutes } from './routes/time-blocks';
import { voiceCommandRoutes, voiceRecordingRoutes, voiceRoutes } from './routes/voice';
import { workspaceSearchRoutes } from './routes/workspace-search';
import { activityRoutes } from './routes/delegation/activity';
import { delegateRoutes } from './routes/delegation/delegates';
import { workspaceRoutes } from './routes/delegation/workspaces';
import { reminderRoutes } from './routes/reminders';
import { pushRoutes } from './routes/push';
import { operatorRoutes } from './routes/operator';
import { liveChangeRoutes } from './routes/live-changes';
import { apiDescriptionRoutes } from './routes/api-description';
import { mcpRoutes } from './routes/mcp';
import { webhookRoutes } from './routes/webhooks';
import { bookingDashboardRoutes } from './routes/booking/dashboard';
import { DEFAULT_BOOKING_RATE_LIMIT, publicBookingRoutes } from './routes/booking/public';
import { createChangeHub } from './live/change-hub';
import { publishChanges } from './live/publish-changes';

export type { AppDeps } from './app-env';
export const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;

/** Builds the API from its dependencies; tests pass an in-memory database and a fixed clock. */
export function createApp(deps: AppDeps) {
  const repos = createRepositories(deps.db);
  const clock = deps.clock ?? systemClock;
  const routeDeps: RouteDeps = {
    repos,
    clock,
    engine: deps.engine,
    secureCookies: deps.secureCookies ?? false,
    trustProxy: deps.trustProxy ?? false,
    authRateLimits: { ...DEFAULT_AUTH_RATE_LIMITS, ...deps.authRateLimits },
    scrypt: deps.scrypt,
    model: deps.model ? createModelProvider(deps.model, { kind: 'model', logger: deps.logger }) : null,
    stt: deps.stt ? createModelProvider(deps.stt, { kind: 'speech-to-text', logger: deps.logger }) : null,
    calendarFetch: deps.calendarFetch ?? { allowLoopback: false },
    calendarAccounts: deps.calendarAccounts ?? { secrets: secretBox(randomBytes(32)), intervalMs: DEFAULT_SYNC_SECONDS * 1000 },
    push: {
      vapid: vapidIdentity(repos, clock, deps.push?.vapid ?? { subject: DEFAULT_VAPID_SUBJECT }),
      allowLoopback: deps.push?.allowLoopback ?? false,
    },
    accountMail: deps.accountMail ?? null,
    mailRateLimits: { ...DEFAULT_MAIL_RATE_LIMITS, ...deps.mailRateLimits },
    publicUrl: deps.publicUrl ?? null,
    oidc: deps.oidc && deps.oidc.providers.length > 0 ? createOidcService(deps.oidc, clock, deps.logger) : null,
    changes: deps.changes ?? createChangeHub(),
    apiTokenRateLimit: deps.apiTokenRateLimit ?? DEFAULT_API_TOKEN_RATE_LIMIT,
    webhooks: { allowLoopback: deps.webhooks?.allowLoopback ?? false, wake: deps.webhooks?.wake ?? (() => {}) },
    bookingRateLimit: deps.bookingRateLimit ?? DEFAULT_BOOKING_RATE_LIMIT,
  };
  const app = new Hono<AppEnv>();
  // Every response carries its request id (a short plain one the client or proxy sent, else a fresh
  // one; the log line has the same) and the security headers; the front-end's files set their own
  // policy inside this (mountFrontend), which these defaults do not overwrite.
  app.use('*', requestId());
  app.use('*', securityHeaders());
  if (deps.logger) app.use('*', requestLog(deps.logger));
  // Probes first: no session, no database work beyond one SELECT.
  app.route('/', probeRoutes(routeDeps, deps.lifecycle ?? { draining: false }));
  // The subscription feed answers before the session middleware: its token is its only credential,
  // so no cookie is read (or needed) there.
  app.route('/api', calendarFeedIcsRoutes(routeDeps));

  // Hono's compress (gzip via CompressionStream); static files come precompressed (static/).
  if (deps.compressApi) app.use('/api/*', compress({ encoding: 'gzip', contentTypeFilter: /^application\/json/ }));
  // Before the session is read: HTTPS requests use the __Host- cookie.
  app.use('/api/*', sessionCookieTransport(routeDeps));
  // A personal access token (Bearer pvn_…) acts as its owner on workspace routes only (middleware/api-token.ts).
  app.use('/api/*', loadSession(routeDeps), loadApiToken(routeDeps), jsonMutationGuard(deps.maxJsonBytes ?? DEFAULT_MAX_JSON_BYTES));
  app.route('/api', healthRoutes());
  // The account of the session, or of the person signing in: sign-in, security, tokens (routes/auth/).
  app.route('/api/auth', accountRoutes(routeDeps));
  // The API's OpenAPI document and reference page, generated from this app's route table when first asked.
  app.route(
    '/api',
    apiDescriptionRoutes(() => app.routes),
  );
  // The MCP server for AI assistants: a personal token only; its tools call this app's own routes.
  app.route(
    '/api',
    mcpRoutes(
      async (request, env) => app.fetch(request, env),
      () => app.routes,
    ),
  );
  // The account's workspaces (its own and those delegated to it) and the invitations it received.
  app.route('/api', workspaceRoutes(routeDeps));
  // Booking links' public side: no session; the link's or the booking's token is the credential.
  app.route('/api', publicBookingRoutes(routeDeps));
  // The operator API has its own credential and acts on the server's remote registry, not on a workspace;
  // without PROVANA_OPERATOR_TOKEN it is not mounted (its paths are the ordinary JSON 404).
  if (deps.operator) app.route('/api/operator', operatorRoutes(routeDeps, deps.operator));

  // Every executive-scoped route is mounted through a router from executive-router.ts, whose first
  // middleware answers 401/403; nothing else under /api is reachable without passing it.
  // Every successful write there tells the workspace's open dashboards what changed (live/).
  const executive = executiveRouter(routeDeps).use(publishChanges(routeDeps.changes));
  for (const routes of [
    liveChangeRoutes,
    voiceRoutes,
    workspaceSearchRoutes,
    priorityRoutes,
    timeBlockRoutes,
    calendarRoutes,
    dailyBriefRoutes,
    reminderRoutes,
    pushRoutes,
    memoryNoteRoutes,
    lifeEventRoutes,
    reflectionRoutes,
    decisionRoutes,
    goalRoutes,
    teamRoutes,
    leadershipRoutes,
    executiveSettingsRoutes,
    appearanceRoutes,
    assistantSettingsRoutes,
    assistantCommandRoutes,
    assistantActionRoutes,
    accountDataRoutes,
    accountImportRoutes,
    delegateRoutes,
    activityRoutes,
    webhookRoutes,
    bookingDashboardRoutes,
  ]) {
    executive.route('/', routes(routeDeps));
  }
  app.route('/api/executive/:id', executive);
  // The spec's print-report sources name the executive as their last segment.
  app.route('/api/goals/:id', executiveRouter(routeDeps).route('/', printSourceGoalRoutes(routeDeps)));
  app.route('/api/meetings/:id', executiveRouter(routeDeps).route('/', printSourceMeetingRoutes(routeDeps)));
  app.route('/api/priorities/:id', executiveRouter(routeDeps).route('/', printSourcePriorityRoutes(routeDeps)));
  // The spec's calls that name the executive in the JSON body.
  app.route('/api/voice-command', executiveBodyRouter(routeDeps).route('/', voiceCommandRoutes(routeDeps)));
  app.route('/api/voice-recording', executiveBodyRouter(routeDeps).use(publishChanges(routeDeps.changes)).route('/', voiceRecordingRoutes(routeDeps)));

  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404);
    return c.text('Not Found', 404);
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error.code, error.message, error.field), error.status, error.headers);
    if (isMalformedJson(error)) return c.json(errorBody('invalid_json', 'Request body must be valid JSON'), 400);
    if (error instanceof HTTPException) return c.json(errorBody('http_error', error.message || 'Request failed'), error.status);
    if (isUniqueViolation(error)) return c.json(errorBody('conflict', 'This record already exists'), 409);
    // The database is away (restart, failover, locked): the request may be sent again; the request log says why.
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      c.set('databaseUnavailable', unavailable);
      return c.json(errorBody('service_unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    // Never leak internals: log for the operator, answer generically.
    if (deps.logger) deps.logger.error({ err: error, reqId: c.get('requestId'), method: c.req.method, path: loggablePath(c.req.path) }, 'request failed');
    else console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody('internal_error', 'Something went wrong. Please try again.'), 500);
  });

  return app;
}
