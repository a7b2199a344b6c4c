// The shell as an installed app: Chromium finds nothing that stops installing it; the one service
// worker installs; after one online visit the brief and today's calendar render offline from its
// copies under "Offline · as of HH:MM"; a write offline is refused in words and the form keeps what
// was typed; signing out deletes the copies of API answers; a new worker takes over at the next load,
// which says "Updated"; a push message shows a notification.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { chromiumLaunchOptions } from './support/bench-settings';
import { repoRoot, startAppServer } from './support/servers';

test.use({ serviceWorkers: 'allow', viewport: { width: 1440, height: 900 } });

const API_CACHE = 'provana-api';

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Paths of the API answers the worker keeps. */
const cachedApiPaths = (page: Page) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []),
    API_CACHE,
  );

test('Chromium reports nothing that stops installing the app; the manifest names the daily brief and a maskable icon', async ({ baseURL }) => {
  // A persistent profile: Chromium never offers to install from an incognito-like context.
  const profile = mkdtempSync(path.join(tmpdir(), 'provana-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1440, height: 900 },
  });
  try {
    await newAccountContext(context, 'install');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => ((await cdp.send('Page.getAppManifest')) as { url: string }).url).toContain('/manifest.webmanifest');
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/dashboard/daily-brief', display: 'standalone' });
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after one online visit the brief and the calendar read offline; a write is refused and kept; sign-out deletes the copies', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { executiveId } = await newAccountContext(context, 'offline');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await controlledByWorker(page);
  // The first worker takes control of this visit and the page asks again through it.
  await expect.poll(() => cachedApiPaths(page), { timeout: 20_000 }).toContain(`/api/executive/${executiveId}/daily-brief`);
  const brief = await page.getByTestId('top-action-item').first().locator('p').first().textContent();
  await page.goto('/dashboard/calendar');
  await expect(page.getByTestId('month-grid')).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard/team');
  await expect(page.getByTestId('team-report').first()).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await expect(page.getByTestId('top-action-item').first()).toContainText(brief ?? '');
  await expect(page.getByTestId('offline-note')).toHaveText(/^Offline · as of \d\d:\d\d$/);
  await page.goto('/dashboard/calendar');
  await expect(page.locator('[data-testid="day-cell"][aria-current="date"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-note')).toBeVisible();

  // A write: refused before it is sent, in words, and what was typed stays.
  await page.goto('/dashboard/team');
  const detail = page.getByTestId('report-detail');
  await page.getByTestId('team-report').first().click();
  const note = detail.getByRole('textbox', { name: 'Note' });
  await note.fill('Prepare the carrier negotiation');
  await detail.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByRole('status').filter({ hasText: "You're offline: this change was not saved" })).toBeVisible();
  await expect(note).toHaveValue('Prepare the carrier negotiation');

  // Online again, sign out: the copies of this person's answers are gone.
  await context.setOffline(false);
  await page.getByTestId('user-avatar').click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Would you like to sign out?' });
  await dialog.getByRole('button', { name: /sign out|confirm|yes/i }).click();
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  await expect.poll(() => cachedApiPaths(page)).toEqual([]);
});

test("a push message shows the reminder's notification, which names nothing the sender left out", async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await newAccountContext(context, 'push-show');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await controlledByWorker(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith('/'));
      if (ours) resolve(ours.registrationId);
    });
  });
  const origin = new URL(page.url()).origin;
  const payload = { title: 'Provana reminder', body: 'A meeting starts in 15 minutes', url: '/dashboard/calendar?event=1', tag: 'event:1' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }))),
    )
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }]);
});

test('a new service worker waits while a page of the old one is open, runs the next load of the app, and that page says Updated', async ({ browser }) => {
  test.setTimeout(120_000);
  // A deployment of its own: the remotes' builds as they are, a copy of the shell's to deploy again.
  const root = mkdtempSync(path.join(tmpdir(), 'provana-redeploy-'));
  for (const app of readdirSync(repoRoot).filter((name) => name.startsWith('mf-'))) symlinkSync(path.join(repoRoot, app), path.join(root, app));
  mkdirSync(path.join(root, 'shell'));
  cpSync(path.join(repoRoot, 'shell', 'dist'), path.join(root, 'shell', 'dist'), { recursive: true });
  const app = await startAppServer({ staticRoot: root });
  const context = await browser.newContext({ baseURL: app.url, serviceWorkers: 'allow', viewport: { width: 1440, height: 900 } });
  try {
    await newAccountContext(context, 'sw-update');
    const page = await context.newPage();
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    await controlledByWorker(page);

    // The next deployment's worker (other bytes); its precompressed copies would still be the old one.
    const worker = path.join(root, 'shell', 'dist', 'sw.js');
    appendFileSync(worker, '\n// the next deployment\n');
    rmSync(`${worker}.br`, { force: true });
    rmSync(`${worker}.gz`, { force: true });
    const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting?.state ?? null);
    await page.reload();
    await expectDailyBrief(page);
    await expect.poll(waiting, { timeout: 30_000 }).toBe('installed');
    // No "Updated" on the page that found it: the new worker waits.
    await expect(page.getByText('Provana is on its newest version.')).toHaveCount(0);

    // The app opened again (a phone reopens it; every earlier page is gone): the new worker runs it.
    await page.close();
    const next = await context.newPage();
    await next.goto('/dashboard/daily-brief');
    await expectDailyBrief(next);
    await expect(next.getByText('Provana is on its newest version.')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(
        () =>
          next.evaluate(async () =>
            JSON.stringify(await navigator.serviceWorker.getRegistration('/').then((r) => [r?.waiting?.state ?? null, r?.active?.state])),
          ),
        { timeout: 30_000 },
      )
      .toBe(JSON.stringify([null, 'activated']));
  } finally {
    await context.close();
    await app.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
