// A connected calendar account against the production builds and a real Radicale (started here on a
// loopback port): Settings → Calendars connects it (a missing field and a wrong password answered at
// their fields, nothing stored), the person shows a calendar and writes to it (an event planned before
// is written there then); an event on the server
// is on the Time Blocks day timeline; Apply Block writes the block to the server with TZID; a change
// made on the server moves it on the open timeline (live updates) after a sync. axe in light and dark,
// and the section fits a 390 px phone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import { startCaldavServer, type CaldavServer } from '../api/test/support/caldav-servers';
import { secondClient, vcalendar, vevent } from '../api/test/support/caldav-client';
import { newAccountContext, todayIn } from './support/app';
import { axeInBothThemes } from './support/axe';
import { PHONE, measurePhoneFit } from './support/phone-fit';
import { type RunningServer, repoRoot, startAppServer } from './support/servers';

// No daylight saving, far from the machine's zone: 05:00 UTC is 2:00 PM.
const ZONE = 'Asia/Tokyo';

let app: RunningServer;
let radicale: CaldavServer;

test.beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'mf-planning', 'dist', 'mf-manifest.json'))) throw new Error('mf-planning is not built: bash scripts/build-apps.sh');
  radicale = await startCaldavServer('radicale');
  app = await startAppServer({ calendarAllowLoopback: true });
});

test.afterAll(async () => {
  await app?.stop();
  await radicale?.stop();
});

const newContext = (browser: Browser, viewport = { width: 1280, height: 900 }) => browser.newContext({ baseURL: app.url, viewport });
const endpoint = () => ({ kind: radicale.kind, url: radicale.url, username: radicale.username, password: radicale.password, homeUrl: radicale.homeUrl });

