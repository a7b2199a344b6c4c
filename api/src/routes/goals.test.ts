import { describe, expect, it } from 'vitest';
import { DailyBriefSchema, GoalSchema, GoalsResponseSchema, apiPaths } from '@provana/contracts';
import { createTestContext, get, send, signUp, tableCounts, type TestContext } from '../../test/helpers';

const NEW_GOAL = { kind: 'quarterly', title: 'Open the Dallas hub', status: 'Not Started', target_date: '2025-06-30', model_alignment: 'system_syncing' };

const goalsOf = async (t: TestContext, cookie = t.demoCookie, id = 1) => GoalsResponseSchema.parse(await (await get(t.app, apiPaths.goals(id), cookie)).json());
const remove = (t: TestContext, path: string, cookie = t.demoCookie) => t.app.request(path, { method: 'DELETE', headers: { Cookie: cookie } });

describe('goal editing', () => {
  it('adds a goal (201) that the tracker and the print source list, with progress from its status', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.goals(1), NEW_GOAL, t.demoCookie);
    expect(res.status).toBe(201);
    const goal = GoalSchema.parse(await res.json());
    expect(goal).toMatchObject({ title: 'Open the Dallas hub', progress: 0, linked_to: null, kind: 'quarterly' });
    const goals = await goalsOf(t);
    expect(goals.quarterly_goals.at(-1)?.id).toBe(goal.id);
    expect(goals.mission_goals.map((g) => g.goal)).toContain('Open the Dallas hub');
  });

  it('edits title, status, target date, model alignment and link; progress follows the status', async () => {
    const t = await createTestContext();
    const win = (await goalsOf(t)).micro_wins[0];
    const res = await send(
      t.app,
      'PATCH',
      apiPaths.goal(1, win?.id ?? 0),
      {
        title: 'First supplier onboarded',
        status: 'Complete',
        target_date: '2025-04-01',
        model_alignment: 'servant',
        linked_to: 'Raise on-time delivery to 97%',
      },
      t.demoCookie,
    );
    expect(res.status).toBe(200);
    expect(GoalSchema.parse(await res.json())).toMatchObject({
      title: 'First supplier onboarded',
      status: 'Complete',
      progress: 100,
      target_date: '2025-04-01',
      model_alignment: 'servant',
      linked_to: 'Raise on-time delivery to 97%',
    });
    const partial = await send(t.app, 'PATCH', apiPaths.goal(1, win?.id ?? 0), { status: 'In Progress', linked_to: '' }, t.demoCookie);
    expect(GoalSchema.parse(await partial.json())).toMatchObject({ title: 'First supplier onboarded', progress: 65, linked_to: null });
    const row = await t.row<{ is_sample: number }>('SELECT is_sample FROM goals WHERE id = ?', win?.id ?? 0);
    expect(row?.is_sample).toBe(0); // the user's own from now on: re-anchoring leaves its date alone
  });

  it('removes a goal', async () => {
    const t = await createTestContext();
    const goal = (await goalsOf(t)).quarterly_goals[0];
    expect((await remove(t, apiPaths.goal(1, goal?.id ?? 0))).status).toBe(200);
    expect((await goalsOf(t)).quarterly_goals.map((g) => g.id)).not.toContain(goal?.id);
    expect((await remove(t, apiPaths.goal(1, goal?.id ?? 0))).status).toBe(404);
  });

  it.each([
    [{ ...NEW_GOAL, title: '   ' }, 'title', 'Title is required'],
    [{ ...NEW_GOAL, status: 'Done' }, 'status', ''],
    [{ ...NEW_GOAL, target_date: '2025-02-30' }, 'target_date', 'must be a real calendar date'],
    [{ ...NEW_GOAL, target_date: 'soon' }, 'target_date', 'YYYY-MM-DD'],
    [{ ...NEW_GOAL, model_alignment: 'autocratic' }, 'model_alignment', ''],
    [{ ...NEW_GOAL, kind: 'yearly' }, 'kind', ''],
    [{ ...NEW_GOAL, title: 'x'.repeat(201) }, 'title', 'at most 200'],
    [{ ...NEW_GOAL, owner: 2 }, '', ''],
  ])('refuses a goal %j with a 400 naming %s, writing nothing', async (body, field, message) => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.goals(1), body, t.demoCookie);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; field?: string; message: string } };
    expect(json.error.code).toBe('validation_error');
    if (field) expect(json.error.field).toBe(field);
    expect(json.error.message).toContain(message);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('refuses an empty edit and a second mission goal, changing nothing', async () => {
    const t = await createTestContext();
    const before = await goalsOf(t);
    const goal = before.quarterly_goals[0];
    const empty = await send(t.app, 'PATCH', apiPaths.goal(1, goal?.id ?? 0), {}, t.demoCookie);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { message: 'Send at least one field to change' } });
    const mission = await send(t.app, 'POST', apiPaths.goals(1), { ...NEW_GOAL, kind: 'mission' }, t.demoCookie);
    expect(mission.status).toBe(409);
    expect(await mission.json()).toMatchObject({ error: { code: 'mission_exists', field: 'kind' } });
    expect(await goalsOf(t)).toEqual(before);
  });

  it("answers 404 for another executive's goal and changes nothing", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const theirs = (await goalsOf(t, other.cookie, other.executiveId)).quarterly_goals[0];
    const before = await goalsOf(t, other.cookie, other.executiveId);
    expect((await send(t.app, 'PATCH', apiPaths.goal(1, theirs?.id ?? 0), { status: 'Complete' }, t.demoCookie)).status).toBe(404);
    expect((await remove(t, apiPaths.goal(1, theirs?.id ?? 0))).status).toBe(404);
    expect((await send(t.app, 'PATCH', apiPaths.goal(other.executiveId, theirs?.id ?? 0), { status: 'Complete' }, t.demoCookie)).status).toBe(403);
    expect(await goalsOf(t, other.cookie, other.executiveId)).toEqual(before);
  });

  it("completing a goal moves the brief's goal-aligned percentage; reopening it restores the figure", async () => {
    const t = await createTestContext();
    const alignment = async () => DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json()).goalAlignment;
    const start = await alignment();
    const quarterly = (await goalsOf(t)).quarterly_goals.filter((g) => g.status !== 'Complete');
    const changed: number[] = [];
    for (const g of quarterly) {
      await send(t.app, 'PATCH', apiPaths.goal(1, g.id), { status: 'Complete' }, t.demoCookie);
      changed.push(await alignment());
    }
    expect(changed.some((v) => v !== start)).toBe(true);
    for (const g of quarterly) await send(t.app, 'PATCH', apiPaths.goal(1, g.id), { status: g.status }, t.demoCookie);
    expect(await alignment()).toBe(start);
  });
});
