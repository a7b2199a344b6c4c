import { describe, expect, it } from 'vitest';
import { DailyBriefSchema, NotificationsResponseSchema, apiPaths } from '@provana/contracts';
import { createBuiltInEngine } from '../assistant/built-in';
import { createTestContext, get } from '../../test/helpers';

describe('daily brief', () => {
  it("returns all priorities open first, today's meetings and the engine's alignment and insight", async () => {
    const engine = { ...createBuiltInEngine(), goalAlignment: async () => 72.4, dailyInsight: async () => 'Three overdue items.' };
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
  it('derives overdue priorities, meetings in the next 24 hours, team alerts and due reminders from data', async () => {
    const t = await createTestContext();
    const body = NotificationsResponseSchema.parse(await (await get(t.app, apiPaths.notifications(1), t.demoCookie)).json());
    expect(body.count).toBe(body.items.length);
    const kinds = new Set(body.items.map((i) => i.kind));
    // The sample workspace's 1:1s and life events with reminders on have unread ones due.
    expect(kinds).toEqual(new Set(['overdue_priority', 'upcoming_meeting', 'team_alert', 'reminder']));
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
    // 08:00 tomorrow, the session in use on the way (a browser session ends after 12 idle hours).
    t.clock.advanceMs(11.5 * 60 * 60 * 1000);
    expect((await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).status).toBe(200);
    t.clock.advanceMs(11.5 * 60 * 60 * 1000);
    const tomorrow = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());
    expect(tomorrow.date).toBe('2025-03-13');
  });
});

describe('daily brief reuse (a brief is reused only while its records and minute are unchanged)', () => {
  const brief = async (t: Awaited<ReturnType<typeof createTestContext>>) =>
    DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), t.demoCookie)).json());

  it('shows a change written straight to the database (as by another API process) on the next read', async () => {
    const t = await createTestContext();
    const first = await brief(t);
    expect(await brief(t)).toEqual(first);
    // Every table the brief reads, changed behind the API's back: the next read shows each change.
    const open = first.priorities.find((p) => !p.completed);
    await t.exec('UPDATE priorities SET task = ? WHERE id = ?', 'Renamed in SQL', open?.id);
    expect((await brief(t)).priorities.find((p) => p.id === open?.id)?.task).toBe('Renamed in SQL');
    const meeting = first.meetings[0];
    await t.exec('DELETE FROM meetings WHERE id = ?', meeting?.id);
    expect((await brief(t)).meetings.map((m) => m.id)).not.toContain(meeting?.id);
    await t.exec('UPDATE goals SET status = ? WHERE executive_id = 1', 'Complete');
    expect((await brief(t)).aiInsight).not.toBe(first.aiInsight);
    const before = await brief(t);
    await t.exec(
      "INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description, related_goals) VALUES (1, 'Board call', '2025-03-12T12:00:00', '2025-03-12T17:00:00', 'meeting', 'high', '', '[]')",
    );
    expect((await brief(t)).aiInsight).not.toBe(before.aiInsight);
    const beforeDecision = await brief(t);
    await t.exec(
      "INSERT INTO decisions (executive_id, title, description, impact_level, due_by, status) VALUES (1, 'Pick the new office', '', 'high', '2025-03-11', 'pending')",
    );
    const afterDecision = await brief(t);
    expect(afterDecision.aiInsight).not.toBe(beforeDecision.aiInsight);
    expect(afterDecision.aiInsight).toContain('Pick the new office');
  });

  it('is built anew when the minute moves on: a task due at 09:30 is overdue from 09:31', async () => {
    const t = await createTestContext();
    const id = await t.repos.priorities.create({
      executiveId: 1,
      task: 'Sign the lease',
      description: '',
      urgency: 'high',
      dueDate: '2025-03-12T09:30:00',
      source: 'test',
      createdAt: '2025-03-12T08:00:00',
    });
    const overdueCount = (b: Awaited<ReturnType<typeof brief>>) => Number(/You have (\d+) overdue/.exec(b.aiInsight)?.[1] ?? 0);
    t.clock.advanceMs(30 * 60_000 + 59_000); // 09:30:59, still due "now"
    const before = await brief(t);
    t.clock.advanceMs(1_000); // 09:31:00
    const after = await brief(t);
    expect(before.priorities.some((p) => p.id === id)).toBe(true);
    expect(overdueCount(after)).toBe(overdueCount(before) + 1);
  });
});
