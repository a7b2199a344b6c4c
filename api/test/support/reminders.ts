// The reminder suites' workspace: an account of its own in New York at 09:00 on Wednesday 12 March
// 2025 (the clock is the test's), its sample reminders cleared so each test arranges its own, and
// the calls the suites make as that account.
import { expect } from 'vitest';
import { CalendarEventSchema, DueRemindersResponseSchema, apiPaths } from '@provana/contracts';
import { createTestContext, get, send, signUp, type TestContext } from '../helpers';

export const ZONE = 'America/New_York';
/** 09:00 in New York (EDT, UTC-4) on Wednesday 12 March 2025. */
export const NINE_NY = new Date('2025-03-12T13:00:00Z');
/** A New York wall-clock time (EDT) as an instant. */
export const at = (local: string) => new Date(new Date(`${local}Z`).getTime() + 4 * 3_600_000);

export interface Me {
  cookie: string;
  executiveId: number;
}

export async function remindersWorkspace(): Promise<{ t: TestContext; me: Me }> {
  const t = await createTestContext({ now: NINE_NY });
  const me = await signUp(t.app, 'reminders@example.com', 'correct-horse', ZONE);
  // The sample workspace's own reminders (1:1s, life events) are tested on rows of the test's own.
  await t.exec('DELETE FROM calendar_events WHERE executive_id = ?', me.executiveId);
  await t.exec('DELETE FROM personal_events WHERE executive_id = ?', me.executiveId);
  await t.exec('UPDATE direct_reports SET reminder_24hr_before = 0 WHERE executive_id = ?', me.executiveId);
  return { t, me };
}

/** The reminders due for me (since an instant, when given). */
export async function dueReminders(app: TestContext['app'], me: Me, since?: string) {
  const res = await get(app, `${apiPaths.remindersDue(me.executiveId)}${since ? `?since=${encodeURIComponent(since)}` : ''}`, me.cookie);
  expect(res.status).toBe(200);
  return DueRemindersResponseSchema.parse(await res.json()).items;
}

export async function createEventAs(t: TestContext, me: Me, body: Record<string, unknown>) {
  const res = await send(t.app, 'POST', apiPaths.calendarEvents(me.executiveId), { type: 'meeting', priority: 'high', ...body }, me.cookie);
  expect(res.status).toBe(201);
  return CalendarEventSchema.parse(await res.json());
}
