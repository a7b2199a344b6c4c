// Every workspace route, called with a personal access token of every scope (the owner's), and with
// tokens of every write scope held by a Viewer and an Editor delegate: allowed exactly where one of
// the token's scopes covers the route's area (auth/token-scopes.ts) and the holder's role admits the
// route, 403 everywhere else. The calls come from the app's route table (support/route-calls.ts), so
// a new route is covered without editing this file.
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_AREAS, TOKEN_SCOPES, type TokenScope } from '@provana/contracts/api-tokens';
import type { RequiredAccess, WorkspaceRole } from '@provana/contracts';
import { routeArea, scopesAllow } from '../src/auth/token-scopes';
import { allows, requiredAccessOf } from '../src/middleware/requires';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { apiPaths } from '@provana/contracts';
import { MCP_TOOLS } from '../src/mcp/workspace-tools';
import { isTokenReadable } from '../src/middleware/api-token';
import { createTestContext, type TestContext } from './helpers';
import { createToken, withToken } from './support/api-tokens';
import { delegateAs } from './support/delegates';
import { callsFor, type Call } from './support/route-calls';

const ALL_WRITES = TOKEN_AREAS.map((area) => `${area}:write` as const);

/** The routes no token reaches: the account, its delegates, its devices and settings, the live stream. */
const NO_TOKEN = [
  'GET /api/executive/:id/changes',
  'GET /api/executive/:id/push/key',
  'GET /api/executive/:id/push/subscriptions',
  'POST /api/executive/:id/push/subscriptions',
  'DELETE /api/executive/:id/push/subscriptions/:subscriptionId',
  'GET /api/executive/:id/push/settings',
  'PUT /api/executive/:id/push/settings',
  'PUT /api/executive/:id/time-zone',
  'GET /api/executive/:id/appearance',
  'PUT /api/executive/:id/appearance',
  'GET /api/executive/:id/assistant-settings',
  'PUT /api/executive/:id/assistant-settings',
  'GET /api/executive/:id/export',
  'GET /api/executive/:id/data-summary',
  'DELETE /api/executive/:id/account',
  'POST /api/executive/:id/import',
  'GET /api/executive/:id/delegates',
  'POST /api/executive/:id/delegates/invitations',
  'DELETE /api/executive/:id/delegates/invitations/:invitationId',
  'PATCH /api/executive/:id/delegates/:delegateId',
  'DELETE /api/executive/:id/delegates/:delegateId',
  'GET /api/executive/:id/activity',
  'GET /api/executive/:id/calendar-accounts',
  'POST /api/executive/:id/calendar-accounts',
  'POST /api/executive/:id/calendar-accounts/:accountId/refresh',
  'PUT /api/executive/:id/calendar-accounts/:accountId/calendars',
  'PUT /api/executive/:id/calendar-accounts/:accountId/password',
  'DELETE /api/executive/:id/calendar-accounts/:accountId',
  'GET /api/executive/:id/webhooks',
  'POST /api/executive/:id/webhooks',
  'PATCH /api/executive/:id/webhooks/:webhookId',
  'DELETE /api/executive/:id/webhooks/:webhookId',
  'GET /api/executive/:id/webhooks/:webhookId/deliveries',
  'POST /api/executive/:id/webhooks/:webhookId/deliveries/:deliveryId/retry',
];

interface Holder {
  name: string;
  role: WorkspaceRole;
  scopes: TokenScope[];
  token: string;
}

