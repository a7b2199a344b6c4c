// Every workspace route, called as the owner, a Full, an Editor and a Viewer delegate, a delegate
// whose access was ended and a stranger: allowed where the route's declared least role (requires())
// admits the role, 403 with the access check's words everywhere else. The calls come from the app's
// route table (support/route-calls.ts), so a new route is covered without editing this file. The
// owner's calls run last, and its account deletion last of all.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type RequiredAccess, type WorkspaceRole } from '@provana/contracts';
import { allows, requiredAccessOf } from '../src/middleware/requires';
import { createTestContext, databaseDigest, signUp, type TestContext } from './helpers';
import { delegateAs } from './support/delegates';
import { callsFor, withCookie, type Call } from './support/route-calls';

type Caller = 'full' | 'editor' | 'viewer' | 'ended' | 'stranger' | 'owner';

const ROLE_OF: Record<Caller, WorkspaceRole | null> = { owner: 'owner', full: 'full', editor: 'editor', viewer: 'viewer', ended: null, stranger: null };

describe('the role matrix: every workspace route as every role', () => {
  let t: TestContext;
  let calls: (Call & { access: RequiredAccess })[];
  const cookies = {} as Record<Caller, string>;

  beforeAll(async () => {
    t = await createTestContext();
    cookies.owner = t.demoCookie;
    cookies.full = (await delegateAs(t, 'full@example.com', 'full', t.demoCookie)).cookie;
    cookies.editor = (await delegateAs(t, 'editor@example.com', 'editor', t.demoCookie)).cookie;
    cookies.viewer = (await delegateAs(t, 'viewer@example.com', 'viewer', t.demoCookie)).cookie;
    const ended = await delegateAs(t, 'ended@example.com', 'full', t.demoCookie);
    cookies.ended = ended.cookie;
    expect((await t.app.request(apiPaths.delegate(1, ended.delegateId), { method: 'DELETE', headers: { Cookie: t.demoCookie } })).status).toBe(200);
    cookies.stranger = (await signUp(t.app, 'stranger@example.com')).cookie;

    const declared = new Map<string, RequiredAccess>();
    for (const route of t.app.routes) {
      const access = requiredAccessOf(route.handler);
      if (access) declared.set(`${route.method} ${route.path}`, access);
    }
    calls = callsFor(t, 1)
      .filter((call) => declared.has(call.key))
      .map((call) => ({ ...call, access: declared.get(call.key) as RequiredAccess }))
      // The account's deletion last: everything after it would find no workspace.
      .sort((a, b) => Number(a.key === 'DELETE /api/executive/:id/account') - Number(b.key === 'DELETE /api/executive/:id/account'));
  });

  it('has a declared role for the workspace routes it calls, of every level', () => {
    expect(calls.length).toBeGreaterThanOrEqual(100);
    const levels = new Set(calls.map((c) => c.access));
    for (const level of ['read', 'write', 'owner'] as const) expect(levels.has(level)).toBe(true);
  });

  it.each(['stranger', 'ended'] as const)(
    'refuses the %s on every route with 403, and nothing is written',
    async (caller) => {
      const before = await databaseDigest(t.db);
      for (const call of calls) {
        const res = await t.app.request(call.path, withCookie(call.init, cookies[caller]));
        expect({ route: call.key, status: res.status }).toEqual({ route: call.key, status: 403 });
        expect(await res.json()).toMatchObject({ error: { code: 'forbidden', message: "You don't have access to this executive" } });
      }
      expect(await databaseDigest(t.db)).toBe(before);
    },
    60_000,
  );

  it.each(['viewer', 'editor', 'full', 'owner'] as const)(
    'lets the %s use exactly the routes its role allows',
    async (caller) => {
      const role = ROLE_OF[caller] as WorkspaceRole;
      const outcomes: { route: string; status: number; allowed: boolean }[] = [];
      for (const call of calls) {
        const res = await t.app.request(call.path, withCookie(call.init, cookies[caller]));
        outcomes.push({ route: call.key, status: res.status, allowed: allows(role, call.access) });
        // A live-updates stream stays open: cancelled, not read to its end.
        if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
        else await res.arrayBuffer();
      }
      const wrong = outcomes.filter((o) => (o.allowed ? o.status === 401 || o.status === 403 || o.status >= 500 : o.status !== 403));
      expect(wrong).toEqual([]);
      // The matrix proves something only if each role was both let in and refused where it should be.
      expect(outcomes.some((o) => o.allowed)).toBe(true);
      if (caller !== 'owner') expect(outcomes.some((o) => !o.allowed)).toBe(true);
    },
    120_000,
  );
});
