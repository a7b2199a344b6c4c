import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AddActionItemTaskResponseSchema,
  AssessmentQuestionSchema,
  AssessmentResultSchema,
  DailyBriefSchema,
  LeadershipResponseSchema,
  apiPaths,
} from '@provana/contracts';
import { createTestContext, get, send, signUp, tableCounts, type TestContext } from '../../test/helpers';

const leadership = async (t: TestContext, cookie = t.demoCookie, id = 1) =>
  LeadershipResponseSchema.parse(await (await get(t.app, apiPaths.leadership(id), cookie)).json());
const history = async (t: TestContext) => z.array(AssessmentResultSchema).parse(await (await get(t.app, apiPaths.assessments(1), t.demoCookie)).json());

describe('leadership assessment', () => {
  it('serves six questions with three choices each', async () => {
    const t = await createTestContext();
    const questions = z.array(AssessmentQuestionSchema).parse(await (await get(t.app, apiPaths.assessmentQuestions(1), t.demoCookie)).json());
    expect(questions).toHaveLength(6);
  });

  it('scores, stores the profile (out of 4) and keeps every assessment, latest first', async () => {
    const t = await createTestContext();
    const first = await send(t.app, 'POST', apiPaths.assessments(1), { answers: [2, 2, 2, 2, 0, 1] }, t.demoCookie);
    expect(first.status).toBe(201);
    expect(AssessmentResultSchema.parse(await first.json())).toMatchObject({
      scores: { transformational: 1, servant: 1, system_syncing: 4 },
      dominant_model: 'system_syncing',
      recommendations: ['Enhance process optimization and systems thinking'],
    });
    t.clock.advanceMs(60 * 60_000);
    const second = AssessmentResultSchema.parse(
      await (await send(t.app, 'POST', apiPaths.assessments(1), { answers: [1, 1, 0, 1, 2, 0] }, t.demoCookie)).json(),
    );
    expect(second).toMatchObject({ scores: { transformational: 2, servant: 3, system_syncing: 1 }, dominant_model: 'servant' });
    expect(second.recommendations).toEqual(['Develop empathy and team empowerment skills']);

    const stored = await leadership(t);
    expect(stored.currentModel).toBe('servant');
    expect(stored.profile).toMatchObject({ transformational: 1, servant: 2, system_syncing: 1, dominant_model: 'servant' });
    const list = await history(t);
    expect(list.map((a) => a.id)).toEqual([second.id, (list[1] as { id: number }).id]);
    expect(list.map((a) => a.dominant_model)).toEqual(['servant', 'system_syncing']);
    expect((list[0]?.taken_at ?? '') > (list[1]?.taken_at ?? '')).toBe(true);
  });

  it('gives a tie to the earlier model', async () => {
    const t = await createTestContext();
    const tie = AssessmentResultSchema.parse(await (await send(t.app, 'POST', apiPaths.assessments(1), { answers: [1, 2, 1, 2, 1, 2] }, t.demoCookie)).json());
    expect(tie).toMatchObject({ scores: { servant: 3, system_syncing: 3 }, dominant_model: 'servant' });
    expect(tie.recommendations).toHaveLength(2);
    expect((await leadership(t)).profile.dominant_model).toBe('servant');
  });

  it.each([
    [{ answers: [0, 1, 2, 0, 1] }, 'answers', 'Answer all 6 questions'],
    [{ answers: [0, 1, 2, 0, 1, 3] }, 'answers.5', 'Each answer must be 0, 1 or 2'],
    [{ answers: [0, 1, 2, 0, 1, 0.5] }, 'answers.5', ''],
    [{ answers: [0, 1, 2, 0, 1, '1'] }, 'answers.5', ''],
    [{ answers: [0, 1, 2, 0, 1, 1], executive: 2 }, '', ''],
  ])('refuses %j with a 400 naming %s, storing nothing', async (body, field, message) => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.assessments(1), body, t.demoCookie);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { field?: string; message: string } };
    if (field) expect(json.error.field).toBe(field);
    expect(json.error.message).toContain(message);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});

