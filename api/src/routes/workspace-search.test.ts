// GET /api/executive/:id/search through the Hono app, on SQLite and PostgreSQL: the session and the
// ownership check, validation errors naming the field, results of each of the eight kinds from the
// demo account's seeded data, typos and prefixes, marked words, and never another executive's items.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountDataPaths } from '@provana/contracts/export';
import { apiPaths, WorkspaceSearchResponseSchema, type WorkspaceSearchKind, type WorkspaceSearchResponse } from '@provana/contracts';
import { createTestContext, get, send, signUp, type TestContext } from '../../test/helpers';
import { row, rows } from '../../test/support/raw-sql';

const path = (executiveId: number, query: string) => `${apiPaths.workspaceSearch(executiveId)}?${query}`;

async function search(t: TestContext, q: string, cookie = t.demoCookie, executiveId = 1, extra = '') {
  const res = await get(t.app, path(executiveId, `q=${encodeURIComponent(q)}${extra}`), cookie);
  expect(res.status).toBe(200);
  return WorkspaceSearchResponseSchema.parse(await res.json());
}

const marked = (parts: { text: string; match: boolean }[] | null) => (parts ?? []).filter((p) => p.match).map((p) => p.text);
const hits = (body: WorkspaceSearchResponse) => body.results.map((r) => `${r.kind}:${r.id}`);

/** Each kind's table and the column naming its items. */
const KINDS: Record<WorkspaceSearchKind, { table: string; title: string; where?: string }> = {
  priority: { table: 'priorities', title: 'task' },
  decision: { table: 'decisions', title: 'title' },
  goal: { table: 'goals', title: 'title' },
  'memory-note': { table: 'memory_notes', title: 'note' },
  'life-event': { table: 'personal_events', title: 'event' },
  recording: { table: 'voice_recordings', title: 'top_idea', where: "top_idea <> ''" },
  'direct-report': { table: 'direct_reports', title: 'name', where: 'archived_at IS NULL' },
  'calendar-event': { table: 'calendar_events', title: 'title' },
};

