import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DecidedDecisionSchema, DecisionSchema, apiPaths } from '@provana/contracts';
import { decisionPaths } from '@provana/contracts/paths/decisions';
import { createTestContext, get, send, signUp, tableCounts, type TestContext } from '../../test/helpers';

const pending = async (t: TestContext, cookie = t.demoCookie, id = 1) =>
  z.array(DecisionSchema).parse(await (await get(t.app, apiPaths.decisions(id), cookie)).json());
const decided = async (t: TestContext, cookie = t.demoCookie, id = 1) =>
  z.array(DecidedDecisionSchema).parse(await (await get(t.app, decisionPaths.decidedDecisions(id), cookie)).json());
const NEW = { title: 'Open a Phoenix depot?', description: 'Lease or build.', impactLevel: 'high', dueBy: '2025-03-14' };

describe('decisions register', () => {
  it('adds a decision (201) that the pending list shows in due order', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.decisions(1), NEW, t.demoCookie);
    expect(res.status).toBe(201);
    const created = DecisionSchema.parse(await res.json());
    expect(created).toMatchObject({ title: 'Open a Phoenix depot?', impactLevel: 'high', dueBy: '2025-03-14' });
    const list = await pending(t);
    expect(list.map((d) => d.id)).toContain(created.id);
    expect(list.map((d) => d.dueBy)).toEqual([...list.map((d) => d.dueBy)].sort());
  });

  it('rejects an invalid decision with a 400 naming the field, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    for (const [body, field] of [
      [{ ...NEW, title: '  ' }, 'title'],
      [{ ...NEW, impactLevel: 'urgent' }, 'impactLevel'],
      [{ ...NEW, dueBy: '2025-02-30' }, 'dueBy'],
      [{ ...NEW, dueBy: 'tomorrow' }, 'dueBy'],
    ] as const) {
      const res = await send(t.app, 'POST', apiPaths.decisions(1), body, t.demoCookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field?: string } }).error.field).toBe(field);
    }
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('decides a pending decision: it leaves the pending list for the Decided list with choice and rationale', async () => {
    const t = await createTestContext();
    const first = (await pending(t))[0];
    if (!first) throw new Error('seed has decisions');
    const res = await send(t.app, 'POST', decisionPaths.decisionDecide(1, first.id), { choice: 'Accept', rationale: 'Saves $1.2M' }, t.demoCookie);
    expect(res.status).toBe(200);
    expect(DecidedDecisionSchema.parse(await res.json())).toMatchObject({
      id: first.id,
      choice: 'Accept',
      rationale: 'Saves $1.2M',
      decidedAt: '2025-03-12T09:00:00',
    });
    expect((await pending(t)).map((d) => d.id)).not.toContain(first.id);
    expect((await decided(t)).map((d) => d.id)).toEqual([first.id]);
    const again = await send(t.app, 'POST', decisionPaths.decisionDecide(1, first.id), { choice: 'Decline', rationale: 'x' }, t.demoCookie);
    expect(again.status).toBe(409);
    const missing = await send(t.app, 'POST', decisionPaths.decisionDecide(1, first.id), { choice: '', rationale: 'x' }, t.demoCookie);
    expect(missing.status).toBe(400);
  });

  it('defers to a date not in the past', async () => {
    const t = await createTestContext();
    const first = (await pending(t))[0];
    if (!first) throw new Error('seed has decisions');
    const past = await send(t.app, 'POST', decisionPaths.decisionDefer(1, first.id), { dueBy: '2025-03-11' }, t.demoCookie);
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: { field?: string } }).error.field).toBe('dueBy');
    const impossible = await send(t.app, 'POST', decisionPaths.decisionDefer(1, first.id), { dueBy: '2025-04-31' }, t.demoCookie);
    expect(impossible.status).toBe(400);
    expect(await impossible.json()).toEqual({ error: { code: 'validation_error', message: 'dueBy: must be a real calendar date', field: 'dueBy' } });
    const res = await send(t.app, 'POST', decisionPaths.decisionDefer(1, first.id), { dueBy: '2025-05-01' }, t.demoCookie);
    expect(res.status).toBe(200);
    expect(DecisionSchema.parse(await res.json()).dueBy).toBe('2025-05-01');
    expect((await pending(t)).at(-1)?.id).toBe(first.id);
  });

  it("never touches another executive's decision: 403 on their path, 404 for their id on mine", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    const theirs = (await pending(t, other.cookie, other.executiveId))[0];
    if (!theirs) throw new Error('the new account is seeded');
    const before = await tableCounts(t.db);
    const snapshot = await t.rows('SELECT * FROM decisions ORDER BY id');
    expect((await send(t.app, 'POST', decisionPaths.decisionDecide(other.executiveId, theirs.id), { choice: 'x', rationale: 'y' }, t.demoCookie)).status).toBe(
      403,
    );
    expect((await send(t.app, 'POST', decisionPaths.decisionDecide(1, theirs.id), { choice: 'x', rationale: 'y' }, t.demoCookie)).status).toBe(404);
    expect((await send(t.app, 'POST', decisionPaths.decisionDefer(1, theirs.id), { dueBy: '2025-04-01' }, t.demoCookie)).status).toBe(404);
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await t.rows('SELECT * FROM decisions ORDER BY id')).toEqual(snapshot);
  });
});
