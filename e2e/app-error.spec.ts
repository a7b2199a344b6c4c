// A failed lazy chunk of the shell never leaves a blank page: the error screen offers Reload, and
// reloading (once the network is back) brings the app back.
import { expect, test, type BrowserContext } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';

/** Makes the shell's JavaScript files containing `marker` fail to download, until the returned function is called. */
async function failChunksContaining(context: BrowserContext, marker: string): Promise<{ failed: string[]; restore: () => Promise<void> }> {
  const failed: string[] = [];
  const pattern = /\/[^/]+\.js(\?|$)/;
  const handler = async (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/remotes/')) return route.fallback();
    const response = await route.fetch();
    if ((await response.text()).includes(marker)) {
      failed.push(url.pathname);
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response });
  };
  await context.route(pattern, handler);
  return { failed, restore: () => context.unroute(pattern, handler) };
}

test('a dashboard chunk that fails to download shows the error screen, and Reload recovers', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await newAccountContext(context, 'chunk-fails');
    // The skip link lives only in the dashboard's code, not in the login screen's or the bootstrap's.
    const network = await failChunksContaining(context, 'Skip to main content');
    const page = await context.newPage();
    await page.goto('/dashboard/daily-brief');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText('could not be downloaded');
    expect(network.failed.length).toBeGreaterThan(0);

    await network.restore();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectDailyBrief(page);
  } finally {
    await context.close();
  }
});

test('a bootstrap chunk that fails to download shows the start-up error screen instead of a blank page', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const network = await failChunksContaining(context, 'The page has no #root element');
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('Something went wrong', { timeout: 30_000 });
    expect(network.failed.length).toBeGreaterThan(0);
    await network.restore();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible({ timeout: 30_000 });
  } finally {
    await context.close();
  }
});
