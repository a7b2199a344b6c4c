// The private calendar subscription feed against the production builds: Calendar →
// Subscribe → Create subscription link shows an absolute URL that a cookie-less client (a calendar
// app) fetches, with the account's own event in it; Copy confirms; Turn off (confirmed) makes the
// same URL answer 404; axe on the open dialog.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, request, test } from '@playwright/test';
import { newAccountContext } from './support/app';
import { seriousViolations } from './support/axe';
import { repoRoot } from './support/servers';

test.beforeAll(() => {
  if (!existsSync(path.join(repoRoot, 'mf-planning', 'dist', 'mf-manifest.json'))) throw new Error('mf-planning is not built: cd mf-planning && npm run build');
});
test.use({ viewport: { width: 1440, height: 900 } });

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

test('Subscribe creates a private feed URL a calendar app can fetch without a cookie; Turn off makes it 404', async ({ page, context, baseURL }) => {
  const { executiveId } = await newAccountContext(context, 'feed');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  const title = `Feed check ${Date.now().toString(36)}`;
  const day = localDay(new Date(Date.now() + 2 * 86_400_000));
  const created = await context.request.post(`/api/executive/${executiveId}/calendar-events`, {
    data: { title, startTime: `${day}T10:00:00`, endTime: `${day}T11:00:00`, type: 'focus', priority: 'high' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard/calendar');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await subscribe.click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar app' });
  await expect(dialog.getByText('No subscription link is active.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create subscription link' }).click();
  const urlField = dialog.getByRole('textbox', { name: 'Subscription link' });
  await expect(urlField).toBeFocused();
  const url = await urlField.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL ?? ''}/api/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
  await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', url.replace(/^http:/, 'webcal:'));

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByTestId('copy-status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // A calendar app: no cookie, only the URL.
  const calendarApp = await request.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0/);
  expect(ics).toContain(`SUMMARY:${title}\r\n`);

  // Keyboard: Escape closes and gives the focus back to Subscribe; the link is still shown on reopening.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(subscribe).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Subscription link' })).toHaveValue(url);

  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, turn off' }).click();
  await expect(dialog.getByRole('button', { name: 'Create subscription link' })).toBeVisible();
  const gone = await calendarApp.get(url);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toMatchObject({ error: { code: 'not_found' } });
  await calendarApp.dispose();
});

test('after a reload an active link is not shown again: Reset link makes a new one and the old URL stops working', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'feed-reset');
  const first = await context.request.post(`/api/executive/${executiveId}/calendar-feed`, { data: {} });
  expect(first.status()).toBe(201);
  const oldPath = ((await first.json()) as { path: string }).path;

  await page.goto('/dashboard/calendar');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar app' });
  await expect(dialog.getByTestId('feed-active-since')).toContainText('A subscription link has been active since');
  await expect(dialog.getByRole('textbox', { name: 'Subscription link' })).toHaveCount(0);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Subscription link' }).inputValue();
  expect(url).not.toContain(oldPath);

  const calendarApp = await request.newContext();
  expect((await calendarApp.get(new URL(oldPath, url).toString())).status()).toBe(404);
  expect((await calendarApp.get(url)).status()).toBe(200);
  await calendarApp.dispose();
});
