// Sign up a new account: it lands on its own dashboard with its own sample data.
import { expect, test } from '@playwright/test';
import { expectDailyBrief, signUpViaUi, skipFirstRunDialogs, uniqueEmail } from './support/app';

test('a new account signs up and lands on its own dashboard with its own sample data', async ({ page, context }) => {
  await skipFirstRunDialogs(context);
  const email = uniqueEmail('signup');
  await page.goto('/');
  await signUpViaUi(page, email);

  await expectDailyBrief(page);
  const me = await page.request.get('/api/auth/me');
  expect(me.ok()).toBe(true);
  const { user } = (await me.json()) as { user: { email: string; executiveId: number } };
  expect(user.email).toBe(email);
  expect(user.executiveId).not.toBe(1); // not the demo account's workspace

  // Its own sample data: the brief shows the priorities stored for this executive.
  const priorities = await page.request.get(`/api/executive/${user.executiveId}/priorities`);
  const list = (await priorities.json()) as { task: string }[];
  expect(list.length).toBeGreaterThan(0);
  await expect(page.getByTestId('brief-priority').first()).toBeVisible();
  await expect(page.getByTestId('brief-priority')).toHaveCount(list.length);
  // The demo workspace stays closed to it.
  expect((await page.request.get('/api/executive/1/priorities')).status()).toBe(403);
});