describe('leadership action items and lessons', () => {
  it('Add to Tasks creates a priority in the daily brief, once; the item then says so', async () => {
    const t = await createTestContext();
    const item = (await leadership(t)).models.find((m) => m.model_id === 'servant')?.action_items[0];
    expect(item?.task_id).toBeNull();
    const res = await send(t.app, 'POST', apiPaths.actionItemTask(1, item?.id ?? 0), {}, t.demoCookie);
    expect(res.status).toBe(201);
    const { task_id } = (await res.json()) as { task_id: number };
    const brief = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());
    expect(brief.priorities.find((p) => p.id === task_id)).toMatchObject({
      task: item?.title,
      urgency: item?.priority,
      completed: false,
      description: 'Leadership action item (Servant model)',
    });
    expect((await leadership(t)).models.find((m) => m.model_id === 'servant')?.action_items[0]?.task_id).toBe(task_id);

    const before = await tableCounts(t.db);
    const again = await send(t.app, 'POST', apiPaths.actionItemTask(1, item?.id ?? 0), {}, t.demoCookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: 'already_added', message: 'This action item is already in your tasks' } });
    expect(await tableCounts(t.db)).toEqual(before);
    expect((await send(t.app, 'POST', apiPaths.actionItemTask(1, 9999), {}, t.demoCookie)).status).toBe(404);
  });

  it('an item whose task was completed says so and can be added to Tasks again, as a new open task', async () => {
    const t = await createTestContext();
    const servantItem = async () => (await leadership(t)).models.find((m) => m.model_id === 'servant')?.action_items[0];
    const itemId = (await servantItem())?.id ?? 0;
    const add = () => send(t.app, 'POST', apiPaths.actionItemTask(1, itemId), {}, t.demoCookie);
    const first = AddActionItemTaskResponseSchema.parse(await (await add()).json());
    expect(await servantItem()).toMatchObject({ task_id: first.task_id, task_done: false });

    expect((await send(t.app, 'PATCH', apiPaths.priority(1, first.task_id), { completed: true }, t.demoCookie)).status).toBe(200);
    expect(await servantItem()).toMatchObject({ task_id: first.task_id, task_done: true });

    const again = await add();
    expect(again.status).toBe(201);
    const second = AddActionItemTaskResponseSchema.parse(await again.json());
    expect(second.task_id).not.toBe(first.task_id);
    expect(second.action_item).toMatchObject({ id: itemId, task_id: second.task_id, task_done: false });
    expect(await servantItem()).toMatchObject({ task_id: second.task_id, task_done: false });
    // The completed task stays completed; the new one is open in the daily brief.
    const brief = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());
    expect(brief.priorities.find((p) => p.id === second.task_id)).toMatchObject({ completed: false });
    const done = await t.row<{ completed: number }>('SELECT completed FROM priorities WHERE id = ?', first.task_id);
    expect(Number(done?.completed)).toBe(1);

    // While the new task is open, adding it once more is refused as before.
    const before = await tableCounts(t.db);
    expect((await add()).status).toBe(409);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('adds a done item again only once when two requests race', async () => {
    const t = await createTestContext();
    const itemId = (await leadership(t)).models[0]?.action_items[0]?.id ?? 0;
    const add = () => send(t.app, 'POST', apiPaths.actionItemTask(1, itemId), {}, t.demoCookie);
    const first = AddActionItemTaskResponseSchema.parse(await (await add()).json());
    await send(t.app, 'PATCH', apiPaths.priority(1, first.task_id), { completed: true }, t.demoCookie);
    const before = await tableCounts(t.db);
    const statuses = (await Promise.all([add(), add()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const after = await tableCounts(t.db);
    expect(after.priorities).toBe((before.priorities ?? 0) + 1);
  });

  it("keeps each executive's added items and lesson progress apart", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const model = (await leadership(t)).models[0];
    await send(t.app, 'POST', apiPaths.actionItemTask(1, model?.action_items[0]?.id ?? 0), {}, t.demoCookie);
    await send(t.app, 'PUT', apiPaths.lessonProgress(1, model?.lessons[0]?.id ?? 0), { done: true }, t.demoCookie);
    const mine = (await leadership(t)).models[0];
    expect(mine?.lessons[0]?.done).toBe(true);
    const theirs = (await leadership(t, other.cookie, other.executiveId)).models[0];
    expect(theirs?.lessons[0]?.done).toBe(false);
    expect(theirs?.action_items[0]?.task_id).toBeNull();
    const before = await tableCounts(t.db);
    expect((await send(t.app, 'PUT', apiPaths.lessonProgress(other.executiveId, model?.lessons[0]?.id ?? 0), { done: true }, t.demoCookie)).status).toBe(403);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('marks a lesson done and not done; unknown lessons are 404 and bad bodies 400', async () => {
    const t = await createTestContext();
    const lesson = (await leadership(t)).models[1]?.lessons[2];
    expect((await send(t.app, 'PUT', apiPaths.lessonProgress(1, lesson?.id ?? 0), { done: true }, t.demoCookie)).status).toBe(200);
    expect((await leadership(t)).models[1]?.lessons[2]?.done).toBe(true);
    await send(t.app, 'PUT', apiPaths.lessonProgress(1, lesson?.id ?? 0), { done: false }, t.demoCookie);
    expect((await leadership(t)).models[1]?.lessons[2]?.done).toBe(false);
    const before = await tableCounts(t.db);
    expect((await send(t.app, 'PUT', apiPaths.lessonProgress(1, 9999), { done: true }, t.demoCookie)).status).toBe(404);
    const bad = await send(t.app, 'PUT', apiPaths.lessonProgress(1, lesson?.id ?? 0), { done: 'yes' }, t.demoCookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: 'done' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
