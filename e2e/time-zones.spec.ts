// Time zones in Debian's Chromium against the production builds: sign-up stores the
// browser's zone and the greeting and brief follow it; the header's Settings dialog changes it (toast,
// stored after a reload, Time Blocks' date picker defaults to the new zone's today), keeps the choice
// and shows the API's message on failure, traps and returns focus, and passes axe. Expected dates are
// computed with Intl in the test, so the assertions hold at any hour of the machine's (UTC) day.
import { expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, loginForm, markGreetingShownToday, newAccountContext, TEST_PASSWORD, toast, todayIn, uniqueEmail } from './support/app';
import { seriousViolations } from './support/axe';

const TOKYO = 'Asia/Tokyo';
const LOS_ANGELES = 'America/Los_Angeles';

test.use({ timezoneId: TOKYO, viewport: { width: 1440, height: 900 } });

/** The values an Intl-formatted "now" may take while the test runs: now and a little later (a minute or a day may tick over). */
function nowAndSoon<T>(format: (at: Date) => T, slackMs = 90_000): T[] {
  const now = new Date();
  return [...new Set([format(now), format(new Date(now.getTime() + slackMs))])];
}

const longDate = (timeZone: string) => (at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(at);
const hourIn = (timeZone: string, at: Date) => Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at));
const clockIn = (timeZone: string) => (at: Date) => new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);

/** The greeting's opening words for the hour (spec: morning before 12, afternoon before 17, else evening). */
function greetingPattern(hour: number): RegExp {
  if (hour < 12) return /^(Good morning|Rise and lead|Morning|A fresh start)/;
  if (hour < 17) return /^(Good afternoon|Afternoon|Halfway there)/;
  return /^(Good evening|Evening|Winding down)/;
}

async function storedTimeZone(page: Page): Promise<string> {
  const me = await page.request.get('/api/auth/me');
  expect(me.ok()).toBe(true);
  return ((await me.json()) as { user: { timeZone: string } }).user.timeZone;
}

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = settingsDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test("signing up in Tokyo stores Asia/Tokyo; the greeting and the brief follow Tokyo's clock", async ({ page, context }) => {
  // The welcome guide is seen, the greeting is not: it opens once the account exists.
  await context.addInitScript(() => window.localStorage.setItem('provana.onboardingSeen', 'true'));
  await page.goto('/');
  const form = loginForm(page);
  await form.signUpTab.click();
  const email = uniqueEmail('tz-tokyo');
  await form.email.fill(email);
  await form.password.fill(TEST_PASSWORD);
  await form.confirmPassword.fill(TEST_PASSWORD);
  await form.signUpButton.click();

  const greeting = page.getByTestId('greeting-modal');
  await expect(greeting).toBeVisible({ timeout: 30_000 });
  expect(await storedTimeZone(page)).toBe(TOKYO);
  const title = (await greeting.getByRole('heading').first().textContent()) ?? '';
  const hours = nowAndSoon((at) => hourIn(TOKYO, at), 5_000);
  expect(
    hours.some((hour) => greetingPattern(hour).test(title)),
    `"${title}" at Tokyo hour ${hours.join(' or ')}`,
  ).toBe(true);
  // The marker is Tokyo's day, so the greeting stays closed on the next load.
  await greeting.getByRole('button', { name: 'Continue to Dashboard' }).click();
  expect(nowAndSoon((at) => todayIn(TOKYO, at), 5_000)).toContain(await page.evaluate(() => window.localStorage.getItem('provana.greetingDay')));

  await expectDailyBrief(page);
  const expectedDates = nowAndSoon(longDate(TOKYO));
  expect(expectedDates).toContain(await page.getByTestId('brief-date').textContent());
  await page.reload();
  await expectDailyBrief(page);
  await expect(page.getByTestId('greeting-modal')).toHaveCount(0);
});

test("Settings changes the zone to Los Angeles: toast, stored after a reload, Time Blocks defaults to LA's today", async ({ page, context }) => {
  await newAccountContext(context, 'tz-settings', TOKYO);
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);

  const settingsButton = page.getByRole('button', { name: 'Settings', exact: true });
  const dialog = await openSettings(page);
  const zone = dialog.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toBeFocused();
  await expect(zone).toHaveValue(TOKYO);
  await expect(dialog.getByText(`Current time zone: ${TOKYO}`)).toBeVisible();

  // Search narrows the list; the local time follows the choice.
  await dialog.getByRole('searchbox', { name: 'Search time zones' }).fill('los angeles');
  await zone.selectOption(LOS_ANGELES);
  await expect(zone).toHaveValue(LOS_ANGELES);
  const localTime = dialog.getByTestId('settings-local-time');
  await expect(localTime).toContainText(`Local time in ${LOS_ANGELES}:`);
  expect(nowAndSoon(clockIn(LOS_ANGELES)).map((clock) => `Local time in ${LOS_ANGELES}: ${clock}`)).toContain(await localTime.textContent());

  // The browser shortcut brings back this browser's zone; choose Los Angeles again.
  await dialog.getByRole('button', { name: `Use this browser's time zone (${TOKYO})` }).click();
  await expect(zone).toHaveValue(TOKYO);
  await zone.selectOption(LOS_ANGELES);

  // Focus stays inside the open dialog.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Time zone saved')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(settingsButton).toBeFocused();
  expect(await storedTimeZone(page)).toBe(LOS_ANGELES);
  // The brief refetched for Los Angeles' day without a reload.
  await expect.poll(async () => nowAndSoon(longDate(LOS_ANGELES)).includes((await page.getByTestId('brief-date').textContent()) ?? '')).toBe(true);

  // The greeting's day is now Los Angeles' (a later init script wins over the first).
  await markGreetingShownToday(context, LOS_ANGELES);
  await page.reload();
  await expectDailyBrief(page);
  expect(await storedTimeZone(page)).toBe(LOS_ANGELES);
  const reopened = await openSettings(page);
  await expect(reopened.getByRole('combobox', { name: 'Time zone' })).toHaveValue(LOS_ANGELES);
  await reopened.getByRole('button', { name: 'Cancel' }).click();
  await expect(reopened).toHaveCount(0);

  await page.goto('/dashboard/time-blocks');
  const section = page.getByRole('region', { name: 'Time Blocks' });
  const datePicker = section.getByLabel('Date');
  await expect(datePicker).toBeVisible({ timeout: 30_000 });
  expect(nowAndSoon((at) => todayIn(LOS_ANGELES, at))).toContain(await datePicker.inputValue());
});

test("a refused zone keeps the choice and shows the API's message; the open dialog passes axe", async ({ page, context }) => {
  await newAccountContext(context, 'tz-refused', TOKYO);
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  const dialog = await openSettings(page);
  expect(await seriousViolations(page, '[data-testid="settings-dialog"]')).toEqual([]);

  const message = 'timeZone: is not a time zone this server knows';
  await page.route('**/api/executive/*/time-zone', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { code: 'validation_error', message, field: 'timeZone' } }) }),
  );
  const zone = dialog.getByRole('combobox', { name: 'Time zone' });
  await zone.selectOption('Europe/Berlin');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  // Said under the choice in its label's words, and read with it.
  await expect(zone).toHaveAccessibleDescription('Time zone is not a time zone this server knows');
  await expect(zone).toHaveValue('Europe/Berlin');
  await expect(zone).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page, '[data-testid="settings-dialog"]')).toEqual([]);
  expect(await storedTimeZone(page)).toBe(TOKYO);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Settings', exact: true })).toBeFocused();
});