describe('workspace search route', () => {
  let t: TestContext;
  let other: { cookie: string; executiveId: number };
  beforeAll(async () => {
    t = await createTestContext();
    other = await signUp(t.app, 'searcher@example.com');
  });

  it('answers 401 without a session and 403 for another executive', async () => {
    expect((await get(t.app, path(1, 'q=board'))).status).toBe(401);
    expect((await get(t.app, path(other.executiveId, 'q=board'), t.demoCookie)).status).toBe(403);
  });

  it('answers 400 naming the field for a bad q or limit', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=board&limit=0', 'limit'],
      ['q=board&limit=abc', 'limit'],
      ['q=board&limit=51', 'limit'],
      ['q=board&limit=-1', 'limit'],
    ] as const) {
      const res = await get(t.app, path(1, query), t.demoCookie);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(await res.json()).toMatchObject({ error: { code: 'validation_error', field } });
    }
  });

  it('finds an item of each of the eight kinds by a word of its name, that word marked', async () => {
    for (const [kind, { table, title, where }] of Object.entries(KINDS) as [WorkspaceSearchKind, (typeof KINDS)[WorkspaceSearchKind]][]) {
      const item = await row<{ id: number; name: string }>(
        t.db,
        `SELECT id, ${title} AS name FROM ${table} WHERE executive_id = ?${where ? ` AND ${where}` : ''} ORDER BY id LIMIT 1`,
        1,
      );
      expect(item, kind).toBeDefined();
      const word = [...(item?.name.matchAll(/\p{L}{4,}/gu) ?? [])].map((m) => m[0]).sort((x, y) => y.length - x.length)[0] ?? '';
      const body = await search(t, word, t.demoCookie, 1, '&limit=50');
      const hit = body.results.find((r) => r.kind === kind && r.id === Number(item?.id));
      expect({ kind, word, found: Boolean(hit) }).toEqual({ kind, word, found: true });
      expect(marked(hit?.title ?? []).map((w) => w.toLowerCase())).toContain(word.toLowerCase());
    }
  });

  it('finds words through typos and by prefix, exact matches first, the matches marked', async () => {
    const recital = await search(t, 'recitl');
    expect(recital.results[0]).toMatchObject({ kind: 'life-event' });
    expect(marked(recital.results[0]!.title)).toEqual(['recital']);
    // "dall" is a prefix of "Dallas" and one edit from "call": every Dallas item comes first.
    const dallas = await search(t, 'dall', t.demoCookie, 1, '&limit=50');
    const isDallas = dallas.results.map((r) => [...marked(r.title), ...marked(r.detail)].some((w) => w.toLowerCase() === 'dallas'));
    expect(isDallas.filter(Boolean).length).toBeGreaterThan(1);
    expect(isDallas.indexOf(false) === -1 || isDallas.lastIndexOf(true) < isDallas.indexOf(false)).toBe(true);
    // A detail only where a field other than the name matched.
    const rent = await search(t, 'rent free');
    expect(rent.results[0]).toMatchObject({ kind: 'decision', title: [{ text: 'Accept the Dallas lease counter-offer?', match: false }] });
    expect(marked(rent.results[0]!.detail)).toEqual(['rent', 'free']);
  });

  it("returns the executive's own items only, at most limit", async () => {
    // The new account has the same sample workspace, under its own ids.
    const mine = await search(t, 'dallas', t.demoCookie, 1, '&limit=50');
    const theirs = await search(t, 'dallas', other.cookie, other.executiveId, '&limit=50');
    expect(theirs.results.length).toBe(mine.results.length);
    expect(hits(theirs).filter((h) => hits(mine).includes(h))).toEqual([]);
    const created = await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Book xylophone lessons', urgency: 'low' }, t.demoCookie);
    expect(created.status).toBe(201);
    expect((await search(t, 'xylophone')).results).toHaveLength(1);
    expect((await search(t, 'xylophone', other.cookie, other.executiveId)).results).toEqual([]);
    expect((await search(t, 'e', t.demoCookie, 1, '&limit=3')).results.length).toBeLessThanOrEqual(3);
    expect((await search(t, '"!!"')).results).toEqual([]);
  });

  it('indexes an imported archive in place of the sample data, and forgets a deleted account', async () => {
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Renew the quokka sanctuary pledge', urgency: 'low' }, t.demoCookie);
    const archive = new Uint8Array(await (await get(t.app, accountDataPaths.exportArchive(1), t.demoCookie)).arrayBuffer());
    const fresh = await signUp(t.app, 'importer@example.com');
    expect((await search(t, 'quokka', fresh.cookie, fresh.executiveId)).results).toEqual([]);
    const imported = await t.app.request(`${accountDataPaths.importArchive(fresh.executiveId)}?replaceSampleData=true`, {
      method: 'POST',
      headers: { Cookie: fresh.cookie, 'Content-Type': 'application/zip' },
      body: archive,
    });
    expect(imported.status).toBe(200);
    const found = await search(t, 'quokka', fresh.cookie, fresh.executiveId);
    expect(found.results).toHaveLength(1);
    expect(found.results[0]).toMatchObject({ kind: 'priority' });
    // The sample data it replaced is gone from the index too: as many entries as the demo account has.
    const count = async (e: number) => Number((await row<{ n: number }>(t.db, 'SELECT COUNT(*) AS n FROM search_index WHERE executive_id = ?', e))?.n);
    expect(await count(fresh.executiveId)).toBe(await count(1));
    const removed = await t.app.request(accountDataPaths.account(fresh.executiveId), {
      method: 'DELETE',
      headers: { Cookie: fresh.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'correct-horse' }),
    });
    expect(removed.status).toBe(200);
    expect(await rows(t.db, 'SELECT kind FROM search_index WHERE executive_id = ?', fresh.executiveId)).toEqual([]);
  });
});
