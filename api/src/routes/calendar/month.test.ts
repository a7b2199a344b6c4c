import { describe, expect, it } from 'vitest';
import { apiPaths, type CalendarResponse } from '@provana/contracts';
import { createTestContext, get } from '../../../test/helpers';

describe('calendar month grid', () => {
  it('defaults to the current month with events, meetings, due priorities and personal events', async () => {
    const t = await createTestContext();
    const body = (await (await get(t.app, apiPaths.calendar(1), t.demoCookie)).json()) as CalendarResponse;
    expect(body.from).toBe('2025-03-01');
    expect(body.to).toBe('2025-03-31');
    expect(new Set(body.items.map((i) => i.kind))).toEqual(new Set(['event', 'meeting', 'priority', 'personal']));
    const dates = body.items.map((i) => i.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('rejects a malformed range', async () => {
    const t = await createTestContext();
    expect((await get(t.app, `${apiPaths.calendar(1)}?from=03-2025`, t.demoCookie)).status).toBe(400);
  });
});
