import { describe, expect, it } from 'vitest';
import { apiPaths, type Priority } from '@provana/contracts';
import { createTestContext, get, send, tableCounts } from '../../test/helpers';

describe('priorities', () => {
  it('lists priorities of all urgencies, open first, including overdue and a "streamline" task', async () => {
    const t = await createTestContext();
    const list = (await (await get(t.app, apiPaths.priorities(1), t.demoCookie)).json()) as Priority[];
    expect(new Set(list.map((p) => p.urgency))).toEqual(new Set(['high', 'medium', 'low']));
    const firstDone = list.findIndex((p) => p.completed);
    expect(list.slice(firstDone).every((p) => p.completed)).toBe(true);
    expect(list.some((p) => !p.completed && p.dueDate !== null && p.dueDate < '2025-03-12T09:00:00')).toBe(true);
    expect(list.some((p) => /streamline/i.test(p.task))).toBe(true);
    expect(await (await get(t.app, apiPaths.printSourcePriorities(1), t.demoCookie)).json()).toEqual(list);
  });

  it('completes a priority with PATCH {completed: true}, setting its status', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'PATCH', apiPaths.priority(1, 1), { completed: true }, t.demoCookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 1, completed: true, status: 'completed' });
  });

  it('rejects a PATCH body without a boolean completed, naming the field', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'PATCH', apiPaths.priority(1, 1), { completed: 'yes' }, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'completed' } });
  });

  it('answers 404 for a priority of another executive or none', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'PATCH', apiPaths.priority(1, 99999), { completed: true }, t.demoCookie);
    expect(res.status).toBe(404);
  });

  it('creates a priority (e.g. from a leadership action item)', async () => {
    const t = await createTestContext();
    const res = await send(
      t.app,
      'POST',
      apiPaths.priorities(1),
      { task: 'Hold a stay interview', urgency: 'high', dueDate: '2025-03-14T10:00', source: 'leadership_action' },
      t.demoCookie,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      task: 'Hold a stay interview',
      urgency: 'high',
      dueDate: '2025-03-14T10:00:00',
      completed: false,
      status: 'pending',
      description: '',
    });
  });

  it('rejects a priority without a task, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.priorities(1), { task: '   ', urgency: 'high' }, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'task' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
