// /print-report/{type}: each of the five types renders its own body from the account's sample data,
// an unknown type falls back to the executive summary with a notice, and the toolbar works.
import { expect, test, type Route } from '@playwright/test';
import { newAccountContext } from './support/app';
import { assertPrintBuilt, openReport } from './support/print';

test.beforeAll(assertPrintBuilt);

const bodies: { type: string; title: string; body: string[] }[] = [
  { type: 'executive-summary', title: 'Executive Summary Report', body: ['Critical Action Items', 'Strategic Goals Progress'] },
  { type: 'daily-brief', title: 'Daily Brief Report', body: ['Open Priorities by Urgency', "Today's Meetings"] },
  { type: 'goals-summary', title: 'Goals Summary Report', body: ['All Goals'] },
  { type: 'team-report', title: 'Team Report', body: ['Direct reports'] },
  { type: 'weekly-insights', title: 'Weekly Insights Report', body: ['Weekly Reflections'] },
];
const everyBodyHeading = ['Critical Action Items', 'Open Priorities by Urgency', 'All Goals', 'Weekly Reflections'];

test('each report type renders its own body with the shared header, dashboard, schedule and footer', async ({ page, context }) => {
  const { email } = await newAccountContext(context, 'print-types');
  const name = email.split('@')[0] ?? '';
  for (const { type, title, body } of bodies) {
    await openReport(page, `/print-report/${type}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    for (const heading of ['Executive Dashboard', 'Executive Insight', "Today's Schedule"]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    for (const part of body) await expect(page.getByRole('region', { name: part, exact: true }).first()).toBeVisible({ timeout: 20_000 });
    for (const other of everyBodyHeading.filter((h) => !body.includes(h))) {
      await expect(page.getByRole('heading', { name: other, exact: true })).toHaveCount(0);
    }
  }
  // Sample data reaches each body: goals with urgency, direct reports, reflections with totals.
  await openReport(page, '/print-report/goals-summary');
  await expect(page.getByRole('region', { name: 'All Goals' }).getByRole('row')).not.toHaveCount(1);
  await openReport(page, '/print-report/team-report');
  expect(await page.getByTestId('direct-report').count()).toBeGreaterThan(0);
  await openReport(page, '/print-report/weekly-insights');
  await expect(page.getByText(/strategic decisions made/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Decisions per week/ })).toBeVisible();
});

test('the executive summary shows at most 5 action items, 3 goals and 4 meetings', async ({ page, context }) => {
  await newAccountContext(context, 'print-caps');
  await openReport(page, '/print-report');
  const rows = (region: string) => page.getByRole('region', { name: region, exact: true }).locator('tbody tr');
  expect(await rows('Critical Action Items').count()).toBeLessThanOrEqual(5);
  expect(await rows('Critical Action Items').count()).toBeGreaterThan(0);
  expect(await rows('Strategic Goals Progress').count()).toBeLessThanOrEqual(3);
  expect(await rows("Today's Schedule").count()).toBeLessThanOrEqual(4);
  await expect(page.getByText('Sample figure')).toHaveCount(0);
});

test('an unknown type shows the executive summary with a notice; Back to Dashboard returns', async ({ page, context }) => {
  await newAccountContext(context, 'print-unknown');
  await openReport(page, '/print-report/quarterly-numbers');
  await expect(page.getByText('Unknown report type "quarterly-numbers"')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Executive Summary Report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Dashboard' }).or(page.getByRole('link', { name: 'Back to Dashboard' }))).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);
});

test('Download opens the report in a new window that prints itself; Print prints this page', async ({ page, context }) => {
  await newAccountContext(context, 'print-toolbar');
  await context.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await openReport(page, '/print-report/goals-summary');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Download' }).click()]);
  await expect(popup).toHaveURL(/\/print-report\/goals-summary\?auto-print=true$/);
  await expect.poll(() => popup.evaluate(() => (window as unknown as { printCalls: number }).printCalls), { timeout: 30_000 }).toBe(1);
  await popup.close();
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
});

test('failed print data calls show sample figures marked * with a notice; Retry loads the real ones', async ({ page, context }) => {
  await newAccountContext(context, 'print-fail');
  const fail = (route: Route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'database busy' });
  await page.route(/\/api\/(priorities|meetings)\/\d+$/, fail);
  await openReport(page, '/print-report');
  await expect(page.getByText('Some report data could not be loaded')).toBeVisible();
  await expect(page.getByText('500: database busy').first()).toBeVisible();
  const dashboard = page.getByTestId('executive-dashboard');
  await expect(dashboard).toContainText('3*Tasks Completed');
  await expect(dashboard).toContainText('4*Upcoming Meetings');
  await expect(dashboard).toContainText('Sample figure');
  await expect(page.getByText('Action items could not be loaded.')).toBeVisible();

  await page.unroute(/\/api\/(priorities|meetings)\/\d+$/, fail);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Some report data could not be loaded')).toBeHidden();
  await expect(dashboard).not.toContainText('*');
  expect(await page.getByRole('region', { name: 'Critical Action Items' }).locator('tbody tr').count()).toBeGreaterThan(0);
});

test('with the print remote unreachable the route says so, offers Retry and a way back', async ({ page, context }) => {
  await newAccountContext(context, 'print-down');
  await page.route('**/remotes/print/**', (route) => route.abort());
  await page.goto('/print-report/team-report');
  await expect(page.getByText('Executive Report is unavailable', { exact: false })).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/remotes/print/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('report-document')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);
});
