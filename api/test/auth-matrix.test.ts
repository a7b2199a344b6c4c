// Every route of the app's own route table, except the few public ones, answers 401 without a
// session and 403 for another account's executive, and such a request changes no stored row.
// The list is generated, so a route added anywhere is covered without editing this file.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { requiredAccessOf } from '../src/middleware/requires';
import { createTestContext, databaseDigest, signUp, type TestContext } from './helpers';
import { callsFor, withCookie, type Call } from './support/route-calls';

/** A digest of every row of every table: counts and contents. */
describe('executive-scoped authorization, over the app route table', () => {
  let t: TestContext;
  let otherCookie: string;
  let calls: Call[];
  beforeAll(async () => {
    t = await createTestContext();
    otherCookie = (await signUp(t.app)).cookie;
    calls = callsFor(t, 1);
  });

  it('covers every non-public route, mutations included', () => {
    const keys = calls.map((c) => c.key);
    expect(keys).toContain('POST /api/voice-command');
    expect(keys).toContain('PUT /api/executive/:id/voice-recordings/:recordingId/audio');
    expect(keys).toContain('GET /api/goals/:id');
    expect(calls.filter((c) => c.method !== 'GET').length).toBeGreaterThanOrEqual(12);
    expect(calls.length).toBeGreaterThanOrEqual(33);
  });

  it('finds the least role every workspace route declares with requires(), and no route without one', () => {
    const declared = new Map<string, string>();
    for (const route of t.app.routes) {
      const access = requiredAccessOf(route.handler);
      if (access) declared.set(`${route.method} ${route.path}`, access);
    }
    // Sign-in and account routes (/api/auth/...) are never a workspace's; everything else is.
    const undeclared = calls.map((c) => c.key).filter((key) => !key.includes(' /api/auth/') && !declared.has(key));
    expect(undeclared).toEqual([]);
    // Spot checks of the owner-only routes the product promises a delegate never reaches.
    for (const key of [
      'DELETE /api/executive/:id/account',
      'GET /api/executive/:id/export',
      'POST /api/executive/:id/import',
      'PUT /api/executive/:id/assistant-settings',
      'GET /api/executive/:id/calendar-feed',
      'GET /api/executive/:id/delegates',
      'GET /api/executive/:id/activity',
    ]) {
      expect({ key, access: declared.get(key) }).toEqual({ key, access: 'owner' });
    }
  });

  it('answers 401 without a session on every route, and writes nothing', async () => {
    const before = await databaseDigest(t.db);
    for (const call of calls) {
      const res = await t.app.request(call.path, call.init);
      expect({ route: call.key, status: res.status }).toEqual({ route: call.key, status: 401 });
      expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it("answers 403 for another account's executive on every route, and writes nothing", async () => {
    const before = await databaseDigest(t.db);
    for (const call of calls) {
      const res = await t.app.request(call.path, withCookie(call.init, otherCookie));
      expect({ route: call.key, status: res.status }).toEqual({ route: call.key, status: 403 });
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await databaseDigest(t.db)).toBe(before);
  });

  it('answers 403 for an executive that does not exist, without revealing it', async () => {
    const res = await t.app.request(apiPaths.priorities(999), { headers: { Cookie: t.demoCookie } });
    expect(res.status).toBe(403);
  });

  it.each(['abc', '1%20', '0x1', '1e3', '01', '0'])('answers 400 naming the field for the malformed executive id %s', async (id) => {
    const res = await t.app.request(`/api/executive/${id}/priorities`, { headers: { Cookie: t.demoCookie } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'id' } });
  });

  it.each([true, '1', '1 ', 1.5, null])('refuses a body-addressed call whose executiveId is %j, with nothing written', async (executiveId) => {
    const before = await databaseDigest(t.db);
    const res = await t.app.request(apiPaths.voiceRecording, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: t.demoCookie },
      body: JSON.stringify({ transcript: 'hello', durationSeconds: 3, executiveId }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'executiveId' } });
    expect(await databaseDigest(t.db)).toBe(before);
  });
});
