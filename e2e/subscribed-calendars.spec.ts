// Subscribed calendars against the production builds, with loopback feeds allowed and
// the test iCal server: Calendar → Add calendar subscribes and shows the first sync's result; the
// event shows in the day list at the executive's local time, marked "From <calendar>" and without a
// delete; a web page instead of a calendar shows its error in words; Remove (confirmed) takes its
// events away; an imported .ics file's event becomes the executive's own. axe on the panel and on the dialog.
// A subscribed meeting with attendees is in the daily brief's today's meetings, marked with its
// calendar, and on the Time Blocks day timeline, read-only (no controls) and named "From <calendar>";
// axe on the timeline. Refresh now after the feed changed shows the change in the day list and the brief.
// A partly read calendar (a holiday publisher's bare dates, an event without a readable start, one with
// an unknown repeat rule) shows the events it could read and says on the result, on its row and on an
// import of the same file how many it left out and why.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { type IcalServer, startIcalServer } from '../api/test/support/ical-server';
import { newAccountContext, toast, todayIn } from './support/app';
import { seriousViolations } from './support/axe';
import { type RunningServer, repoRoot, startAppServer } from './support/servers';

// A zone without daylight saving and far from the machine's: 05:00 UTC is 2:00 PM there, always.
const ZONE = 'Asia/Tokyo';

let app: RunningServer;
let ical: IcalServer;

test.beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'mf-planning', 'dist', 'mf-manifest.json'))) throw new Error('mf-planning is not built: bash scripts/build-apps.sh');
  ical = await startIcalServer();
  app = await startAppServer({ calendarAllowLoopback: true });
});

test.afterAll(async () => {
  await app?.stop();
  await ical?.close();
});

const newContext = (browser: Browser) => browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });

