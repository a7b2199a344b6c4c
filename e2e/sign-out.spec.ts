// Sign out from the avatar: confirm 'Would you like to sign out?' and land on the login screen.
import { expect, test } from '@playwright/test';
import { expectDailyBrief, loginForm, newAccountContext } from './support/app';

test('the avatar signs out after confirmation', async ({ page, context }) => {
  await newAccountContext(context, 'signout');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);

  await page
    .getByRole('button', { name: /sign out|account|avatar|user menu/i })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'Would you like to sign out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /sign out|confirm|yes/i }).click();

  await expect(loginForm(page).signInButton).toBeVisible();
  // The server ended the session (the screen may switch before the logout call returns).
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
  // A reload stays signed out.
  await page.reload();
  await expect(loginForm(page).signInButton).toBeVisible();
});
