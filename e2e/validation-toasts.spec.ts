// Every validation and failure toast of the login screen, and the lock-out after 5 failed attempts.
import { expect, test } from '@playwright/test';
import { loginForm, signInViaUi, signUpViaApi, TEST_PASSWORD, toast, uniqueEmail } from './support/app';

test('the login screen explains every invalid submission with the spec texts', async ({ page }) => {
  await page.goto('/');
  const form = loginForm(page);

  // Required fields.
  await form.signInButton.click();
  await expect(toast(page, 'Email and password required')).toBeVisible();

  // Invalid email.
  await signInViaUi(page, 'not-an-email', 'whatever');
  await expect(toast(page, 'Valid email required')).toContainText('Please enter a valid email address for testing access');

  // Sign-up passwords differ.
  await form.signUpTab.click();
  await form.email.fill(uniqueEmail('mismatch'));
  await form.password.fill(TEST_PASSWORD);
  await form.confirmPassword.fill(`${TEST_PASSWORD}-other`);
  await form.signUpButton.click();
  await expect(toast(page, "Passwords don't match")).toContainText('Please ensure both password fields match');
  await expect(page).not.toHaveURL(/\/dashboard/);
});

test('a wrong password is refused and five failures lock the account', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('lockout');
  const api = await playwright.request.newContext({ baseURL });
  await signUpViaApi(api, email);
  await api.dispose();

  await page.goto('/');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signInViaUi(page, email, 'wrong-password-1');
    await expect(toast(page, 'Login failed').or(toast(page, 'Account locked'))).toBeVisible();
    if (attempt < 5) await expect(toast(page, 'Login failed')).toBeVisible();
    // Let the single visible toast go before the next attempt, so each attempt's toast is its own.
    await page.keyboard.press('Escape');
  }
  // Even the right password is refused now.
  await signInViaUi(page, email, TEST_PASSWORD);
  await expect(toast(page, 'Account locked')).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard/);
});
