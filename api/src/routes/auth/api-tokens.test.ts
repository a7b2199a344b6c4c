import { beforeAll, describe, expect, it } from 'vitest';
import { ActivityPageSchema, apiPaths, type Priority } from '@provana/contracts';
import type { ApiTokensResponse } from '@provana/contracts/api-tokens';
import { FIXED_NOW, createTestContext, get, send, signUp, type TestContext } from '../../../test/helpers';
import { bearerJson, createToken, withToken } from '../../../test/support/api-tokens';
import { delegateAs } from '../../../test/support/delegates';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('personal access tokens', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ trustProxy: true });
  });

  it('shows the token once, stores only its hash, and lists it without the secret', async () => {
    const created = await createToken(t.app, t.demoCookie, { name: 'Reporting script', scopes: ['read'] });
    expect(created.token).toMatch(/^pvn_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ name: 'Reporting script', scopes: ['read'], prefix: created.token.slice(0, 10), lastUsedAt: null });
    const stored = await t.rows<Record<string, unknown>>('SELECT * FROM api_tokens WHERE id = ?', created.apiToken.id);
    expect(JSON.stringify(stored)).not.toContain(created.token);
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(10));
    const listed = await (await get(t.app, apiPaths.apiTokens, t.demoCookie)).text();
    expect(listed).toContain('Reporting script');
    expect(listed).not.toContain(created.token);
  });

  it('expires in 90 days by default, and never when asked', async () => {
    const standard = await createToken(t.app, t.demoCookie, { name: 'Default', scopes: ['read'] });
    expect(Date.parse(standard.apiToken.expiresAt ?? '') - FIXED_NOW.getTime()).toBe(90 * DAY_MS);
    const forever = await createToken(t.app, t.demoCookie, { name: 'Forever', scopes: ['read'], expiresInDays: null });
    expect(forever.apiToken.expiresAt).toBeNull();
  });

  it('refuses a token without scopes or with an unknown one, naming the field', async () => {
    for (const scopes of [[], ['admin'], ['read', 'read']]) {
      const res = await send(t.app, 'POST', apiPaths.apiTokens, { name: 'x', scopes }, t.demoCookie);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { field: expect.stringMatching(/^scopes/) } });
    }
  });

  it('reads with a read scope, writes only with a write scope on the area', async () => {
    const reader = await createToken(t.app, t.demoCookie, { name: 'Reader', scopes: ['brief:read'] });
    const writer = await createToken(t.app, t.demoCookie, { name: 'Writer', scopes: ['brief:write'] });
    expect((await t.app.request(apiPaths.priorities(1), withToken(reader.token))).status).toBe(200);
    const refused = await t.app.request(apiPaths.priorities(1), bearerJson(reader.token, 'POST', { task: 'From a script', urgency: 'low' }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'insufficient_scope' } });
    const added = await t.app.request(apiPaths.priorities(1), bearerJson(writer.token, 'POST', { task: 'From a script', urgency: 'low' }));
    expect(added.status).toBe(201);
    expect(((await added.json()) as Priority).task).toBe('From a script');
    // The activity log names the token the write came with.
    const [line] = ActivityPageSchema.parse(await (await get(t.app, apiPaths.activity(1), t.demoCookie)).json()).entries;
    expect(line).toMatchObject({ description: "Alex Morgan added the priority 'From a script'", viaToken: 'Writer' });
    // Another area is out of reach of both.
    expect((await t.app.request(apiPaths.goals(1), withToken(writer.token))).status).toBe(403);
  });

  it('records the last use with its time and address', async () => {
    const created = await createToken(t.app, t.demoCookie, { name: 'Tracked', scopes: ['read'] });
    const res = await t.app.request(apiPaths.dailyBrief(1), withToken(created.token, { headers: { 'X-Forwarded-For': '203.0.113.9' } }));
    expect(res.status).toBe(200);
    const { tokens } = (await (await get(t.app, apiPaths.apiTokens, t.demoCookie)).json()) as ApiTokensResponse;
    expect(tokens.find((each) => each.id === created.apiToken.id)).toMatchObject({ lastUsedAt: FIXED_NOW.toISOString(), lastUsedFrom: '203.0.113.9' });
  });

  it('answers 401 at once for a revoked, an expired or an unknown token', async () => {
    const revoked = await createToken(t.app, t.demoCookie, { name: 'Revoked', scopes: ['read'] });
    expect((await t.app.request(apiPaths.priorities(1), withToken(revoked.token))).status).toBe(200);
    expect((await t.app.request(apiPaths.apiToken(revoked.apiToken.id), { method: 'DELETE', headers: { Cookie: t.demoCookie } })).status).toBe(204);
    const after = await t.app.request(apiPaths.priorities(1), withToken(revoked.token));
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'invalid_token' } });
    const { tokens } = (await (await get(t.app, apiPaths.apiTokens, t.demoCookie)).json()) as ApiTokensResponse;
    expect(tokens.map((each) => each.id)).not.toContain(revoked.apiToken.id);

    const shortLived = await createToken(t.app, t.demoCookie, { name: 'A day', scopes: ['read'], expiresInDays: 1 });
    t.clock.set(new Date(FIXED_NOW.getTime() + DAY_MS));
    expect((await t.app.request(apiPaths.priorities(1), withToken(shortLived.token))).status).toBe(401);
    t.clock.set(FIXED_NOW);
    // A revoked or unknown token is refused even where no session is needed.
    expect((await t.app.request(apiPaths.me, withToken(revoked.token))).status).toBe(401);
    expect((await t.app.request(apiPaths.priorities(1), withToken(`pvn_${'x'.repeat(43)}`))).status).toBe(401);
  });

  it("cannot revoke another account's token", async () => {
    const created = await createToken(t.app, t.demoCookie, { name: 'Mine', scopes: ['read'] });
    const other = await signUp(t.app, 'token-thief@example.com');
    expect((await t.app.request(apiPaths.apiToken(created.apiToken.id), { method: 'DELETE', headers: { Cookie: other.cookie } })).status).toBe(404);
    expect((await t.app.request(apiPaths.priorities(1), withToken(created.token))).status).toBe(200);
  });

  it('never manages tokens, the account, sign-in methods, delegation or devices, whatever its scopes', async () => {
    const all = await createToken(t.app, t.demoCookie, {
      name: 'Everything',
      scopes: ['brief:write', 'planning:write', 'team:write', 'leadership:write', 'voice:write'],
    });
    const refused = [
      [apiPaths.apiTokens, 'GET'],
      [apiPaths.apiTokens, 'POST'],
      [apiPaths.me, 'GET'],
      [apiPaths.sessions, 'GET'],
      [apiPaths.changePassword, 'POST'],
      [apiPaths.passkeys, 'GET'],
      ['/api/workspaces/1/leave', 'POST'],
      [apiPaths.delegates(1), 'GET'],
      ['/api/executive/1/export', 'GET'],
      ['/api/executive/1/account', 'DELETE'],
      ['/api/operator/remotes', 'GET'],
    ] as const;
    for (const [path, method] of refused) {
      const res = await t.app.request(path, method === 'GET' ? withToken(all.token) : bearerJson(all.token, method, { name: 'again', scopes: ['read'] }));
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 403 });
    }
    expect(await t.row('SELECT COUNT(*) AS n FROM executives WHERE id = 1')).toEqual({ n: 1 });
  });

  it('lists the workspaces its owner reaches, and nothing else outside them', async () => {
    const delegate = await delegateAs(t, 'token-editor@example.com', 'editor', t.demoCookie);
    const token = await createToken(t.app, delegate.cookie, { name: 'Where', scopes: ['team:read'] });
    const res = await t.app.request(apiPaths.workspaces, withToken(token.token));
    expect(res.status).toBe(200);
    const { workspaces } = (await res.json()) as { workspaces: { executiveId: number; role: string }[] };
    expect(workspaces.map((w) => [w.executiveId, w.role])).toEqual([
      [delegate.ownExecutiveId, 'owner'],
      [1, 'editor'],
    ]);
  });

  it("is capped by its owner's role in a delegated workspace", async () => {
    const viewer = await delegateAs(t, 'token-viewer@example.com', 'viewer', t.demoCookie);
    const token = await createToken(t.app, viewer.cookie, { name: 'Viewer tool', scopes: ['brief:write'] });
    expect((await t.app.request(apiPaths.priorities(1), withToken(token.token))).status).toBe(200);
    const write = await t.app.request(apiPaths.priorities(1), bearerJson(token.token, 'POST', { task: 'Not allowed', urgency: 'low' }));
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ error: { code: 'read_only' } });
    // Its own workspace it owns; a stranger's it cannot reach.
    expect((await t.app.request(apiPaths.priorities(viewer.ownExecutiveId), bearerJson(token.token, 'POST', { task: 'Mine', urgency: 'low' }))).status).toBe(
      201,
    );
    const stranger = await signUp(t.app, 'token-stranger@example.com');
    expect((await t.app.request(apiPaths.priorities(stranger.executiveId), withToken(token.token))).status).toBe(403);
  });
});

describe('the rate limit per token', () => {
  it('answers 429 with Retry-After once a token is over its limit, and spares other tokens', async () => {
    const t = await createTestContext({ apiTokenRateLimit: { limit: 3, windowMs: 60_000 } });
    const busy = await createToken(t.app, t.demoCookie, { name: 'Busy', scopes: ['read'] });
    const calm = await createToken(t.app, t.demoCookie, { name: 'Calm', scopes: ['read'] });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.request(apiPaths.priorities(1), withToken(busy.token))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.request(apiPaths.priorities(1), withToken(busy.token));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.app.request(apiPaths.priorities(1), withToken(calm.token))).status).toBe(200);
    t.clock.set(new Date(FIXED_NOW.getTime() + 60_000));
    expect((await t.app.request(apiPaths.priorities(1), withToken(busy.token))).status).toBe(200);
  });
});
