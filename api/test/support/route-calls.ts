// The calls the authorization tests make: every route of the app's own route table except the few
// public ones, with real path parameters and valid bodies, so a route added anywhere is covered
// without editing a test (auth-matrix.test.ts: 401 and 403; role-matrix.test.ts: every role).
import type { TestContext } from '../helpers';

/** The only routes reachable without owning an executive. */
export const PUBLIC = new Set([
  // Probes for load balancers (server-operations.test.ts).
  'GET /healthz',
  'GET /readyz',
  'GET /api/health',
  // The API's description and its reference page: no data (openapi-document.test.ts).
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/reference.js',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  // Two-factor: the second sign-in step (its challenge is the credential) and the signed-in account's
  // own settings, which name no executive (two-factor.test.ts checks 401 without a session).
  'POST /api/auth/sign-in/2fa',
  'GET /api/auth/2fa',
  'POST /api/auth/2fa/totp/setup',
  'POST /api/auth/2fa/totp/confirm',
  'POST /api/auth/2fa/disable',
  'POST /api/auth/2fa/recovery-codes',
  // Passkeys: signing in with one (the signed answer is the credential) and the account's own list
  // (passkeys.test.ts checks 401 without a session and that another account's passkey is a 404).
  'POST /api/auth/passkeys/sign-in/options',
  'POST /api/auth/sign-in/passkey',
  'GET /api/auth/passkeys',
  'POST /api/auth/passkeys/registration/options',
  'POST /api/auth/passkeys/registration',
  'PATCH /api/auth/passkeys/:passkeyId',
  'DELETE /api/auth/passkeys/:passkeyId',
  'POST /api/auth/sign-in/2fa/passkey/options',
  'POST /api/auth/sign-in/2fa/passkey',
  // Identity providers: the sign-in's redirects (the provider's answer and the state cookie are the
  // credential), confirming a link (its token and the account's password or mailed link), and the
  // signed-in account's own linked sign-ins (oidc-sign-in and oidc-links tests check 401 without a session).
  'GET /api/auth/oidc/providers',
  'GET /api/auth/oidc/:name/start',
  'GET /api/auth/oidc/:name/callback',
  'GET /api/auth/oidc/link',
  'POST /api/auth/oidc/link/confirm',
  'POST /api/auth/oidc/link/email',
  'POST /api/auth/oidc/link/confirm-email',
  'GET /api/auth/linked-sign-ins',
  'DELETE /api/auth/linked-sign-ins/:signInId',
  // Account mail, password and sessions: a mailed link is the credential, or the signed-in account's
  // own, naming no executive (auth-mail, auth-password and auth-sessions tests check 401 without a session).
  'POST /api/auth/verify-email',
  'POST /api/auth/verify-email/resend',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/change-password',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/:sessionId',
  'POST /api/auth/sessions/end-others',
  // Personal access tokens: the signed-in account's own (api-tokens.test.ts checks that no token
  // reaches them and that another account's token is a 404).
  'GET /api/auth/api-tokens',
  'POST /api/auth/api-tokens',
  'DELETE /api/auth/api-tokens/:tokenId',
  // The MCP server: a personal token is its only credential, and its tools call the workspace routes
  // above, whose checks they pass like any request (routes/mcp.test.ts: 401 without a token).
  'POST /api/mcp',
  'GET /api/mcp',
  'DELETE /api/mcp',
  // The signed-in account's workspaces and the invitations it received: they name no workspace it
  // must already be in (workspaces.test.ts checks 401 without a session, and the refusals).
  'GET /api/workspaces',
  'POST /api/workspaces/:executiveId/leave',
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  // The calendar subscription feed: calendar apps send no cookie, so its secret token is the credential
  // (calendar-feed.test.ts proves unknown and revoked tokens answer 404 and no other executive's data).
  'GET /api/calendar-feeds/:file{[^/]+\\.ics}',
  // Booking links' public side: a guest has no account, the link's or booking's token is the
  // credential (booking-public.test.ts proves unknown and used tokens are refused, and what leaks).
  'GET /api/book/:token',
  'POST /api/book/:token/bookings',
  'GET /api/book-guest/booking',
  'POST /api/book-guest/cancel',
  'POST /api/book-guest/reschedule',
]);

