// The activity log through the app, on both databases: every successful write names who made it in
// whose workspace; delegates opening the workspace, invitations, acceptances, role changes, ends and
// leaving are in it; the executive alone reads it, newest first, a page at a time, by person or kind.
import { describe, expect, it } from 'vitest';
import { apiPaths, type ActivityPage } from '@provana/contracts';
import { createTestContext, get, jsonHeaders, login, send, type TestContext } from '../../../test/helpers';
import { delegateAs } from '../../../test/support/delegates';

const DAY_MS = 86_400_000;

async function activity(t: TestContext, query = '', cookie = t.demoCookie): Promise<ActivityPage> {
  const res = await get(t.app, `${apiPaths.activity(1)}${query}`, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as ActivityPage;
}

async function firstPriority(t: TestContext, cookie: string): Promise<{ id: number; task: string }> {
  const list = (await (await get(t.app, apiPaths.priorities(1), cookie)).json()) as { id: number; task: string; completed: boolean }[];
  const open = list.find((p) => !p.completed);
  if (!open) throw new Error('no open priority');
  return open;
}

describe('the activity log', () => {
  it('names the delegate who completed a priority and added an event, newest first, with access changes', async () => {
    const t = await createTestContext();
    const sam = await delegateAs(t, 'sam.lee@example.com', 'editor', t.demoCookie);
    const priority = await firstPriority(t, sam.cookie);
    expect((await send(t.app, 'PATCH', apiPaths.priority(1, priority.id), { completed: true }, sam.cookie)).status).toBe(200);
    const event = { title: 'Board prep', startTime: '2025-03-12T15:00:00', endTime: '2025-03-12T15:30:00', type: 'focus', priority: 'high' };
    expect((await send(t.app, 'POST', apiPaths.calendarEvents(1), event, sam.cookie)).status).toBe(201);
    // Refused and failed writes, and reads, leave no line.
    expect((await send(t.app, 'POST', apiPaths.priorities(1), { task: '', urgency: 'high' }, sam.cookie)).status).toBe(400);
    await get(t.app, apiPaths.priorities(1), sam.cookie);

    const page = await activity(t);
    expect(page.entries.map((e) => e.description)).toEqual([
      "Sam Lee added the event 'Board prep'",
      `Sam Lee completed the priority '${priority.task}'`,
      'Sam Lee opened the workspace as Editor',
      'Sam Lee accepted the invitation as Editor',
      'Alex Morgan invited sam.lee@example.com as Editor',
    ]);
    expect(page.entries[1]).toMatchObject({
      actorName: 'Sam Lee',
      kind: 'priorities',
      itemType: 'priority',
      itemId: String(priority.id),
      at: '2025-03-12T09:00:00.000Z',
    });
    expect(page.entries[0]).toMatchObject({ kind: 'calendar', itemType: 'event' });
    expect(page.people.map((p) => p.name)).toEqual(['Alex Morgan', 'Sam Lee']);
    expect(page.nextCursor).toBeNull();

    // The workspace opened once per session: a new sign-in is a new line.
    const again = await login(t.app, 'sam.lee@example.com', 'correct-horse');
    await get(t.app, apiPaths.priorities(1), again);
    await get(t.app, apiPaths.priorities(1), again);
    expect((await activity(t)).entries.filter((e) => e.description === 'Sam Lee opened the workspace as Editor')).toHaveLength(2);

    await send(t.app, 'PATCH', apiPaths.delegate(1, sam.delegateId), { role: 'viewer' }, t.demoCookie);
    await t.app.request(apiPaths.delegate(1, sam.delegateId), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    const latest = (await activity(t, '?limit=2')).entries.map((e) => e.description);
    expect(latest).toEqual(["Alex Morgan ended Sam Lee's access", "Alex Morgan changed Sam Lee's access to Viewer"]);
  });

  it('pages with a cursor and filters by person and by kind', async () => {
    const t = await createTestContext();
    const sam = await delegateAs(t, 'sam.lee@example.com', 'full', t.demoCookie);
    for (const task of ['One', 'Two', 'Three']) await send(t.app, 'POST', apiPaths.priorities(1), { task, urgency: 'low' }, sam.cookie);
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Mine', urgency: 'low' }, t.demoCookie);

    const first = await activity(t, '?limit=2');
    expect(first.entries.map((e) => e.description)).toEqual(["Alex Morgan added the priority 'Mine'", "Sam Lee added the priority 'Three'"]);
    expect(first.nextCursor).not.toBeNull();
    const second = await activity(t, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.description)).toEqual(["Sam Lee added the priority 'Two'", "Sam Lee added the priority 'One'"]);

    const samOnly = await activity(t, `?actor=${first.entries[1]?.actorUserId}&kind=priorities`);
    expect(samOnly.entries.map((e) => e.description)).toEqual([
      "Sam Lee added the priority 'Three'",
      "Sam Lee added the priority 'Two'",
      "Sam Lee added the priority 'One'",
    ]);
    const access = await activity(t, '?kind=access');
    expect(access.entries.every((e) => e.kind === 'access')).toBe(true);
    expect(access.entries.length).toBeGreaterThanOrEqual(3);
    expect((await get(t.app, `${apiPaths.activity(1)}?kind=gossip`, t.demoCookie)).status).toBe(400);
  });

  it('is the executive’s alone: a Full delegate is refused', async () => {
    const t = await createTestContext();
    const chief = await delegateAs(t, 'chief@example.com', 'full', t.demoCookie);
    expect((await get(t.app, apiPaths.activity(1), chief.cookie)).status).toBe(403);
  });

  it('records a delegate leaving; keeps the name of a deleted delegate, whose access goes with the account', async () => {
    const t = await createTestContext();
    const sam = await delegateAs(t, 'sam.lee@example.com', 'editor', t.demoCookie);
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Prep the offsite', urgency: 'low' }, sam.cookie);
    const deleted = await t.app.request(`/api/executive/${sam.ownExecutiveId}/account`, {
      method: 'DELETE',
      headers: jsonHeaders(sam.cookie),
      body: JSON.stringify({ password: 'correct-horse' }),
    });
    expect(deleted.status).toBe(200);
    expect(await t.rows('SELECT id FROM delegate_grants')).toEqual([]);
    const line = (await activity(t)).entries.find((e) => e.description === "Sam Lee added the priority 'Prep the offsite'");
    expect(line).toMatchObject({ actorUserId: null, actorName: 'Sam Lee' });

    const dana = await delegateAs(t, 'dana@example.com', 'viewer', t.demoCookie);
    expect((await t.app.request(apiPaths.leaveWorkspace(1), { method: 'POST', headers: jsonHeaders(dana.cookie) })).status).toBe(204);
    expect((await activity(t, '?limit=1')).entries[0]?.description).toBe('Dana left the workspace');
  });

  it('keeps 365 days: older lines go on a later write', async () => {
    const t = await createTestContext();
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Old news', urgency: 'low' }, t.demoCookie);
    t.clock.set(new Date(t.clock.now().getTime() + 366 * DAY_MS));
    const cookie = await login(t.app, 'demo@provana.app', 'demo1234');
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'Fresh', urgency: 'low' }, cookie);
    expect((await activity(t, '', cookie)).entries.map((e) => e.description)).toEqual(["Alex Morgan added the priority 'Fresh'"]);
  });
});
