// Settings' account parts in a browser: Security (password, two-factor, passkeys, sessions) and the
// reminders on this device show their loaded state, pass axe in light and dark, and fit a 390 px phone;
// the sessions list names this device, and ending another session signs that browser out.
import { expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, newAccountContext, signInViaUi, skipFirstRunDialogs, TEST_PASSWORD } from './support/app';
import { seriousViolations } from './support/axe';
import { PHONE, measurePhoneFit } from './support/phone-fit';

/** Waits for Settings, opened from the header (or, when `opened`, already opened another way). */
async function openSettings(page: Page, opened = false) {
  if (!opened) await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const security = dialog.getByTestId('settings-security');
  await expect(security).toBeVisible({ timeout: 20_000 });
  // Every part has its data: no spinner left.
  await expect(dialog.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
  return dialog;
}

for (const theme of ['light', 'dark'] as const) {
  test(`Settings' account parts pass axe in ${theme}`, async ({ page, context }) => {
    const { executiveId } = await newAccountContext(context, `security-${theme}`);
    const put = await context.request.put(`/api/executive/${executiveId}/appearance`, { data: { theme } });
    expect(put.ok(), await put.text()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    const dialog = await openSettings(page);
    await expect(dialog.getByTestId('settings-push-devices')).toBeVisible();
    await dialog.getByTestId('settings-security').scrollIntoViewIfNeeded();
    expect(await seriousViolations(page, '[role=dialog]'), `Settings in ${theme}`).toEqual([]);
  });
}

test('Settings fits a 390 px phone; the sessions list names this device and ending the other one signs it out', async ({ browser, baseURL, page, context }) => {
  const { email } = await newAccountContext(context, 'security-phone');
  // A second browser signed in to the same account.
  const other = await browser.newContext({ baseURL });
  try {
    await skipFirstRunDialogs(other);
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await signInViaUi(otherPage, email, TEST_PASSWORD);
    await expectDailyBrief(otherPage);

    await page.setViewportSize(PHONE);
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    await page.getByRole('button', { name: 'All sections' }).click();
    await page.getByRole('dialog', { name: 'Sections' }).getByRole('button', { name: 'Settings' }).click();
    const dialog = await openSettings(page, true);
    const fit = await measurePhoneFit(page);
    expect(fit.offscreen).toEqual([]);
    expect(fit.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await expect(dialog.getByText('This device', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(dialog.getByText('This device', { exact: true })).toBeVisible();
    // The other browser's next request is refused: it lands on the sign-in screen.
    await otherPage.reload();
    await expect(otherPage.getByRole('button', { name: /sign in/i }).first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await other.close();
  }
});
