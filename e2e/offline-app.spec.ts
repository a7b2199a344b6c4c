// The shell as an installed app: Chromium finds nothing that stops installing it; the one service
// worker installs; after one online visit the brief and today's calendar render offline from its
// copies under "Offline · as of HH:MM"; a write offline is refused in words and the form keeps what
// was typed; on a phone every write button of the sections read online opens its form or says in
// place why it cannot, and nothing shown goes away; signing out deletes the copies of API answers; a
// new worker takes over at the next load, which says "Updated"; a push message shows a notification.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { chromiumLaunchOptions } from './support/bench-settings';
import {
  OFFLINE_WRITE_TEXT,
  cachedApiPaths,
  controlledByWorker,
  expectAccessibleOnPhone,
  expectChunkCached,
  expectSaveRefusedAndKept,
  firstVisit,
  forgetChunk,
  offlineRefusalToast,
  openFromPalette,
} from './support/offline';
import { PHONE } from './support/phone-fit';
import { repoRoot, startAppServer } from './support/servers';

test.use({ serviceWorkers: 'allow', viewport: { width: 1440, height: 900 } });

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
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_WRITE_TEXT })).toBeVisible();
  await expect(note).toHaveValue('Prepare the carrier negotiation');

  // Online again, sign out: the copies of this person's answers are gone.
  await context.setOffline(false);
  await page.getByTestId('user-avatar').click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Would you like to sign out?' });
  await dialog.getByRole('button', { name: /sign out|confirm|yes/i }).click();
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  await expect.poll(() => cachedApiPaths(page)).toEqual([]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('offline, each write button of the sections read online opens its form, whose save is refused in words with the text kept, or says why in place; nothing shown goes away', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await firstVisit(page, 'offline-phone', 'daily-brief', 'daily-brief');
    const sections = [
      { path: 'calendar', ready: 'month-grid', open: 'New event', form: page.getByRole('dialog', { name: 'New event' }), field: 'Title', save: 'Add event' },
      {
        path: 'decisions',
        ready: 'decision',
        open: 'Add Decision',
        form: page.getByRole('form', { name: 'Add a decision' }),
        field: 'Title',
        save: 'Save Decision',
      },
      { path: 'goals', ready: 'goal-item', open: 'Add Goal', form: page.getByRole('form', { name: 'Add a goal' }), field: 'Title', save: 'Add Goal' },
      { path: 'memory', ready: 'memory-note', open: 'Add Note', form: page.getByRole('form', { name: 'Add a memory note' }), field: 'Note', save: 'Save Note' },
    ];
    for (const { path, ready } of sections) {
      await page.goto(`/dashboard/${path}`);
      await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
    }
    // Smart Memory's form, small and frequent, is fetched for the worker once the notes have shown.
    await expectChunkCached(page, 'Add a memory note');
    await context.setOffline(true);

    // The brief: Done is refused in words; New priority (not fetched ahead: the first screen would carry
    // that code), the print preview and the voice command, never opened online, say why in their place.
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    const item = page.getByTestId('top-action-item').first();
    const task = (await item.locator('p').first().textContent()) ?? '';
    await item.getByRole('button', { name: /^Done: / }).click();
    await expect(offlineRefusalToast(page)).toContainText('Failed to mark task as completed');
    await openFromPalette(page, 'New priority');
    const priority = page.getByRole('alert').filter({ hasText: "You're offline: adding or showing a priority needs a connection." });
    await expect(priority.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(item).toContainText(task);
    await expectAccessibleOnPhone(page, 'the brief offline, New priority unavailable');
    for (const [action, title] of [
      ['Print executive report', 'Print Report Preview'],
      ['Voice command', 'Voice Command'],
    ] as const) {
      await openFromPalette(page, action);
      const alert = page.getByRole('dialog', { name: title }).getByRole('alert');
      await expect(alert).toContainText("You're offline");
      await expect(alert).toContainText(`${title} needs a connection.`);
      await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expectAccessibleOnPhone(page, `${title} offline`, '[role=dialog]');
      await page.keyboard.press('Escape');
      await expect(alert).toHaveCount(0);
      await expect(item).toContainText(task);
    }

    // Calendar View, Decisions, Goals and Smart Memory: each form opens offline and keeps what was typed.
    for (const { path, ready, open, form, field, save } of sections) {
      await page.goto(`/dashboard/${path}`);
      const shown = page.getByTestId(ready);
      await expect(shown.first()).toBeVisible({ timeout: 30_000 });
      const count = await shown.count();
      await page.getByRole('button', { name: open, exact: true }).click();
      const dated = form.locator('input[type=date]');
      if ((await dated.count()) > 0) await dated.first().fill('2031-06-30');
      const typed = `Offline ${path}: prepare the carrier call`;
      await expectSaveRefusedAndKept(form, form.getByRole('textbox', { name: field, exact: true }), typed, form.getByRole('button', { name: save }));
      await expect(shown).toHaveCount(count);
      await expectAccessibleOnPhone(page, `${path} offline, its form refused`);
    }
  });

  test('a form whose code was never fetched says in its place why it cannot open offline, with Retry; the notes stay; online, Retry opens it', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await firstVisit(page, 'offline-unfetched', 'memory', 'memory-note');
    // As on a phone whose first visit ended before the page was idle: the form's code was never fetched.
    await forgetChunk(page, await expectChunkCached(page, 'Add a memory note'));
    await context.setOffline(true);
    await page.goto('/dashboard/memory');
    const notes = page.getByTestId('memory-note');
    await expect(notes.first()).toBeVisible({ timeout: 30_000 });
    const count = await notes.count();

    await page.getByRole('button', { name: 'Add Note' }).click();
    const failure = page.getByRole('alert').filter({ hasText: "You're offline: adding a note needs a connection." });
    await expect(failure).toBeVisible();
    await expect(notes).toHaveCount(count);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expectAccessibleOnPhone(page, 'Smart Memory offline, Add Note unavailable');

    await context.setOffline(false);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('form', { name: 'Add a memory note' }).getByRole('textbox', { name: 'Note' })).toBeVisible();
    await expect(notes).toHaveCount(count);
  });
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
