// A remote served from its own origin: when that server stops, its area shows the fallback while the
// rest of the dashboard keeps working; when it is back, Retry loads it.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { freePort, publishLiveRemote, repoRoot, startAppServer, startRemoteServer, type RunningServer } from './support/servers';

const briefDist = path.join(repoRoot, 'mf-brief', 'dist');

test('the brief remote going down shows its fallback, the dashboard keeps working, Retry recovers', async ({ browser }) => {
  test.setTimeout(120_000);
  const remotePort = await freePort();
  let remote: RunningServer | undefined = await startRemoteServer(briefDist, remotePort);
  const token = 'remote-down-operator-token';
  const app = await startAppServer({ operatorToken: token });
  await publishLiveRemote(app, token, 'mf_brief', '2.0.0-own-origin', `${remote.url}/remoteEntry.js`);
  const context = await browser.newContext({ baseURL: app.url });
  try {
    await newAccountContext(context, 'remote-down');
    const page = await context.newPage();
    const fromRemoteOrigin: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(`${remote?.url ?? 'none'}/`)) fromRemoteOrigin.push(r.url());
    });

    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    expect(fromRemoteOrigin.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromRemoteOrigin.some((u) => u.endsWith('.js'))).toBe(true);

    // The remote's server goes away.
    await remote.stop();
    remote = undefined;
    await page.reload();
    await expect(page.getByText(/is unavailable/).first()).toBeVisible({ timeout: 30_000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // Header and sidebar still work: navigate to another section and back.
    const sidebar = page.getByRole('navigation').filter({ hasText: 'Leadership Model' }).first();
    await sidebar.getByRole('link', { name: 'Calendar View', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/calendar$/);
    await sidebar.getByRole('link', { name: 'Daily Brief', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);
    await expect(page.getByText(/is unavailable/).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /Refresh Brief/ })).toBeVisible();

    // Back up: Retry loads it without a page reload.
    remote = await startRemoteServer(briefDist, remotePort);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
  } finally {
    await context.close();
    await app.stop();
    await remote?.stop();
  }
});
