import { describe, expect, it } from 'vitest';
import { AgendaSchema, DirectReportSchema, PrioritySchema, TeamActionItemSchema, TeamListEntrySchema, apiPaths } from '@provana/contracts';
import { z } from 'zod';
import { teamPaths } from '@provana/contracts/paths/team';
import { createTestContext, get, send, signUp, tableCounts } from '../../../test/helpers';

const SARAH = 'Sarah Chen';
type Ctx = Awaited<ReturnType<typeof createTestContext>>;
const agenda = async (t: Ctx) => AgendaSchema.parse(await (await get(t.app, teamPaths.talkingPoints(1, SARAH), t.demoCookie)).json());
const addPoint = async (t: Ctx, text: string) =>
  AgendaSchema.parse(await (await send(t.app, 'POST', teamPaths.talkingPoints(1, SARAH), { text }, t.demoCookie)).json());
const sarah = async (t: Ctx) =>
  z
    .array(DirectReportSchema)
    .parse(await (await get(t.app, apiPaths.team(1), t.demoCookie)).json())
    .find((r) => r.name === SARAH);

describe('talking points', () => {
  it('adds points to the next meeting in order, reorders and checks them off', async () => {
    const t = await createTestContext();
    const next = (await sarah(t))?.next_meeting ?? null;
    await addPoint(t, 'Dallas staffing');
    const added = await addPoint(t, 'Carrier contracts');
    expect(added.meeting_at).toBe(next);
    expect(added.points.map((p) => p.text)).toEqual(['Dallas staffing', 'Carrier contracts']);
    const [a, b] = added.points.map((p) => p.id);
    const reordered = AgendaSchema.parse(await (await send(t.app, 'PUT', teamPaths.talkingPointOrder(1, SARAH), { ids: [b, a] }, t.demoCookie)).json());
    expect(reordered.points.map((p) => p.text)).toEqual(['Carrier contracts', 'Dallas staffing']);
    const checked = AgendaSchema.parse(await (await send(t.app, 'PATCH', teamPaths.talkingPoint(1, SARAH, a ?? 0), { done: true }, t.demoCookie)).json());
    expect(checked.points.find((p) => p.id === a)?.done).toBe(true);
  });

  it('carries the unchecked point to the next meeting when the meeting is completed; the checked one stays behind', async () => {
    const t = await createTestContext();
    const held = (await sarah(t))?.next_meeting ?? '';
    const follow = await send(t.app, 'POST', teamPaths.teamFollowUp(1, SARAH), { startTime: '2025-03-19T10:00', endTime: '2025-03-19T10:30' }, t.demoCookie);
    expect(follow.status).toBe(201);
    await addPoint(t, 'Open point');
    const { points } = await addPoint(t, 'Done point');
    await send(t.app, 'PATCH', teamPaths.talkingPoint(1, SARAH, points[1]?.id ?? 0), { done: true }, t.demoCookie);
    const done = await send(t.app, 'POST', teamPaths.completeMeeting(1, SARAH), { meeting_at: held }, t.demoCookie);
    expect(done.status).toBe(200);
    expect(DirectReportSchema.parse(await done.json())).toMatchObject({ last_meeting: held, next_meeting: '2025-03-19T10:00:00' });
    const after = await agenda(t);
    expect(after.meeting_at).toBe('2025-03-19T10:00:00');
    expect(after.points.map((p) => [p.text, p.done, p.carried_over_from])).toEqual([['Open point', false, held]]);
    // Completing the same meeting again is refused and changes nothing.
    const before = await tableCounts(t.db);
    const again = await send(t.app, 'POST', teamPaths.completeMeeting(1, SARAH), { meeting_at: held }, t.demoCookie);
    expect(again.status).toBe(409);
    expect((await sarah(t))?.next_meeting).toBe('2025-03-19T10:00:00');
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('rejects empty text, a foreign id in the order and unknown points, writing nothing', async () => {
    const t = await createTestContext();
    const { points } = await addPoint(t, 'Mine');
    const before = await tableCounts(t.db);
    const digest = () => t.rows('SELECT id, position, done_at FROM talking_points ORDER BY id');
    const rows = await digest();
    const empty = await send(t.app, 'POST', teamPaths.talkingPoints(1, SARAH), { text: '  ' }, t.demoCookie);
    expect(await empty.json()).toMatchObject({ error: { field: 'text' } });
    const foreign = await send(t.app, 'PUT', teamPaths.talkingPointOrder(1, SARAH), { ids: [points[0]?.id ?? 0, 999] }, t.demoCookie);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: { field: 'ids' } });
    expect((await send(t.app, 'PUT', teamPaths.talkingPointOrder(1, SARAH), { ids: [1, 1] }, t.demoCookie)).status).toBe(400);
    expect((await send(t.app, 'PATCH', teamPaths.talkingPoint(1, SARAH, 999), { done: true }, t.demoCookie)).status).toBe(404);
    expect((await send(t.app, 'PATCH', teamPaths.talkingPoint(1, 'Marcus Johnson', points[0]?.id ?? 0), { done: true }, t.demoCookie)).status).toBe(404);
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await digest()).toEqual(rows);
  });
});

