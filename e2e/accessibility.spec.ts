// axe (pinned @axe-core/playwright 4.13.0) finds no serious or critical violation on the login
// screen and on the demo account's daily brief.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, skipFirstRunDialogs } from './support/app';
import { demoAccount } from './support/bench-settings';

async function seriousViolations(page: Page): Promise<string[]> {
  // Plus one rule axe ships as experimental: a control's accessible name contains its visible text
  // (WCAG 2.5.3 Label in Name), so speech users can say what they see.
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n')}`);
}

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
