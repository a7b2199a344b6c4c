// Accessibility of the print remote: no serious or critical axe violations on the report page (each
// type) and in the preview dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { assertPrintBuilt, openReport } from './support/print';

test.beforeAll(assertPrintBuilt);
test.use({ viewport: { width: 1440, height: 900 } });

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('report pages have no serious or critical axe violations', async ({ page, context }) => {
  await newAccountContext(context, 'print-axe');
  for (const type of ['executive-summary', 'daily-brief', 'goals-summary', 'team-report', 'weekly-insights']) {
    await openReport(page, `/print-report/${type}`);
    if (type === 'team-report') await expect(page.getByTestId('direct-report').first()).toBeVisible();
    if (type === 'weekly-insights') await expect(page.getByText(/strategic decisions made/)).toBeVisible();
    expect(await seriousViolations(page), type).toEqual([]);
  }
});

test('the preview dialog has no serious or critical axe violations', async ({ page, context }) => {
  await newAccountContext(context, 'print-axe-dialog');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await page.getByRole('button', { name: 'Print Executive Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print Report Preview' });
  await expect(dialog.getByTestId('report-document')).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
