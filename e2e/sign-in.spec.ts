// Sign in with the demo account: lands on /dashboard/daily-brief with the brief's data.
import { expect, test } from '@playwright/test';
import { expectDailyBrief, signInViaUi, skipFirstRunDialogs } from './support/app';
import { demoAccount } from './support/bench-settings';

test('the demo account signs in and lands on the daily brief', async ({ page, context }) => {
  await skipFirstRunDialogs(context);
  await page.goto('/');
  await signInViaUi(page, demoAccount.email, demoAccount.password);
  await expectDailyBrief(page);
  for (const urgency of ['high', 'medium', 'low']) {
    await expect(page.getByTestId(`counter-${urgency}`)).toBeVisible();
  }
  await expect(page.getByTestId('brief-priority').first()).toBeVisible();
  await expect(page.getByTestId('brief-meeting').first()).toBeVisible();
});
