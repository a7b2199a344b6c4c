import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ReflectionSchema, apiPaths } from '@provana/contracts';
import { sql } from 'kysely';
import { shiftedDate } from '../db/dialect/date-text';
import { createTestContext, get, send, signUp, tableCounts, type TestContext } from '../../test/helpers';

const THIS_WEEK = '2025-03-10'; // Monday of the tests' fixed Wednesday
const BODY = { strategicDecisionsMade: 4, delayedDecisions: 1, delegatedTasks: 3, missedPersonalEvent: false, selfInsight: 'Protecting mornings paid off.' };

const list = async (t: TestContext, cookie = t.demoCookie, id = 1) =>
  z.array(ReflectionSchema).parse(await (await get(t.app, apiPaths.reflections(id), cookie)).json());

describe("this week's reflection", () => {
  it('creates it (201), lists it first, and replaces it on a second save (200): one per week', async () => {
    const t = await createTestContext();
    const created = await send(t.app, 'PUT', apiPaths.reflection(1, THIS_WEEK), BODY, t.demoCookie);
    expect(created.status).toBe(201);
    expect(ReflectionSchema.parse(await created.json())).toMatchObject({ weekStart: THIS_WEEK, ...BODY });
    const afterCreate = await list(t);
    expect(afterCreate).toHaveLength(7);
    expect(afterCreate[0]).toMatchObject({ weekStart: THIS_WEEK, strategicDecisionsMade: 4 });

    const edited = await send(t.app, 'PUT', apiPaths.reflection(1, THIS_WEEK), { ...BODY, delegatedTasks: 6, missedPersonalEvent: true }, t.demoCookie);
    expect(edited.status).toBe(200);
    const afterEdit = await list(t);
    expect(afterEdit).toHaveLength(7);
    expect(afterEdit.filter((r) => r.weekStart === THIS_WEEK)).toEqual([expect.objectContaining({ delegatedTasks: 6, missedPersonalEvent: true })]);
  });

  it('hides a sample reflection re-anchored onto a week the executive wrote', async () => {
    const t = await createTestContext();
    await send(t.app, 'PUT', apiPaths.reflection(1, THIS_WEEK), BODY, t.demoCookie);
    // As the start-up re-anchoring would: the sample weeks move forward one week.
    await sql`UPDATE reflections SET week_start = ${shiftedDate(t.db.dialect, 'week_start', 7)} WHERE is_sample = 1`.execute(t.db.kysely);
    const weeks = (await list(t)).map((r) => r.weekStart);
    expect(weeks.filter((w) => w === THIS_WEEK)).toHaveLength(1);
    expect((await list(t))[0]?.selfInsight).toBe(BODY.selfInsight);
  });

  it.each([
    [{ ...BODY, strategicDecisionsMade: -1 }, 'strategicDecisionsMade', 'Strategic decisions made cannot be negative'],
    [{ ...BODY, delayedDecisions: 1.5 }, 'delayedDecisions', 'Delayed decisions must be a whole number'],
    [{ ...BODY, delegatedTasks: 100 }, 'delegatedTasks', 'Delegated tasks must be at most 99'],
    [{ ...BODY, delegatedTasks: '3' }, 'delegatedTasks', 'Delegated tasks must be a number'],
    [{ ...BODY, missedPersonalEvent: 'no' }, 'missedPersonalEvent', 'Missed personal event must be true or false'],
    [{ ...BODY, selfInsight: '  ' }, 'selfInsight', 'Self-insight is required'],
    [{ ...BODY, selfInsight: 'x'.repeat(1001) }, 'selfInsight', 'at most 1000'],
  ])('refuses %j with a 400 naming %s, writing nothing', async (body, field, message) => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'PUT', apiPaths.reflection(1, THIS_WEEK), body, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_error', field } });
    expect(
      ((await (await send(t.app, 'PUT', apiPaths.reflection(1, THIS_WEEK), body, t.demoCookie)).json()) as { error: { message: string } }).error.message,
    ).toContain(message);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it.each(['2025-03-03', '2025-03-17', '2025-03-11', 'monday'])('refuses the week %s: only this week can be written', async (week) => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'PUT', apiPaths.reflection(1, week), BODY, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'weekStart' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it("answers 403 for another executive's week and writes nothing", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const before = await tableCounts(t.db);
    expect((await send(t.app, 'PUT', apiPaths.reflection(other.executiveId, THIS_WEEK), BODY, t.demoCookie)).status).toBe(403);
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
