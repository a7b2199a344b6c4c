// Property test: thousands of generated bodies against every mutation (with a valid session).
// Never a 5xx; and a rejected (4xx) body writes no row (total_changes and row counts unchanged).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { hashToken } from '../../src/auth/session-cookie';
import { createTestContext, tableCounts, type TestContext } from '../helpers';

const RUNS = 1000;

/**
 * Rows written so far on the app's connection (SQLite's total_changes(): every inserted, updated or
 * deleted row), and optionally every table's row count: a rejected request must change neither.
 */
async function writes(t: TestContext, withCounts: boolean): Promise<{ changes: number; counts: Record<string, number> | null }> {
  const n = (await t.row<{ n: number }>('SELECT total_changes() AS n'))?.n ?? -1;
  if (!withCounts) return { changes: n, counts: null };
  // The per-address attempt counters of sign-in and sign-up are written by design (checked below).
  const { rate_limits: _attempts, ...counts } = await tableCounts(t.db);
  return { changes: n, counts };
}

/** Rows a rejected request may write: a failed login its failure count and its attempt counter, a refused sign-up its attempt counter. */
const ALLOWED_WRITES: Partial<Record<string, number>> = { login: 2, signup: 1 };

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '   ', 'Today', 'Friday', 'Sarah Chen', 'a@b.c', 'demo@provana.app', '2025-03-12', '2025-03-12T10:00:00'),
);
const scalar = fc.oneof(text, fc.integer({ min: -5, max: 10 }), fc.double(), fc.boolean(), fc.constant(null));
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(
    fc.constantFrom(
      'command',
      'executiveId',
      'transcript',
      'durationSeconds',
      'task',
      'urgency',
      'completed',
      'promptType',
      'response',
      'title',
      'startTime',
      'endTime',
      'type',
      'priority',
      'direct_report',
      'voice_log',
      'converted_to_action',
      'category',
      'content',
      'date',
      'transformational',
      'servant',
      'system_syncing',
      'email',
      'password',
      'rememberMe',
    ),
    scalar,
  ),
);

/** Bodies near each route's schema (so many get deep into validation) mixed with arbitrary JSON. */
const bodies: Record<string, fc.Arbitrary<unknown>> = {
  signup: fc.record({ email: text, password: fc.oneof(text, fc.constant('longenough')), rememberMe: fc.oneof(fc.boolean(), scalar) }, { requiredKeys: [] }),
  login: fc.record({ email: text, password: text, rememberMe: scalar }, { requiredKeys: [] }),
  voiceCommand: fc.record({ command: text, executiveId: fc.oneof(fc.constant(1), scalar) }, { requiredKeys: [] }),
  voiceRecording: fc.record(
    {
      transcript: text,
      durationSeconds: fc.oneof(fc.integer({ min: -1, max: 30000 }), scalar),
      executiveId: fc.oneof(fc.constant(1), scalar),
      tags: scalar,
      anchor: scalar,
    },
    { requiredKeys: [] },
  ),
  createPriority: fc.record(
    { task: text, urgency: fc.oneof(fc.constantFrom('high', 'medium', 'low'), scalar), dueDate: scalar, description: scalar, source: scalar },
    { requiredKeys: [] },
  ),
  patchPriority: fc.record({ completed: scalar, extra: scalar }, { requiredKeys: [] }),
  clarityPrompt: fc.record(
    { transcript: text, promptType: fc.oneof(fc.constantFrom('decision', 'team', 'clarity'), scalar), response: text },
    { requiredKeys: [] },
  ),
  clarityPrompts: fc.record({ transcript: scalar }, { requiredKeys: [] }),
  calendarEvent: fc.record(
    {
      title: text,
      startTime: text,
      endTime: text,
      type: fc.oneof(fc.constantFrom('focus', 'meeting'), scalar),
      priority: fc.oneof(fc.constantFrom('high', 'low'), scalar),
      description: scalar,
      relatedGoals: fc.oneof(fc.array(text, { maxLength: 3 }), scalar),
    },
    { requiredKeys: [] },
  ),
  teamVoiceLog: fc.record(
    {
      direct_report: text,
      voice_log: fc.oneof(
        fc.record(
          { date: text, transcription: text, tags: fc.oneof(fc.array(text, { maxLength: 3 }), scalar), converted_to_action: scalar, audio_url: scalar },
          { requiredKeys: [] },
        ),
        scalar,
      ),
    },
    { requiredKeys: [] },
  ),
  patchVoiceLog: fc.record({ converted_to_action: scalar }, { requiredKeys: [] }),
  coachingNote: fc.record({ category: fc.oneof(fc.constantFrom('Coaching', 'Feedback'), scalar), content: text, date: scalar }, { requiredKeys: [] }),
  leadershipProfile: fc.record(
    { transformational: scalar, servant: scalar, system_syncing: fc.oneof(fc.integer({ min: -1, max: 5 }), scalar) },
    { requiredKeys: [] },
  ),
  logout: fc.constant({}),
  // A device's subscription: valid keys now and then (so bodies reach the point-on-curve check and the write), random 65 bytes too.
  pushSubscription: fc.record(
    {
      endpoint: fc.oneof(text, fc.constantFrom('https://push.example.com/send/a', 'http://127.0.0.1/push', 'https://', 'javascript:alert(1)')),
      keys: fc.oneof(
        fc.record(
          {
            p256dh: fc.oneof(
              text,
              fc.constant('BMPZvRlxw_1ZFZUGXnn0cdJxOwmdYrEaS0YyJAPD--iN3sx77udqrz_0_wRffUSZ2KqTgRsT1EwpyjocawkvErw'),
              fc.uint8Array({ minLength: 65, maxLength: 65 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
            ),
            auth: fc.oneof(text, fc.constant('fPA-TrEa8Hl-mVkcvUILvw')),
          },
          { requiredKeys: [] },
        ),
        scalar,
      ),
      name: text,
      expirationTime: scalar,
    },
    { requiredKeys: [] },
  ),
  pushSettings: fc.record({ showDetails: scalar, extra: scalar }, { requiredKeys: [] }),
};

const routes: { name: keyof typeof bodies; method: 'POST' | 'PUT' | 'PATCH'; path: string }[] = [
  { name: 'signup', method: 'POST', path: apiPaths.signup },
  { name: 'login', method: 'POST', path: apiPaths.login },
  { name: 'voiceCommand', method: 'POST', path: apiPaths.voiceCommand },
  { name: 'voiceRecording', method: 'POST', path: apiPaths.voiceRecording },
  { name: 'createPriority', method: 'POST', path: apiPaths.priorities(1) },
  { name: 'patchPriority', method: 'PATCH', path: apiPaths.priority(1, 2) },
  { name: 'clarityPrompt', method: 'POST', path: apiPaths.clarityPrompt(1) },
  { name: 'clarityPrompts', method: 'POST', path: apiPaths.clarityPrompts(1) },
  { name: 'calendarEvent', method: 'POST', path: apiPaths.calendarEvents(1) },
  { name: 'teamVoiceLog', method: 'POST', path: apiPaths.teamVoiceLog(1) },
  { name: 'patchVoiceLog', method: 'PATCH', path: apiPaths.teamVoiceLogEntry(1, 'Sarah Chen', 1) },
  { name: 'coachingNote', method: 'POST', path: apiPaths.coachingNotes(1, 'Sarah Chen') },
  { name: 'leadershipProfile', method: 'PUT', path: apiPaths.leadershipProfile(1) },
  { name: 'logout', method: 'POST', path: apiPaths.logout },
  { name: 'pushSubscription', method: 'POST', path: apiPaths.pushSubscriptions(1) },
  { name: 'pushSettings', method: 'PUT', path: apiPaths.pushSettings(1) },
];

/** Raw bodies: valid JSON of any shape, broken JSON, wrong content types. */
const rawRequest = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.record({
      body: fc.string({ maxLength: 30 }),
      type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''),
    }),
  },
);

