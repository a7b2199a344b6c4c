// Settings → Your data in Debian's Chromium against the production builds: one account
// downloads all its data (a real browser download), a brand-new account imports that file (confirming
// that its sample data is replaced) and shows the original's own priority and decision in its screens;
// then it deletes itself with its password (a wrong one refused first), lands on the login screen,
// cannot sign in again, and its email signs up anew. The section and its dialogs pass axe.
import { expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, loginForm, newAccountContext, TEST_PASSWORD, toast } from './support/app';
import { seriousViolations } from './support/axe';

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(120_000);

async function openYourData(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  const section = dialog.getByRole('region', { name: 'Your data' });
  await section.scrollIntoViewIfNeeded();
  return { dialog, section };
}

test('download all my data, import it into a new account, then delete that account', async ({ page, context, browser }, testInfo) => {
  // The original account, with a priority and a decision of its own.
  const original = await newAccountContext(context, 'your-data-a');
  const stamp = Date.now().toString(36);
  const task = `Renegotiate the freight contract ${stamp}`;
  const decision = `Choose the Dallas warehouse ${stamp}`;
  expect((await context.request.post(`/api/executive/${original.executiveId}/priorities`, { data: { task, urgency: 'high' } })).status()).toBe(201);
  expect(
    (
      await context.request.post(`/api/executive/${original.executiveId}/decisions`, { data: { title: decision, impactLevel: 'high', dueBy: '2099-01-15' } })
    ).status(),
  ).toBe(201);

  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  const { dialog, section } = await openYourData(page);
  expect(await seriousViolations(page, '[data-testid="settings-dialog"]')).toEqual([]);
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download all my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^provana-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = testInfo.outputPath('export.zip');
  await download.saveAs(archive);
  await expect(section.getByRole('status').filter({ hasText: /Downloaded provana-export-/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A brand-new account (its own browser) imports the file.
  const otherContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const other = await otherContext.newPage();
  const fresh = await newAccountContext(otherContext, 'your-data-b');
  await other.goto('/dashboard/daily-brief');
  await expectDailyBrief(other);
  await expect(other.getByText(task)).toHaveCount(0);
  const mine = await openYourData(other);
  await expect(mine.section.getByRole('button', { name: 'Import data' })).toBeEnabled({ timeout: 20_000 });
  await mine.section.getByTestId('import-data-file').setInputFiles(archive);
  const confirm = other.getByRole('alertdialog', { name: 'Replace the sample data?' });
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(other, '[role="alertdialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Replace and import' }).click();
  await expect(mine.section.getByTestId('import-data-status')).toHaveText(/^Imported \d+ records and \d+ audio files? from export\.zip\.$/, {
    timeout: 30_000,
  });
  await expect(toast(other, 'Your data was imported')).toBeVisible();
  await mine.dialog.getByRole('button', { name: 'Cancel' }).click();

  // The original's priority in the brief (refetched: every tag was invalidated), its decision in Decisions.
  await expect(other.getByTestId('brief-priority').filter({ hasText: task })).toBeVisible({ timeout: 20_000 });
  await other.goto('/dashboard/decisions');
  await expect(other.getByText(decision)).toBeVisible({ timeout: 20_000 });

  // Delete the new account: a wrong password is refused in words, the right one signs out.
  await other.goto('/dashboard/daily-brief');
  await expectDailyBrief(other);
  const settings = await openYourData(other);
  await settings.section.getByRole('button', { name: 'Delete my account' }).click();
  const confirmDelete = other.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(confirmDelete).toBeVisible();
  const password = confirmDelete.getByLabel('Your password');
  await expect(password).toBeFocused();
  expect(await seriousViolations(other, '[role="alertdialog"]')).toEqual([]);
  await password.fill('not-my-password');
  await password.press('Enter');
  // Said under the field and read with it.
  await expect(password).toHaveAccessibleDescription('That password is not correct. Your account was not deleted.');
  await expect(password).toBeFocused();
  await password.fill(TEST_PASSWORD);
  await confirmDelete.getByRole('button', { name: 'Delete my account' }).click();
  await expect(loginForm(other).signInButton).toBeVisible({ timeout: 20_000 });
  await expect(toast(other, 'Your account was deleted')).toBeVisible();
  expect((await otherContext.request.get('/api/auth/me')).status()).toBe(401);

  // Signing in again fails; the email signs up anew.
  const form = loginForm(other);
  await form.email.fill(fresh.email);
  await form.password.fill(TEST_PASSWORD);
  await form.signInButton.click();
  await expect(other.getByText('Invalid email or password').first()).toBeVisible();
  await form.signUpTab.click();
  await form.email.fill(fresh.email);
  await form.password.fill(TEST_PASSWORD);
  await form.confirmPassword.fill(TEST_PASSWORD);
  await form.signUpButton.click();
  await expectDailyBrief(other);
  await expect(other.getByText(task)).toHaveCount(0);
  await otherContext.close();

  // The original account is untouched.
  const stillThere = (await (await context.request.get(`/api/executive/${original.executiveId}/priorities`)).json()) as { task: string }[];
  expect(stillThere.map((p) => p.task)).toContain(task);
});
