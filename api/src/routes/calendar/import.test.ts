import { describe, expect, it } from 'vitest';
import { apiPaths, calendarSubscriptionPaths as paths, IcsImportResultSchema, type CalendarEvent } from '@provana/contracts';
import { createTestContext, get, signUp, tableCounts, type TestContext } from '../../../test/helpers';
import { fixtureText } from '../../../test/support/ical-server';

const upload = (t: TestContext, body: string, type = 'text/calendar; charset=utf-8', cookie = t.demoCookie, id = 1) =>
  t.app.request(paths.importIcs(id), { method: 'POST', headers: { 'Content-Type': type, Cookie: cookie }, body });

describe('importing an .ics file', () => {
  it("makes its events the executive's own: one-offs as they are, a series as its next 12 months", async () => {
    // The demo executive is in UTC; now is 12 March 2025 09:00 there.
    const t = await createTestContext();
    const res = await upload(t, fixtureText('outlook-style'));
    expect(res.status).toBe(201);
    // 5 one-offs (the moved 1:1 among them) + the 1:1 series from now on: 11 Mar is past; 18 Mar an exception,
    // 25 Mar moved (counted as its override): 1 Apr and 8 Apr remain.
    expect(IcsImportResultSchema.parse(await res.json())).toEqual({ created: 7, fromRecurring: 2, truncated: false, skipped: 0, warning: null });
    const list = (await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-01&to=2025-04-30`, t.demoCookie)).json()) as CalendarEvent[];
    const imported = list.filter((e) => /Priya|Quarterly|Vendor|support|holiday/.test(e.title));
    expect(imported.map((e) => [e.startTime, e.endTime, e.title, e.type])).toEqual([
      ['2025-03-07T03:00:00', '2025-03-07T07:00:00', 'Late support shift', 'other'],
      ['2025-03-12T16:00:00', '2025-03-12T17:00:00', 'Vendor call (no VTIMEZONE)', 'other'],
      ['2025-03-26T18:00:00', '2025-03-26T18:30:00', '1:1 with Priya (moved)', 'other'],
      ['2025-03-27T15:00:00', '2025-03-27T16:30:00', 'Quarterly planning', 'meeting'],
      ['2025-04-01T14:00:00', '2025-04-01T14:30:00', '1:1 with Priya', 'meeting'],
      ['2025-04-08T14:00:00', '2025-04-08T14:30:00', '1:1 with Priya', 'meeting'],
      ['2025-04-18T00:00:00', '2025-04-19T00:00:00', 'Public holiday', 'other'],
    ]);
    expect(imported.find((e) => e.title === 'Quarterly planning')?.description).toBe('Location: Berlin HQ');
  });

  it('refuses other content types, unreadable files and files over 5 MB, creating nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    expect((await upload(t, fixtureText('google-style'), 'application/json')).status).toBe(415);
    expect((await upload(t, fixtureText('google-style'), 'text/plain')).status).toBe(415);
    const unreadable = await upload(t, '<html>not a calendar</html>');
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toMatchObject({ error: { code: 'invalid_calendar' } });
    expect((await upload(t, `BEGIN:VCALENDAR\n${'X'.repeat(5 * 1024 * 1024)}`)).status).toBe(413);
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it("refuses another executive's workspace", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app, 'importer@example.com');
    expect((await upload(t, fixtureText('google-style'), undefined, other.cookie, 1)).status).toBe(403);
    expect((await upload(t, fixtureText('google-style'), undefined, '', 1)).status).toBe(401);
  });
});
