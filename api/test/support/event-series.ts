// A weekly series in the demo workspace (Berlin time, six Mondays from 17 March 2025), shared by the
// recurring-event suites: how it is created, listed and how one of its events is deleted.
import { expect } from 'vitest';
import { apiPaths, type CalendarEvent } from '@provana/contracts';
import { createTestContext, get, send, type TestContext } from '../helpers';

export const ZONE = 'Europe/Berlin';
export const series = {
  title: 'Staff meeting',
  startTime: '2025-03-17T09:00:00',
  endTime: '2025-03-17T10:00:00',
  type: 'meeting',
  priority: 'medium',
  repeat: { frequency: 'weekly', weekdays: ['MO'], count: 6 },
};
export const list = async (t: TestContext, range = '?from=2025-03-01&to=2025-05-31') =>
  ((await (await get(t.app, `${apiPaths.calendarEvents(1)}${range}`, t.demoCookie)).json()) as CalendarEvent[]).filter((e) =>
    e.title.startsWith('Staff meeting'),
  );
export const remove = (t: TestContext, path: string, cookie = t.demoCookie) => t.app.request(path, { method: 'DELETE', headers: { Cookie: cookie } });

export async function withSeries() {
  const t = await createTestContext();
  await t.repos.executives.setTimeZone(1, ZONE);
  const res = await send(t.app, 'POST', apiPaths.calendarEvents(1), series, t.demoCookie);
  expect(res.status).toBe(201);
  const created = (await res.json()) as CalendarEvent;
  return { t, id: created.id, created };
}
