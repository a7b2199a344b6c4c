// Unknown paths: the 404 page; unknown dashboard sections: the "select a section" text.
import { expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';

test('an unknown path shows the 404 page and an unknown section asks to pick one', async ({ page, context }) => {
  await newAccountContext(context, 'notfound');
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();

  await page.goto('/dashboard/no-such-section');
  await expect(page.getByText('Select a section from the sidebar')).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);
});
