import { describe, expect, it } from 'vitest';
import { DailyBriefSchema, NotificationsResponseSchema, apiPaths } from '@provana/contracts';
import { createBuiltInEngine } from '../assistant/built-in';
import { createTestContext, get } from '../../test/helpers';

describe('daily brief', () => {
  it("returns all priorities open first, today's meetings and the engine's alignment and insight", async () => {
    const engine = { ...createBuiltInEngine(), goalAlignment: () => 72.4, dailyInsight: () => 'Three overdue items.' };
    const t = await createTestContext({ engine });
    const res = await get(t.app, apiPaths.dailyBrief(1), t.demoCookie);
    expect(res.status).toBe(200);
    const brief = DailyBriefSchema.parse(await res.json());
    expect(brief.date).toBe('2025-03-12');
    expect(brief.goalAlignment).toBe(72);
    expect(brief.alignment.goalAlignment).toBe(72);
    expect(brief.aiInsight).toBe('Three overdue items.');
    expect(brief.meetings.length).toBeGreaterThanOrEqual(3);
    expect(brief.meetings.every((m) => m.startTime.startsWith('2025-03-12'))).toBe(true);
    const doneAt = brief.priorities.findIndex((p) => p.completed);
    expect(doneAt).toBeGreaterThan(0);
    expect(brief.priorities.slice(doneAt).every((p) => p.completed)).toBe(true);
  });
});

describe('notifications', () => {
  it('derives overdue priorities, meetings in the next 24 hours and team alerts from data', async () => {
    const t = await createTestContext();
    const body = NotificationsResponseSchema.parse(await (await get(t.app, apiPaths.notifications(1), t.demoCookie)).json());
    expect(body.count).toBe(body.items.length);
    const kinds = new Set(body.items.map((i) => i.kind));
    expect(kinds).toEqual(new Set(['overdue_priority', 'upcoming_meeting', 'team_alert']));
    expect(body.items.filter((i) => i.kind === 'upcoming_meeting').every((i) => i.at >= '2025-03-12T09:00:00' && i.at < '2025-03-13T09:00:00')).toBe(true);
    // Completing an overdue priority removes it from the bell.
    const overdue = body.items.filter((i) => i.kind === 'overdue_priority');
    await t.repos.priorities.setCompleted(1, Number(overdue[0]?.id.split('-')[1]), true);
    const after = NotificationsResponseSchema.parse(await (await get(t.app, apiPaths.notifications(1), t.demoCookie)).json());
    expect(after.count).toBe(body.count - 1);
  });
});

describe('daily brief freshness', () => {
  it('reflects a write and a new day immediately', async () => {
    const t = await createTestContext();
    const first = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());
    const open = first.priorities.find((p) => !p.completed);
    expect(open).toBeDefined();
    const { send } = await import('../../test/helpers');
    await send(t.app, 'PATCH', apiPaths.priority(1, open?.id ?? 0), { completed: true }, t.demoCookie);
    const second = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());
    expect(second.priorities.find((p) => p.id === open?.id)?.completed).toBe(true);
    t.clock.advanceMs(23 * 60 * 60 * 1000); // 08:00 tomorrow, within the session's day
    const tomorrow = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());
    expect(tomorrow.date).toBe('2025-03-13');
  });
});