describe('1:1 action items', () => {
  it("makes the executive's own item a priority, the report's not, and completing it completes the priority", async () => {
    const t = await createTestContext();
    const priorities = async () => (await tableCounts(t.db)).priorities ?? 0;
    const start = await priorities();
    const mine = TeamActionItemSchema.parse(
      await (
        await send(
          t.app,
          'POST',
          teamPaths.teamActionItems(1, SARAH),
          { text: 'Send Sarah the Dallas budget', owner: 'me', due_date: '2025-03-14' },
          t.demoCookie,
        )
      ).json(),
    );
    expect(mine.priority_id).not.toBeNull();
    const theirs = TeamActionItemSchema.parse(
      await (
        await send(
          t.app,
          'POST',
          teamPaths.teamActionItems(1, SARAH),
          { text: 'Draft the carrier plan', owner: 'report', due_date: '2025-03-20' },
          t.demoCookie,
        )
      ).json(),
    );
    expect(theirs.priority_id).toBeNull();
    expect(await priorities()).toBe(start + 1);
    const list = z.array(PrioritySchema).parse(await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json());
    expect(list.find((p) => p.id === mine.priority_id)).toMatchObject({
      task: 'Send Sarah the Dallas budget',
      dueDate: '2025-03-14T17:00:00',
      completed: false,
    });
    const done = await send(t.app, 'PATCH', teamPaths.teamActionItem(1, SARAH, mine.id), { done: true }, t.demoCookie);
    expect(await done.json()).toMatchObject({ done: true });
    const after = z.array(PrioritySchema).parse(await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json());
    expect(after.find((p) => p.id === mine.priority_id)?.completed).toBe(true);
    const items = z.array(TeamActionItemSchema).parse(await (await get(t.app, teamPaths.teamActionItems(1, SARAH), t.demoCookie)).json());
    expect(items.map((i) => [i.text, i.done])).toEqual([
      ['Draft the carrier plan', false],
      ['Send Sarah the Dallas budget', true],
    ]);
  });

  it("counts each report's open action items in the team list", async () => {
    const t = await createTestContext();
    const counts = async () =>
      Object.fromEntries(
        z
          .array(TeamListEntrySchema)
          .parse(await (await get(t.app, apiPaths.team(1), t.demoCookie)).json())
          .map((r) => [r.name, r.open_action_items]),
      );
    const names = Object.keys(await counts());
    expect(Object.values(await counts())).toEqual(names.map(() => 0));
    const add = async (name: string, text: string) =>
      TeamActionItemSchema.parse(
        await (await send(t.app, 'POST', teamPaths.teamActionItems(1, name), { text, owner: 'report', due_date: '2025-03-20' }, t.demoCookie)).json(),
      );
    const first = await add(SARAH, 'Draft the carrier plan');
    await add(SARAH, 'Share the hiring plan');
    await add('Marcus Johnson', 'Renewal forecast');
    await send(t.app, 'PATCH', teamPaths.teamActionItem(1, SARAH, first.id), { done: true }, t.demoCookie);
    expect(await counts()).toMatchObject({ [SARAH]: 1, 'Marcus Johnson': 1 });
    expect(Object.entries(await counts()).filter(([, n]) => n > 0)).toHaveLength(2);
  });

  it("rejects a bad owner or due date naming the field, and another executive's report, writing nothing", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const before = await tableCounts(t.db);
    const owner = await send(t.app, 'POST', teamPaths.teamActionItems(1, SARAH), { text: 'x', owner: 'boss', due_date: '2025-03-14' }, t.demoCookie);
    expect(await owner.json()).toMatchObject({ error: { field: 'owner' } });
    const due = await send(t.app, 'POST', teamPaths.teamActionItems(1, SARAH), { text: 'x', owner: 'me', due_date: 'friday' }, t.demoCookie);
    expect(await due.json()).toMatchObject({ error: { field: 'due_date' } });
    expect((await send(t.app, 'POST', teamPaths.teamActionItems(1, SARAH), { text: 'x', owner: 'me', due_date: '2025-03-14' }, other.cookie)).status).toBe(403);
    expect((await send(t.app, 'POST', teamPaths.talkingPoints(1, SARAH), { text: 'x' }, other.cookie)).status).toBe(403);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
