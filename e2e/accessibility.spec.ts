// axe (pinned @axe-core/playwright 4.13.0) finds no serious or critical violation on the login
// screen and on the demo account's daily brief.
import { expect, test } from '@playwright/test';
import { expectDailyBrief, skipFirstRunDialogs } from './support/app';
import { seriousViolations } from './support/axe';
import { demoAccount } from './support/bench-settings';

test('the login screen has no serious or critical axe violation', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the daily brief has no serious or critical axe violation', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await skipFirstRunDialogs(context);
    const signIn = await context.request.post('/api/auth/login', { data: { email: demoAccount.email, password: demoAccount.password, rememberMe: false } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const page = await context.newPage();
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    await expect(page.getByTestId('brief-meeting').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
