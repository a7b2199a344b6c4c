// The assistant panel's Print Executive Report opens the Print Report Preview from mf_print (loaded on
// that click, not before): templates switch the preview, Email is a mailto link with subject and body,
// Print opens the report in a new window, and closing returns focus to the button.
import { expect, test } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { assertPrintBuilt } from './support/print';

test.beforeAll(assertPrintBuilt);
test.use({ viewport: { width: 1440, height: 900 } }); // the assistant panel shows on extra-large screens

test('the preview dialog loads on demand, switches templates, mails a summary and prints in a new window', async ({ page, context }) => {
  const { email } = await newAccountContext(context, 'print-preview');
  const printRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/print/')) printRequests.push(r.url());
  });
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  expect(printRequests.filter((u) => u.endsWith('.js'))).toEqual([]); // nothing of mf_print in the cold load

  const trigger = page.getByRole('button', { name: 'Print Executive Report' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Print Report Preview' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('report-document')).toBeVisible({ timeout: 30_000 });

  const templates = dialog.getByRole('group', { name: 'Report template' });
  for (const label of ['Executive Summary', 'Daily Brief', 'Goals Summary', 'Team Report']) {
    await expect(templates.getByRole('button', { name: label })).toBeVisible();
  }
  await expect(templates.getByRole('button', { name: 'Executive Summary' })).toHaveAttribute('aria-pressed', 'true');
  for (const heading of ['Executive Dashboard', 'Executive Insight', 'Critical Action Items', 'Strategic Goals Progress', "Today's Schedule"]) {
    await expect(dialog.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(dialog.getByText('Confidential Executive Report')).toBeVisible();
  expect(await dialog.getByRole('region', { name: 'Critical Action Items' }).locator('tbody tr').count()).toBeLessThanOrEqual(5);

  // Another template: its own body; the executive summary's sections go.
  await templates.getByRole('button', { name: 'Team Report' }).click();
  await expect(templates.getByRole('button', { name: 'Team Report' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('direct-report').first()).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('heading', { name: 'Critical Action Items' })).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: "Today's Schedule" })).toBeVisible();

  // Email: a mailto link with the subject and a body summarising the report.
  const href = (await dialog.getByRole('link', { name: 'Email' }).getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:?subject=')).toBe(true);
  expect(href.length).toBeLessThanOrEqual(2000);
  const params = new URLSearchParams(href.slice('mailto:?'.length).replace(/\+/g, '%2B'));
  expect(params.get('subject')).toContain('Team Report');
  expect(params.get('subject')).toContain(email.split('@')[0]);
  expect(params.get('body')).toContain('Goal alignment:');
  expect(params.get('body')).toContain('Confidential Executive Report');

  // Print: the chosen report in a new window, printing itself.
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: 'Print', exact: true }).click()]);
  await expect(popup).toHaveURL(/\/print-report\/team-report\?auto-print=true$/);
  await popup.close();

  // Close: the dialog goes and focus returns to the trigger.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Keyboard: Enter opens it again with focus inside; Escape closes it.
  await trigger.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Focus is trapped: tabbing past the last control wraps inside the dialog, both ways.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('with the print remote unreachable the dialog says so with Retry, and Retry loads the preview', async ({ page, context }) => {
  await newAccountContext(context, 'print-preview-down');
  await page.route('**/remotes/print/**', (route) => route.abort());
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await page.getByRole('button', { name: 'Print Executive Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print Report Preview' });
  await expect(dialog.getByText('Service unavailable')).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/remotes/print/**');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Print Report Preview' }).getByTestId('report-document')).toBeVisible({ timeout: 30_000 });
});
