// Dark mode: Settings → Appearance applies the theme at once and stores it on the account;
// a reload shows it before the first paint (the head's theme script, no inline code); System follows
// the device's prefers-color-scheme live; every section and the main dialogs pass axe in Dark,
// contrast included; the print report stays light.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { seriousViolations } from './support/axe';
import { assertPrintBuilt, openReport } from './support/print';
import { sectionsWithReadyMarker as sections } from './support/sections';

test.beforeAll(assertPrintBuilt);
// Wide enough for the assistant panel (Welcome guide, Print Executive Report).
test.use({ viewport: { width: 1440, height: 900 } });

declare global {
  interface Window {
    __firstPaintTheme?: { dark: boolean; colorScheme: string };
  }
}

/** Records <html>'s theme the moment <body> is parsed: after the head's blocking script, before anything can paint. */
async function recordFirstPaintTheme(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body || window.__firstPaintTheme) return;
      const root = document.documentElement;
      window.__firstPaintTheme = { dark: root.classList.contains('dark'), colorScheme: root.style.colorScheme };
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstPaintTheme = (page: Page) => page.evaluate(() => window.__firstPaintTheme);
const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const canvasColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('group', { name: 'Appearance' })).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** A new account whose stored theme is Dark (the server's value wins at sign-in). */
async function darkAccount(context: BrowserContext, prefix: string): Promise<number> {
  const { executiveId } = await newAccountContext(context, prefix);
  const put = await context.request.put(`/api/executive/${executiveId}/appearance`, { data: { theme: 'dark' } });
  expect(put.ok(), await put.text()).toBe(true);
  return executiveId;
}

test('choosing Dark in Settings applies it at once, stores it on the account, and a reload paints dark from the start', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'dark-mode');
  await recordFirstPaintTheme(context);
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  expect(await firstPaintTheme(page)).toEqual({ dark: false, colorScheme: 'light' });
  const light = await canvasColour(page);

  const dialog = await openSettings(page);
  const group = dialog.getByRole('group', { name: 'Appearance' });
  await expect(group.getByRole('radio', { name: 'System (follows this device)' })).toBeChecked();
  await group.getByRole('radio', { name: 'Dark' }).click();
  await expect(group.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await htmlIsDark(page)).toBe(true);
  await expect(dialog.getByRole('status').filter({ hasText: 'Appearance saved.' })).toBeVisible();
  expect(await (await context.request.get(`/api/executive/${executiveId}/appearance`)).json()).toEqual({ theme: 'dark' });
  expect(await canvasColour(page)).not.toBe(light);
  expect(await seriousViolations(page, '[role=dialog]'), 'Settings in Dark').toEqual([]);
  await page.keyboard.press('Escape');

  await page.reload();
  expect(await firstPaintTheme(page)).toEqual({ dark: true, colorScheme: 'dark' });
  await expectDailyBrief(page);
  expect(await htmlIsDark(page)).toBe(true);

  // Back to Light: the next reload paints light from the start.
  await (await openSettings(page)).getByRole('group', { name: 'Appearance' }).getByRole('radio', { name: 'Light' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByRole('status').filter({ hasText: 'Appearance saved.' })).toBeVisible();
  await page.reload();
  expect(await firstPaintTheme(page)).toEqual({ dark: false, colorScheme: 'light' });
});

test('another browser signed in to the account takes its Dark from the server and keeps it for the next first paint', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  try {
    await darkAccount(context, 'dark-device');
    await recordFirstPaintTheme(context);
    const page = await context.newPage();
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    await expect.poll(() => htmlIsDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('provana.theme'))).toBe('dark');
    await page.reload();
    expect(await firstPaintTheme(page)).toEqual({ dark: true, colorScheme: 'dark' });
  } finally {
    await context.close();
  }
});

test('System with no stored choice follows the device, at first paint and live', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, colorScheme: 'dark', viewport: { width: 1440, height: 900 } });
  try {
    await newAccountContext(context, 'dark-system');
    await recordFirstPaintTheme(context);
    const page = await context.newPage();
    await page.goto('/dashboard/daily-brief');
    expect(await firstPaintTheme(page)).toEqual({ dark: true, colorScheme: 'dark' });
    await expectDailyBrief(page);
    expect(await page.evaluate(() => localStorage.getItem('provana.theme'))).toBe('system');
    expect(await seriousViolations(page), 'daily brief, System on a dark device').toEqual([]);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlIsDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlIsDark(page)).toBe(true);
  } finally {
    await context.close();
  }
});

test('every section passes axe in Dark, contrast included', async ({ page, context }) => {
  test.setTimeout(240_000);
  await darkAccount(context, 'dark-sections');
  for (const { path, ready } of sections) {
    await page.goto(`/dashboard/${path}`);
    await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
    expect(await htmlIsDark(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect.soft(await seriousViolations(page), path).toEqual([]);
  }
});

test('the main dialogs pass axe in Dark: Settings, Voice Command, Print preview, Welcome, New event', async ({ page, context }) => {
  test.setTimeout(180_000);
  await darkAccount(context, 'dark-dialogs');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await page.waitForLoadState('networkidle');

  await openSettings(page);
  expect.soft(await seriousViolations(page, '[role=dialog]'), 'Settings').toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Voice command' }).click();
  const voice = page.getByRole('dialog', { name: 'Voice Command' });
  await expect(voice.getByRole('textbox', { name: 'Type a command' })).toBeVisible({ timeout: 20_000 });
  expect.soft(await seriousViolations(page, '[role=dialog]'), 'Voice Command').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(voice).toBeHidden();

  await page.getByRole('button', { name: 'Print Executive Report' }).click();
  const preview = page.getByRole('dialog', { name: 'Print Report Preview' });
  await expect(preview.getByTestId('report-document')).toBeVisible({ timeout: 30_000 });
  expect.soft(await seriousViolations(page, '[role=dialog]'), 'Print preview').toEqual([]);
  // The paper inside the dark dialog stays light.
  expect(await preview.getByTestId('report-document').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'View Welcome Guide' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The welcome guide is the browser's own <dialog> (LightDialog): its role is implicit.
  expect.soft(await seriousViolations(page, 'dialog[open]'), 'Welcome').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Calendar View's event form, with a weekly repeat's days and its end showing.
  await page.goto('/dashboard/calendar');
  await expect(page.getByTestId('month-grid')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByRole('combobox', { name: 'Repeat' }).selectOption('weekly');
  await form.getByRole('combobox', { name: 'Ends' }).selectOption('until');
  await form.getByRole('button', { name: 'Add event' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  expect.soft(await seriousViolations(page, '[role=dialog]'), 'New event').toEqual([]);
});

test('the print report stays light in Dark, on screen and in print', async ({ page, context }) => {
  await darkAccount(context, 'dark-print');
  await openReport(page, '/print-report/executive-summary');
  expect(await htmlIsDark(page)).toBe(true);
  const report = page.getByTestId('report-document');
  expect(await report.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  // Dark ink on it: the light theme's fg, not the dark theme's near-white.
  const ink = await report.evaluate((el) => getComputedStyle(el).color.match(/\d+/g)?.slice(0, 3).map(Number) ?? []);
  expect(Math.max(...ink)).toBeLessThan(40);
  expect(await page.getByTestId('print-report-page').evaluate((el) => getComputedStyle(el.parentElement?.parentElement ?? el).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  expect(await seriousViolations(page), 'print report page').toEqual([]);
  await page.emulateMedia({ media: 'print' });
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await report.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
});