test('connect, pick a calendar, see its event on the timeline, apply a block that lands on the server and moves when changed there', async ({ browser }) => {
  const colleague = secondClient(endpoint());
  const day = todayIn(ZONE);
  const compact = day.replaceAll('-', '');
  const name = `Work ${Date.now().toString(36)}`;
  const calendar = await colleague.makeCalendar(name);
  await colleague.put(`${calendar}board.ics`, vcalendar(...vevent('board', `DTSTART:${compact}T050000Z`, `DTEND:${compact}T060000Z`, 'SUMMARY:Board prep')));

  const context = await newContext(browser);
  const { executiveId } = await newAccountContext(context, 'caldav', ZONE);
  // Planned before the account is connected: written to the calendar once it is picked for writing.
  const tomorrow = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const planned = await context.request.post(`/api/executive/${executiveId}/calendar-events`, {
    data: {
      title: 'Offsite planning',
      startTime: `${tomorrow}T10:00:00`,
      endTime: `${tomorrow}T11:00:00`,
      type: 'strategic',
      priority: 'high',
      description: '',
      relatedGoals: [],
    },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const plannedId = ((await planned.json()) as { id: number }).id;
  const page = await context.newPage();
  await page.goto('/dashboard/daily-brief');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const section = dialog.getByTestId('settings-calendars');
  await expect(section.getByText('No calendar account connected yet.')).toBeVisible({ timeout: 20_000 });
  const form = section.getByRole('group', { name: 'Connect a calendar account' });
  await form.scrollIntoViewIfNeeded();
  await axeInBothThemes(page, 'Settings → Calendars', '[data-testid="settings-calendars"]');

  // Nothing is sent without the fields; a wrong password is answered at its field and nothing is stored.
  await form.getByRole('button', { name: 'Connect a calendar account' }).click();
  await expect(form.getByRole('textbox', { name: /Email address or server address/ })).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: /Email address or server address/ }).fill(radicale.url);
  await form.getByRole('textbox', { name: /Username/ }).fill(radicale.username);
  await form.getByLabel(/App password/).fill('not-the-password');
  await form.getByRole('button', { name: 'Connect a calendar account' }).click();
  await expect(form.getByText('The server refused this username and password')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel(/App password/)).toHaveAttribute('aria-invalid', 'true');
  expect(await (await context.request.get(`/api/executive/${executiveId}/calendar-accounts`)).json()).toEqual([]);

  await form.getByLabel(/App password/).fill(radicale.password);
  await form.getByRole('button', { name: 'Connect a calendar account' }).click();
  const account = section.getByTestId('calendar-account');
  const row = account.getByTestId('account-calendar').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.getByRole('checkbox', { name: `Show ${name}` }).check();
  await row.getByRole('radio', { name: `Write to ${name}` }).check();
  await account.getByRole('button', { name: 'Save calendars' }).click();
  await expect(account.getByTestId('calendar-account-state')).toHaveText(/^Events as of \d{1,2}:\d{2} [AP]M$/, { timeout: 20_000 });
  expect((await colleague.get(`${calendar}provana-event-${executiveId}-${plannedId}.ics`)).data).toContain(
    `DTSTART;TZID=${ZONE}:${tomorrow.replaceAll('-', '')}T100000`,
  );
  await axeInBothThemes(page, 'a connected account', '[data-testid="settings-calendars"]');
  await page.keyboard.press('Escape');

  // The server's event on the day timeline, read-only, from its calendar.
  await page.goto('/dashboard/time-blocks');
  const blocks = page.getByRole('region', { name: 'Time Blocks' });
  await blocks.getByLabel('Date').fill(day);
  const timeline = blocks.getByTestId('day-timeline');
  await expect(timeline.locator('li[data-kind="subscribed"][data-title="Board prep"]')).toHaveAttribute('data-start', '14:00', { timeout: 20_000 });

  // Apply Block: the block is on the server, with its zone.
  const card = blocks.getByTestId('time-block').first();
  const apply = card.getByRole('button', { name: /^Apply Block: / });
  const title = ((await apply.getAttribute('aria-label')) ?? '').replace('Apply Block: ', '');
  await apply.click();
  await expect(card.getByTestId('applied-marker')).toHaveText('Applied', { timeout: 20_000 });
  const events = (await (await context.request.get(`/api/executive/${executiveId}/calendar-events?from=${day}&to=${day}`)).json()) as {
    id: number;
    title: string;
    startTime: string;
  }[];
  const applied = events.find((e) => e.title === title);
  if (!applied) throw new Error(`no applied block among ${JSON.stringify(events)}`);
  const url = `${calendar}provana-event-${executiveId}-${applied.id}.ics`;
  const written = await colleague.get(url);
  expect(written.status).toBe(200);
  expect(written.data).toContain(`DTSTART;TZID=${ZONE}:${applied.startTime.replaceAll('-', '').replaceAll(':', '')}`);
  expect(written.data).toContain('BEGIN:VTIMEZONE');

  // Moved to 07:00 in the calendar app: after a sync, the open timeline shows it there.
  const item = timeline.locator(`li[data-kind="event"][data-title="${title}"]`);
  await expect(item).toHaveAttribute('data-start', applied.startTime.slice(11, 16));
  await colleague.put(
    url,
    written.data
      .replace(/DTSTART;TZID=Asia\/Tokyo:\d{8}T\d{6}/, `DTSTART;TZID=${ZONE}:${compact}T070000`)
      .replace(/DTEND;TZID=Asia\/Tokyo:\d{8}T\d{6}/, `DTEND;TZID=${ZONE}:${compact}T080000`),
  );
  const [accountId] = ((await (await context.request.get(`/api/executive/${executiveId}/calendar-accounts`)).json()) as { id: number }[]).map((a) => a.id);
  expect((await context.request.post(`/api/executive/${executiveId}/calendar-accounts/${accountId}/refresh`, { data: {} })).status()).toBe(200);
  await expect(item).toHaveAttribute('data-start', '07:00', { timeout: 20_000 });
  await context.close();
});

test('Settings → Calendars fits a 390 px phone', async ({ browser }) => {
  const context = await newContext(browser, PHONE);
  const { executiveId } = await newAccountContext(context, 'caldav-phone', ZONE);
  const name = `Phone ${Date.now().toString(36)}`;
  await secondClient(endpoint()).makeCalendar(name);
  const connected = await context.request.post(`/api/executive/${executiveId}/calendar-accounts`, {
    data: { address: radicale.url, username: radicale.username, password: radicale.password },
  });
  expect(connected.status(), await connected.text()).toBe(201);
  const page = await context.newPage();
  await page.goto('/dashboard/daily-brief');
  await page.getByRole('button', { name: 'All sections' }).click();
  await page.getByRole('dialog', { name: 'Sections' }).getByRole('button', { name: 'Settings' }).click();
  const section = page.getByRole('dialog', { name: 'Settings' }).getByTestId('settings-calendars');
  await expect(section.getByTestId('account-calendar').filter({ hasText: name })).toBeVisible({ timeout: 20_000 });
  await section.scrollIntoViewIfNeeded();
  const fit = await measurePhoneFit(page);
  expect(fit.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  expect(fit.offscreen).toEqual([]);
  await context.close();
});