describe('every mutation under generated bodies', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Generous per-address limits, so generated bodies keep reaching validation instead of a 429.
    t = await createTestContext({ authRateLimits: { signIn: { limit: 1_000_000, windowMs: 60_000 }, signUp: { limit: 1_000_000, windowMs: 60_000 } } });
  });

  it.each(routes.map((r) => [r.name, r] as const))(
    '%s: no 5xx, and nothing written when rejected',
    async (_name, route) => {
      let cookie = t.demoCookie;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 3, arbitrary: bodies[route.name] ?? anyJson }, { weight: 1, arbitrary: anyJson }),
          rawRequest,
          async (body, raw) => {
            if (route.name === 'logout') {
              // Each logout ends its session: give every run a fresh one.
              const token = `prop-${Math.random()}`;
              t.repos.sessions.create(hashToken(token), 1, false, t.clock.now().getTime(), t.clock.now().getTime() + 3_600_000);
              cookie = `provana_session=${token}`;
            }
            const isAuth = route.name in ALLOWED_WRITES;
            const before = await writes(t, isAuth);
            const headers: Record<string, string> = { Cookie: cookie };
            const contentType = raw ? raw.type : 'application/json';
            if (contentType) headers['Content-Type'] = contentType;
            const res = await t.app.request(route.path, { method: route.method, headers, body: raw ? raw.body : JSON.stringify(body) });
            expect(res.status, await res.clone().text()).toBeLessThan(500);
            if (res.status < 400) return;
            const after = await writes(t, isAuth);
            expect(after.counts).toEqual(before.counts);
            // A failed login records the failure (one counter update, no new row) and the attempt: those writes are the feature.
            expect(after.changes - before.changes).toBeLessThanOrEqual(ALLOWED_WRITES[route.name] ?? 0);
          },
        ),
        { numRuns: RUNS },
      );
    },
    60_000,
  );

  it('audio upload: no 5xx, and nothing written when rejected', async () => {
    const path = apiPaths.voiceRecordingAudio(1, 2);
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom('audio/webm', 'audio/ogg;codecs=opus', 'audio/', 'video/webm', 'application/json', 'multipart/form-data; boundary=x', ''),
        async (bytes, type) => {
          const before = await writes(t, false);
          const headers: Record<string, string> = { Cookie: t.demoCookie };
          if (type) headers['Content-Type'] = type;
          const res = await t.app.request(path, { method: 'PUT', headers, body: bytes });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(await writes(t, false)).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);
});
