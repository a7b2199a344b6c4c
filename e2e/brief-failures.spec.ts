// The brief when the server fails: its error state with Retry, the completion error toast, and the
// Done button disabled while its request runs. Failures are injected by intercepting the page's calls.
import { expect, test } from '@playwright/test';
import { expectDailyBrief, newAccountContext, toast } from './support/app';

test('a failing brief shows the error with Retry, and Retry loads it', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'brief-error');
  let serverDown = true;
  await page.route(`**/api/executive/${executiveId}/daily-brief`, async (route) => {
    if (serverDown) await route.fulfill({ status: 500, body: 'database unavailable' });
    else await route.continue();
  });
  await page.goto('/dashboard/daily-brief');
  await expect(page.getByRole('alert').filter({ hasText: '500: database unavailable' })).toBeVisible();
  serverDown = false;
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expectDailyBrief(page);
});

test('Done is disabled while its request runs, and a failed completion says so and keeps the task', async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'complete-error');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/executive/${executiveId}/priorities/*`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await held;
    await route.fulfill({ status: 500, body: 'nope' });
  });
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);

  const first = page.getByTestId('top-action-item').first();
  const task = (await first.locator('p').first().textContent()) ?? '';
  const done = first.getByRole('button', { name: /^Done/ });
  await done.click();
  await expect(done).toBeDisabled();
  // The same task's Complete button on the Daily Brief card shares the busy state.
  await expect(
    page
      .getByTestId('brief-priority')
      .filter({ hasText: task })
      .getByRole('button', { name: /^Complete/ }),
  ).toBeDisabled();
  release();

  await expect(toast(page, 'Error')).toContainText('Failed to mark task as completed');
  await expect(done).toBeEnabled();
  await expect(page.getByTestId('top-action-item').filter({ hasText: task })).toHaveCount(1);
});
