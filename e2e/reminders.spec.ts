// Reminders in Debian's Chromium against the production builds, on the server's real
// clock (the API takes no test clock): a reminder that came due while the dashboard was closed is in
// the bell on the next visit and is read once the bell opened; one that comes due while the
// dashboard is open shows as a toast and joins the bell. No browser permission is ever asked.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectDailyBrief, newAccountContext, toast } from './support/app';
import { seriousViolations } from './support/axe';

test.use({ timezoneId: 'UTC', viewport: { width: 1440, height: 900 } });

const MINUTE = 60_000;
/** Wall clock in UTC (the account's zone), to the second. */
const wall = (ms: number) => new Date(ms).toISOString().slice(0, 19);

async function createEvent(request: APIRequestContext, executiveId: number, title: string, startMs: number, reminderMinutes: number) {
  const response = await request.post(`/api/executive/${executiveId}/calendar-events`, {
    data: { title, startTime: wall(startMs), endTime: wall(startMs + 30 * MINUTE), type: 'meeting', priority: 'high', reminderMinutes },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a reminder due while away is in the bell; one coming due while open is toasted and joins the bell', async ({ context, page }) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => {
    // Any permission request would be a bug: reminders ask only from Settings.
    (window as unknown as { __asked: number }).__asked = 0;
    if ('Notification' in window) Notification.requestPermission = async () => ((window as unknown as { __asked: number }).__asked++, 'default');
  });
  const { executiveId } = await newAccountContext(context, 'reminders', 'UTC');
  const now = Date.now();
  await createEvent(context.request, executiveId, 'Reminder while away', now - 10 * MINUTE, 0);

  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  const bell = page.getByTestId('notifications-bell');
  await bell.click();
  const list = page.getByTestId('notifications-list');
  await expect(list.getByText('Reminder while away')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  // Read once the bell opened: the next visit's bell no longer lists it.
  // Listened for once the reloaded document has replaced the old one, whose watcher may be polling
  // right then: the reloaded page's watcher starts a few seconds after its first screen.
  await page.reload({ waitUntil: 'commit' });
  // The watcher's first answer after the reload is only remembered (what was already due is in the
  // bell); a reminder that comes due after it is announced. Due 2 s from now, 5 minutes before its start.
  await page.waitForResponse((r) => r.url().includes('/reminders/due') && r.ok(), { timeout: 30_000 });
  const dueAt = Math.ceil((Date.now() + 2000) / 1000) * 1000;
  await createEvent(context.request, executiveId, 'Reminder while open', dueAt + 5 * MINUTE, 5);
  await expectDailyBrief(page);
  await bell.click();
  await expect(page.getByTestId('notifications-list').or(page.getByText("You're all caught up")).first()).toBeVisible();
  await expect(page.getByText('Reminder while away')).toHaveCount(0);
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  await expect(toast(page, 'Reminder: Reminder while open')).toBeVisible({ timeout: dueAt - Date.now() + 60_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(dueAt - 1000);
  await bell.click();
  await expect(page.getByTestId('notifications-list').getByText('Reminder while open')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);
});