/** A one-event calendar on `day` (YYYY-MM-DD) at 05:00 UTC, with `attendees` (names). */
function oneEventCalendar(day: string, summary: string, attendees: string[] = []): string {
  const compact = day.replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Provana e2e//EN',
    'BEGIN:VEVENT',
    `UID:e2e-${compact}@example.com`,
    'DTSTAMP:20250301T120000Z',
    `DTSTART:${compact}T050000Z`,
    `DTEND:${compact}T060000Z`,
    `SUMMARY:${summary}`,
    ...attendees.map((name) => `ATTENDEE;CN=${name}:mailto:${name.toLowerCase()}@example.com`),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A holiday publisher's calendar: one all-day event on `day` written as a bare date, and two events no client can read. */
function partlyReadCalendar(day: string, summary: string): string {
  const compact = day.replaceAll('-', '');
  const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}@holidays.example`, 'DTSTAMP:20250301T120000Z', ...lines, 'END:VEVENT'];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Holiday Publisher//Public Holidays//EN',
    ...event(`holiday-${compact}`, `DTSTART:${compact}`, `SUMMARY:${summary}`, 'TRANSP:TRANSPARENT'),
    ...event('to-be-announced', 'DTSTART:TBA', 'SUMMARY:State holiday (date to be announced)'),
    ...event('whit-monday', 'DTSTART:20190610', 'RRULE:FREQ=ANNUALLY;BYEASTER=50', 'SUMMARY:Whit Monday'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

// The unreadable repeat rule costs its line; Whit Monday stays, once, in 2019.
const PARTLY_READ = '1 event could not be read (1 without a readable start); 1 line could not be read and was left out.';

test('subscribe shows the event at local time, read-only and marked; a broken feed says why; remove takes its events', async ({ browser }) => {
  const context = await newContext(browser);
  await newAccountContext(context, 'subscribed', ZONE);
  const day = todayIn(ZONE);
  const summary = `Board prep ${Date.now().toString(36)}`;
  ical.set('/team.ics', { contentType: 'text/calendar; charset=utf-8', body: oneEventCalendar(day, summary) });

  const page = await context.newPage();
  await page.goto('/dashboard/calendar');
  const panel = page.getByRole('region', { name: 'Calendars' });
  await expect(panel.getByText('No subscribed calendars yet')).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page, '[data-testid="calendars-panel"]')).toEqual([]);

  // The schema's own check first: nothing is sent without an address.
  await panel.getByRole('button', { name: 'Add calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a calendar' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Team');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('iCalendar address is required')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByRole('textbox', { name: 'iCalendar address' }).fill(ical.url('/team.ics'));
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByTestId('add-calendar-result')).toContainText('1 event synced');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const row = panel.getByTestId('subscription-row').filter({ hasText: 'Team' });
  await expect(row).toContainText('1 event');
  await expect(row).toContainText('Last synced');

  // The day list: 2:00 PM in Tokyo, from Team, no delete.
  await page.locator(`[data-testid="day-cell"][data-date="${day}"]`).click();
  const item = page.getByTestId('day-item').filter({ hasText: summary });
  await expect(item).toContainText('2:00 PM');
  await expect(item.getByTestId('day-item-source')).toHaveText('From Team');
  await expect(item.getByRole('button')).toHaveCount(0);

  // A web page where a calendar should be: the error in words, on the result and on the row.
  await panel.getByRole('button', { name: 'Add calendar' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Broken');
  await dialog.getByRole('textbox', { name: 'iCalendar address' }).fill(ical.url('/web-page'));
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByTestId('add-calendar-result')).toContainText('The first sync failed');
  await dialog.getByRole('button', { name: 'Done' }).click();
  const broken = panel.getByTestId('subscription-row').filter({ hasText: 'Broken' });
  await expect(broken.getByTestId('subscription-error')).toContainText('Last sync failed:');
  expect(await seriousViolations(page, '[data-testid="calendars-panel"]')).toEqual([]);

  // Remove asks first; then the calendar and its event go.
  await row.getByRole('button', { name: 'Remove Team' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Team?' });
  await expect(confirm).toContainText('its events go with it');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('day-item').filter({ hasText: summary })).toHaveCount(0);

  // Import .ics file: the same event becomes the executive's own (a kind badge and a delete, no source).
  await panel.getByTestId('ics-file-input').setInputFiles({ name: 'team.ics', mimeType: 'text/calendar', buffer: Buffer.from(oneEventCalendar(day, summary)) });
  await expect(toast(page, 'Calendar imported')).toContainText('1 event added to your calendar.');
  const own = page.getByTestId('day-item').filter({ hasText: summary });
  await expect(own).toContainText('2:00 PM');
  await expect(own.getByTestId('day-item-source')).toHaveCount(0);
  await expect(own.getByRole('button', { name: /Delete/ })).toBeVisible();
  await context.close();
});

test('a subscribed meeting is in the brief’s meetings and on the day timeline, read-only and marked with its calendar', async ({ browser }) => {
  const context = await newContext(browser);
  const { executiveId } = await newAccountContext(context, 'subscribed-brief', ZONE);
  const day = todayIn(ZONE);
  const summary = `Design review ${Date.now().toString(36)}`;
  ical.set('/board.ics', { contentType: 'text/calendar; charset=utf-8', body: oneEventCalendar(day, summary, ['Ana', 'Ben']) });
  const created = await context.request.post(`/api/executive/${executiveId}/calendar-subscriptions`, {
    data: { name: 'Board', url: ical.url('/board.ics'), colour: 'purple' },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The brief: today's meetings hold it at 2:00 PM Tokyo time, from Board, with its attendees.
  const page = await context.newPage();
  await page.goto('/dashboard/daily-brief');
  const meeting = page.getByTestId('brief-meeting').filter({ hasText: summary });
  await expect(meeting).toContainText('2:00 PM · From Board', { timeout: 20_000 });
  await expect(meeting).toContainText('With Ana, Ben');

  // Time Blocks' day timeline: drawn with its calendar, nothing to move or delete, in words for screen readers.
  await page.goto('/dashboard/time-blocks');
  const section = page.getByRole('region', { name: 'Time Blocks' });
  await section.getByLabel('Date').fill(day);
  const timeline = section.getByTestId('day-timeline');
  const item = timeline.locator(`li[data-kind="subscribed"][data-title="${summary}"]`);
  await expect(item).toHaveAttribute('data-start', '14:00', { timeout: 20_000 });
  await expect(item).toHaveAttribute('data-source', 'Board');
  await expect(item).toContainText(`From Board: ${summary}, 2:00 PM to 3:00 PM`);
  await expect(item).toContainText('read-only');
  await expect(item.getByRole('button')).toHaveCount(0);
  await expect(item.locator('[tabindex]')).toHaveCount(0);
  await expect(timeline.getByRole('list', { name: 'Legend' })).toContainText('Subscribed calendar (read-only)');
  expect(await seriousViolations(page, '[data-testid="day-timeline"]')).toEqual([]);

  // Refresh now after the calendar changed: the calendar's day list and the brief (rebuilt, not its
  // cached copy: the sync moved the data version) show the new title.
  const renamed = `${summary} (room 4)`;
  ical.set('/board.ics', { contentType: 'text/calendar; charset=utf-8', body: oneEventCalendar(day, renamed, ['Ana', 'Ben']) });
  await page.goto('/dashboard/calendar');
  await page.getByRole('button', { name: 'Refresh now: Board' }).click();
  await page.locator(`[data-testid="day-cell"][data-date="${day}"]`).click();
  await expect(page.getByTestId('day-item').filter({ hasText: renamed })).toContainText('2:00 PM', { timeout: 20_000 });
  await page.goto('/dashboard/daily-brief');
  await expect(page.getByTestId('brief-meeting').filter({ hasText: renamed })).toContainText('From Board', { timeout: 20_000 });
  await context.close();
});

test('a partly read calendar shows the events it could read and says how many it left out, as does its import', async ({ browser }) => {
  const context = await newContext(browser);
  await newAccountContext(context, 'partly-read', ZONE);
  const day = todayIn(ZONE);
  const summary = `Founders' Day ${Date.now().toString(36)}`;
  ical.set('/holidays.ics', { contentType: 'text/calendar; charset=utf-8', body: partlyReadCalendar(day, summary) });

  const page = await context.newPage();
  await page.goto('/dashboard/calendar');
  const panel = page.getByRole('region', { name: 'Calendars' });
  await panel.getByRole('button', { name: 'Add calendar' }).click({ timeout: 20_000 });
  const dialog = page.getByRole('dialog', { name: 'Add a calendar' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Holidays');
  await dialog.getByRole('textbox', { name: 'iCalendar address' }).fill(ical.url('/holidays.ics'));
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  const result = dialog.getByTestId('add-calendar-result');
  await expect(result).toContainText('2 events synced');
  await expect(result).toContainText(PARTLY_READ);
  await expect(result).not.toContainText('failed');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The row: the event it read, what it left out in words, and no error.
  const row = panel.getByTestId('subscription-row').filter({ hasText: 'Holidays' });
  await expect(row).toContainText('2 events');
  await expect(row.getByTestId('subscription-warning')).toHaveText(PARTLY_READ);
  await expect(row.getByTestId('subscription-error')).toHaveCount(0);
  expect(await seriousViolations(page, '[data-testid="calendars-panel"]')).toEqual([]);

  // The bare date is read as an all-day event on its day.
  await page.locator(`[data-testid="day-cell"][data-date="${day}"]`).click();
  await expect(page.getByTestId('day-item').filter({ hasText: summary }).getByTestId('day-item-source')).toHaveText('From Holidays');

  // Import .ics file: the same leniency, and the toast says what was left out.
  await panel
    .getByTestId('ics-file-input')
    .setInputFiles({ name: 'holidays.ics', mimeType: 'text/calendar', buffer: Buffer.from(partlyReadCalendar(day, summary)) });
  const imported = toast(page, 'Calendar imported');
  await expect(imported).toContainText('2 events added to your calendar.');
  await expect(imported).toContainText(PARTLY_READ);
  await context.close();
});
