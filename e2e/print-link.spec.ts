// The Daily Brief card's Print button opens the daily-brief print report route inside the app.
import { expect, test } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';

test('Print on the Daily Brief card navigates to /print-report/daily-brief without a reload', async ({ page, context }) => {
  await newAccountContext(context, 'print');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  const documentRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documentRequests.push(r.url());
  });
  const card = page.getByRole('region', { name: 'Daily Brief' });
  await card.getByRole('button', { name: 'Print' }).click();
  await expect(page).toHaveURL(/\/print-report\/daily-brief$/);
  expect(documentRequests).toEqual([]); // client-side navigation (react-router), not a page load
});