/** Valid bodies where a route has one, so a missing check would show up as a write, not only a 400. */
export const SAMPLE_BODIES: Record<string, unknown> = {
  'POST /api/executive/:id/priorities': { task: 'x', urgency: 'low' },
  'POST /api/executive/:id/memory': { note: 'Ask about the trip' },
  'PUT /api/executive/:id/time-zone': { timeZone: 'Asia/Tokyo' },
  'PATCH /api/executive/:id/priorities/:taskId': { completed: true },
  'POST /api/executive/:id/clarity-prompt': { transcript: 't', promptType: 'clarity', response: 'Clear next steps' },
  'POST /api/executive/:id/clarity-prompts': { transcript: 'decide' },
  'POST /api/executive/:id/calendar-events': { title: 'x', startTime: '2025-03-12T10:00:00', endTime: '2025-03-12T11:00:00', type: 'focus', priority: 'low' },
  'POST /api/executive/:id/team/voice-log': { direct_report: 'Sarah Chen', voice_log: { date: '2025-03-12', transcription: 'x' } },
  'PATCH /api/executive/:id/team/:name/voice-logs/:logId': { converted_to_action: true },
  'POST /api/executive/:id/team/:name/notes': { category: 'Coaching', content: 'x' },
  'POST /api/executive/:id/team/:name/follow-up': { startTime: '2025-03-13T15:00:00', endTime: '2025-03-13T15:30:00' },
  'POST /api/executive/:id/team/:name/meeting-notes': { meeting_at: '2025-03-13T15:00:00', content: 'x' },
  'POST /api/executive/:id/team/:name/talking-points': { text: 'x' },
  'PUT /api/executive/:id/team/:name/talking-points/order': { ids: [1] },
  'PATCH /api/executive/:id/team/:name/talking-points/:pointId': { done: true },
  'POST /api/executive/:id/team/:name/meeting/complete': { meeting_at: '2025-03-12T10:00:00' },
  'POST /api/executive/:id/team/:name/action-items': { text: 'x', owner: 'me', due_date: '2025-03-14' },
  'PATCH /api/executive/:id/team/:name/action-items/:itemId': { done: true },
  'POST /api/executive/:id/team': { name: 'New Report', role: 'Analyst', start_date: '2024-01-15' },
  'PATCH /api/executive/:id/team/:name': { role: 'Director' },
  'POST /api/executive/:id/team/:name/archive': {},
  'PUT /api/executive/:id/leadership/profile': { transformational: 1, servant: 2, system_syncing: 3 },
  'POST /api/executive/:id/goals': { kind: 'quarterly', title: 'x', status: 'Not Started', target_date: '2025-06-30', model_alignment: 'servant' },
  'PATCH /api/executive/:id/goals/:goalId': { status: 'Complete' },
  'PATCH /api/executive/:id/calendar-events/:eventId': { startTime: '2025-03-12T20:00:00', endTime: '2025-03-12T20:30:00' },
  'POST /api/executive/:id/decisions': { title: 'x', impactLevel: 'low', dueBy: '2025-03-20' },
  'POST /api/executive/:id/decisions/:decisionId/decide': { choice: 'x', rationale: 'y' },
  'POST /api/executive/:id/decisions/:decisionId/defer': { dueBy: '2025-03-20' },
  'PUT /api/executive/:id/reflections/:weekStart': {
    strategicDecisionsMade: 1,
    delayedDecisions: 0,
    delegatedTasks: 2,
    missedPersonalEvent: false,
    selfInsight: 'x',
  },
  'POST /api/executive/:id/leadership/assessments': { answers: [1, 1, 1, 0, 2, 1] },
  'PUT /api/executive/:id/leadership/lessons/:lessonId': { done: true },
  'PUT /api/executive/:id/assistant-settings': { choice: 'built-in' },
  'POST /api/executive/:id/assistant/voice-command': { command: 'priorities today' },
  'POST /api/executive/:id/assistant/actions': { action: { kind: 'add_memory_note', note: 'x' } },
  'POST /api/voice-command': { command: 'priorities today' },
  'POST /api/voice-recording': { transcript: 'hello', durationSeconds: 3 },
  'POST /api/executive/:id/push/subscriptions': {
    endpoint: 'https://push.example.com/send/matrix',
    keys: { p256dh: 'BMPZvRlxw_1ZFZUGXnn0cdJxOwmdYrEaS0YyJAPD--iN3sx77udqrz_0_wRffUSZ2KqTgRsT1EwpyjocawkvErw', auth: 'fPA-TrEa8Hl-mVkcvUILvw' },
    name: 'Phone',
  },
  'PUT /api/executive/:id/push/settings': { showDetails: true },
  'POST /api/executive/:id/delegates/invitations': { email: 'matrix@example.com', role: 'viewer' },
  'PATCH /api/executive/:id/delegates/:delegateId': { role: 'editor' },
  'POST /api/executive/:id/webhooks': { url: 'https://hooks.example.com/matrix', events: ['priority.completed'] },
  'PATCH /api/executive/:id/webhooks/:webhookId': { enabled: false },
  'POST /api/executive/:id/booking/types': { name: 'x', durations: [30], locationKind: 'video', weeklyHours: { '1': [{ start: '09:00', end: '17:00' }] } },
  'PUT /api/executive/:id/booking/types/:typeId': { name: 'x', durations: [30], locationKind: 'video', weeklyHours: {} },
  'POST /api/executive/:id/booking/links': { bookingTypeId: 1 },
};

export interface Call {
  key: string;
  method: string;
  path: string;
  init: RequestInit;
}

/** Real values for every path parameter: the target executive and rows it owns. */
export function fillPath(pattern: string, executiveId: number): string {
  return pattern
    .replace(':id', String(executiveId))
    .replace(':name', encodeURIComponent('Sarah Chen'))
    .replace(':weekStart', '2025-03-10') // this week's Monday at the tests' fixed clock
    .replace(/:[A-Za-z]+Id\b/g, '1');
}

export function callsFor(t: TestContext, executiveId: number): Call[] {
  const seen = new Set<string>();
  const calls: Call[] = [];
  for (const route of t.app.routes) {
    const key = `${route.method} ${route.path}`;
    if (route.method === 'ALL' || PUBLIC.has(key) || seen.has(key)) continue;
    seen.add(key);
    const path = fillPath(route.path, executiveId);
    let init: RequestInit = { method: route.method };
    if (path.endsWith('/audio') && route.method === 'PUT') {
      init = { ...init, headers: { 'Content-Type': 'audio/webm' }, body: new Uint8Array([1, 2, 3]) };
    } else if (route.method !== 'GET') {
      const body = { ...(SAMPLE_BODIES[key] as object | undefined), executiveId };
      init = { ...init, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    }
    calls.push({ key, method: route.method, path, init });
  }
  return calls;
}

export function withCookie(init: RequestInit, cookie?: string): RequestInit {
  return cookie ? { ...init, headers: { ...(init.headers as Record<string, string> | undefined), Cookie: cookie } } : init;
}
