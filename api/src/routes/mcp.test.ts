// The MCP server, as an AI assistant meets it: the SDK's own client over Streamable HTTP against the
// app served on a loopback port, with personal access tokens. Tools follow the token's scopes and the
// owner's role in the workspace; writes land through the API's routes (the dashboard's REST answers
// show them, open dashboards hear of them) and the activity log says which token made them.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ActivityPageSchema, DailyBriefSchema, PrioritySchema, apiPaths, type LiveUpdate } from '@provana/contracts';
import { liveUpdatePaths } from '@provana/contracts/paths/live-updates';
import type { TokenScope } from '@provana/contracts/api-tokens';
import { createTestContext, get, type TestContext } from '../../test/helpers';
import { createToken } from '../../test/support/api-tokens';
import { delegateAs } from '../../test/support/delegates';
import { readSse } from '../../test/support/sse-stream';

let t: TestContext;
let server: ServerType;
let mcpUrl: URL;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestContext();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  mcpUrl = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}${apiPaths.mcp}`);
});
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function tokenFor(cookie: string, name: string, scopes: TokenScope[]): Promise<string> {
  return (await createToken(t.app, cookie, { name, scopes })).token;
}

async function connect(token: string): Promise<Client> {
  const client = new Client({ name: 'provana-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers: { Authorization: `Bearer ${token}` } } });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const toolNames = async (client: Client) => (await client.listTools()).tools.map((tool) => tool.name).sort();

/** A tool's answer: the API's JSON, or the failure's words. */
async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { failed: result.isError === true, text, json: (): unknown => JSON.parse(text) };
}

const activity = async (executiveId = 1) => ActivityPageSchema.parse(await (await get(t.app, apiPaths.activity(executiveId), t.demoCookie)).json());

describe('the MCP server at /api/mcp', () => {
  it('lists the tools a brief token reaches, reads the brief, and adds a priority the dashboard then shows, via the token', async () => {
    const client = await connect(await tokenFor(t.demoCookie, 'Claude', ['brief:write']));
    expect(client.getServerVersion()?.name).toBe('provana');
    expect(await toolNames(client)).toEqual(['add_memory_note', 'add_priority', 'complete_priority', 'get_daily_brief', 'list_priorities', 'list_workspaces']);

    const brief = await call(client, 'get_daily_brief');
    expect(brief.failed).toBe(false);
    const rest = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());
    expect(DailyBriefSchema.parse(brief.json())).toEqual(rest);

    const changes = readSse(await t.app.request(liveUpdatePaths.changes(1), { headers: { Cookie: t.demoCookie } }));
    try {
      const added = await call(client, 'add_priority', { task: 'Call the board chair', urgency: 'high' });
      expect(added.failed).toBe(false);
      const priority = PrioritySchema.parse(added.json());
      // Another open dashboard hears of it, as of any write.
      const hint = await changes.next((event) => event.event === 'update');
      expect(JSON.parse(hint.data) as LiveUpdate).toEqual({ kind: 'change', domain: 'Priority', id: priority.id });
      const shown = (await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json()) as { id: number; task: string }[];
      expect(shown.find((each) => each.id === priority.id)?.task).toBe('Call the board chair');
      const inBrief = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());
      expect(inBrief.priorities.map((each) => each.task)).toContain('Call the board chair');

      expect((await call(client, 'complete_priority', { priorityId: priority.id })).failed).toBe(false);
      const note = await call(client, 'add_memory_note', { note: 'Ask Dana about the offsite', nextTrigger: 'before the offsite' });
      expect(note.json()).toMatchObject({ note: 'Ask Dana about the offsite', tag: 'note', nextTrigger: 'before the offsite' });
    } finally {
      await changes.close();
    }
    const lines = (await activity()).entries.slice(0, 3);
    expect(lines.map((line) => [line.description, line.viaToken])).toEqual([
      ["Alex Morgan added the memory note 'Ask Dana about the offsite'", 'Claude'],
      ["Alex Morgan completed the priority 'Call the board chair'", 'Claude'],
      ["Alex Morgan added the priority 'Call the board chair'", 'Claude'],
    ]);
  });

  it('refuses a read-only token every write tool, and lists none', async () => {
    const client = await connect(await tokenFor(t.demoCookie, 'Reader', ['read']));
    const names = await toolNames(client);
    expect(names).toEqual(expect.arrayContaining(['get_daily_brief', 'get_calendar', 'list_decisions', 'get_one_on_one_agenda', 'suggest_time_blocks']));
    expect(names.filter((name) => name.startsWith('add_') || name.startsWith('complete_') || name.startsWith('apply_'))).toEqual([]);
    const before = await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json();
    await expect(call(client, 'add_priority', { task: 'Sneaky', urgency: 'low' })).rejects.toThrow(
      'The access token "Reader" may not use add_priority: it needs the scope brief:write.',
    );
    expect(await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json()).toEqual(before);
    // Reads answer what the REST routes answer.
    const decisions = await call(client, 'list_decisions', { status: 'pending' });
    expect(decisions.json()).toEqual(await (await get(t.app, apiPaths.decisions(1), t.demoCookie)).json());
    const calendar = await call(client, 'get_calendar', { from: '2026-01-01', to: '2026-01-31' });
    expect(calendar.json()).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('checks tool input with the contracts and says which field is wrong', async () => {
    const client = await connect(await tokenFor(t.demoCookie, 'Checker', ['brief:write', 'planning:write']));
    const wrong = await call(client, 'add_priority', { task: 'x', urgency: 'whenever' });
    expect(wrong.failed).toBe(true);
    expect(wrong.text).toMatch(/^urgency: /);
    const backwards = await call(client, 'add_calendar_event', {
      title: 'Late',
      startTime: '2026-01-05T10:00',
      endTime: '2026-01-05T09:00',
      type: 'meeting',
      priority: 'low',
    });
    expect(backwards.failed).toBe(true);
    expect(backwards.text).toMatch(/^endTime: /);
  });

  it('adds calendar events and applies a suggested time block, as the planner does', async () => {
    const client = await connect(await tokenFor(t.demoCookie, 'Planner', ['planning:write']));
    const event = await call(client, 'add_calendar_event', {
      title: 'Investor call',
      startTime: '2026-01-06T15:00',
      endTime: '2026-01-06T15:30',
      type: 'meeting',
      priority: 'high',
    });
    expect(event.json()).toMatchObject({ title: 'Investor call', startTime: '2026-01-06T15:00:00' });
    const suggested = (await call(client, 'suggest_time_blocks', { date: '2026-01-07' })).json() as {
      suggestedBlocks: { id: string; title: string; startTime: string }[];
    };
    const block = suggested.suggestedBlocks[0];
    if (!block) throw new Error('no block suggested');
    const applied = await call(client, 'apply_time_block', { date: '2026-01-07', blockId: block.id });
    expect(applied.json()).toMatchObject({ title: block.title, startTime: `2026-01-07T${block.startTime}:00` });
    const unknown = await call(client, 'apply_time_block', { date: '2026-01-07', blockId: 'no-such-block' });
    expect(unknown).toMatchObject({ failed: true, text: expect.stringMatching(/No block "no-such-block" is suggested/) });
  });

  it("caps a delegate's token at the delegate's role: an Editor's writes, a Viewer's refused", async () => {
    const editor = await delegateAs(t, 'mcp-editor@example.com', 'editor', t.demoCookie);
    const viewer = await delegateAs(t, 'mcp-viewer@example.com', 'viewer', t.demoCookie);
    const editorClient = await connect(await tokenFor(editor.cookie, 'Editor bot', ['brief:write']));
    const viewerClient = await connect(await tokenFor(viewer.cookie, 'Viewer bot', ['brief:write']));
    const workspaces = (await call(viewerClient, 'list_workspaces')).json() as { workspaces: { executiveId: number; role: string }[] };
    expect(workspaces.workspaces).toEqual(expect.arrayContaining([expect.objectContaining({ executiveId: 1, role: 'viewer' })]));

    const added = await call(editorClient, 'add_priority', { executiveId: 1, task: 'Book the offsite venue', urgency: 'medium' });
    expect(added.failed).toBe(false);
    const [line] = (await activity()).entries;
    expect(line).toMatchObject({ description: expect.stringMatching(/added the priority 'Book the offsite venue'$/), viaToken: 'Editor bot' });

    // The Viewer's token has the scope but the Viewer's role does not write: the API's own words.
    const refused = await call(viewerClient, 'add_priority', { executiveId: 1, task: 'Not allowed', urgency: 'low' });
    expect(refused).toMatchObject({ failed: true, text: 'You can view this workspace but not change it.' });
    expect((await call(viewerClient, 'list_priorities', { executiveId: 1 })).failed).toBe(false);
    // In their own workspace (the default) the Viewer is the owner.
    expect((await call(viewerClient, 'add_priority', { task: 'My own', urgency: 'low' })).failed).toBe(false);
    // No workspace the owner cannot reach.
    const stranger = await call(editorClient, 'list_priorities', { executiveId: viewer.ownExecutiveId });
    expect(stranger).toMatchObject({ failed: true, text: "You don't have access to this executive" });
  });

  it('takes a personal token only: no session, no unknown token; POST only', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(mcpUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(initialize),
      });
    const withCookie = await post({ Cookie: t.demoCookie });
    expect(withCookie.status).toBe(401);
    expect(await withCookie.json()).toMatchObject({ error: { code: 'token_required' } });
    expect((await post({ Authorization: 'Bearer pvn_not-a-real-token' })).status).toBe(401);
    const token = await tokenFor(t.demoCookie, 'Fetcher', ['read']);
    const ok = await post({ Authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ result: { serverInfo: { name: 'provana' } } });
    const stream = await fetch(mcpUrl, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } });
    expect(stream.status).toBe(405);
    expect(stream.headers.get('allow')).toBe('POST');
  });
});