describe('the scope matrix: every workspace route with every scope', () => {
  let t: TestContext;
  let calls: (Call & { access: RequiredAccess })[];
  const holders: Holder[] = [];

  beforeAll(async () => {
    t = await createTestContext({ apiTokenRateLimit: { limit: 100_000, windowMs: 60_000 } });
    const declared = new Map<string, RequiredAccess>();
    for (const route of t.app.routes) {
      const access = requiredAccessOf(route.handler);
      if (access) declared.set(`${route.method} ${route.path}`, access);
    }
    calls = callsFor(t, 1)
      .filter((call) => declared.has(call.key))
      .map((call) => ({ ...call, access: declared.get(call.key) as RequiredAccess }));
    for (const scope of TOKEN_SCOPES) {
      const { token } = await createToken(t.app, t.demoCookie, { name: scope, scopes: [scope] });
      holders.push({ name: `owner with ${scope}`, role: 'owner', scopes: [scope], token });
    }
    for (const role of ['viewer', 'editor'] as const) {
      const delegate = await delegateAs(t, `scope-${role}@example.com`, role, t.demoCookie);
      const { token } = await createToken(t.app, delegate.cookie, { name: 'all writes', scopes: ALL_WRITES });
      holders.push({ name: `${role} with every write scope`, role, scopes: ALL_WRITES, token });
    }
  });

  it('places every workspace route in an area on purpose: only the listed ones are out of every token’s reach', () => {
    const none = calls.filter((call) => routeArea(call.key.split(' ')[1] ?? '') === 'none').map((call) => call.key);
    expect(none.sort()).toEqual([...NO_TOKEN].sort());
    const areas = new Set(calls.map((call) => routeArea(call.key.split(' ')[1] ?? '')));
    for (const area of [...TOKEN_AREAS, 'everything'] as const) expect(areas.has(area)).toBe(true);
  });

  it('lets each token call exactly the routes its scopes and its holder’s role allow', async () => {
    for (const holder of holders) {
      const outcomes: { holder: string; route: string; status: number; allowed: boolean }[] = [];
      for (const call of calls) {
        const res = await t.app.request(call.path, withToken(holder.token, call.init));
        const path = call.key.split(' ')[1] ?? '';
        const allowed = allows(holder.role, call.access) && scopesAllow(holder.scopes, routeArea(path), call.access);
        outcomes.push({ holder: holder.name, route: call.key, status: res.status, allowed });
        if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
        else await res.arrayBuffer();
      }
      const wrong = outcomes.filter((o) => (o.allowed ? o.status === 401 || o.status === 403 || o.status >= 500 : o.status !== 403));
      expect(wrong).toEqual([]);
      // Each token was both let in and refused somewhere, or the matrix proves nothing.
      expect(outcomes.some((o) => o.allowed)).toBe(true);
      expect(outcomes.some((o) => !o.allowed)).toBe(true);
    }
  }, 180_000);
});

describe('the scope matrix of the MCP server: every tool with every scope', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ apiTokenRateLimit: { limit: 100_000, windowMs: 60_000 } });
  });

  /** Whether scopes reach the route a tool calls, judged from the route table as for a request. */
  function reaches(scopes: TokenScope[], route: string): boolean {
    const handlers = t.app.routes.filter((each) => `${each.method} ${each.path}` === route).map((each) => each.handler);
    if (handlers.some(isTokenReadable)) return true;
    const access = handlers.map(requiredAccessOf).find(Boolean);
    if (!access) throw new Error(`${route} is not a workspace route`);
    return scopesAllow(scopes, routeArea(route.split(' ')[1] ?? ''), access);
  }

  it('lists exactly the tools whose routes the token’s scopes reach, and refuses a call of any other', async () => {
    for (const scope of TOKEN_SCOPES) {
      const { token } = await createToken(t.app, t.demoCookie, { name: `mcp ${scope}`, scopes: [scope] });
      // In process: the SDK's client with the app's own fetch (routes/mcp.test.ts serves it on loopback).
      const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1${apiPaths.mcp}`), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
        fetch: async (url, init) => t.app.request(String(url), init),
      });
      const client = new Client({ name: 'scope-matrix', version: '1.0.0' });
      await client.connect(transport);
      const listed = (await client.listTools()).tools.map((tool) => tool.name).sort();
      const expected = MCP_TOOLS.filter((tool) => reaches([scope], tool.route))
        .map((tool) => tool.name)
        .sort();
      expect({ scope, listed }).toEqual({ scope, listed: expected });
      for (const tool of MCP_TOOLS.filter((each) => !expected.includes(each.name))) {
        await expect(client.callTool({ name: tool.name, arguments: {} })).rejects.toThrow(`may not use ${tool.name}`);
      }
      await client.close();
    }
  }, 60_000);
});
