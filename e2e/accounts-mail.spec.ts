// Account mail in a browser, through a real SMTP server on loopback (smtp-server): signing up shows the
// "Please verify" banner until the mailed link is followed (Resend sends a fresh one); "Forgot password?"
// mails a reset link whose new password ends the account's other sessions, and works once. Each new
// screen passes axe in light and dark and fits a 390 px phone.
import { expect, test, type BrowserContext } from '@playwright/test';
import { LINK_EXPIRED_MESSAGE } from '../packages/contracts/src/account';
import { expectScreenPasses, mailTo, mailedLink, mailingAppForSpec, newContextAt } from './support/accounts';
import { expectDailyBrief, loginForm, signInViaUi, signUpViaApi, signUpViaUi, skipFirstRunDialogs, TEST_PASSWORD, toast, uniqueEmail } from './support/app';

// Each test walks several screens and checks each with axe twice: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

const mailing = mailingAppForSpec();

const me = async (context: BrowserContext) => {
  const response = await context.request.get('/api/auth/me');
  return { status: response.status(), user: response.ok() ? ((await response.json()) as { user: { email: string; emailVerified?: boolean } }).user : null };
};

test('sign-up mails a verification link; the banner stays until it is followed, Resend sends a fresh one', async ({ browser }) => {
  const context = await newContextAt(browser, mailing.origin);
  try {
    await skipFirstRunDialogs(context);
    const page = await context.newPage();
    const email = uniqueEmail('verify');
    await page.goto('/');
    await signUpViaUi(page, email);
    await expectDailyBrief(page);

    const banner = page.getByTestId('verify-email-banner');
    await expect(banner).toContainText(`Please verify your email address. We sent a link to ${email}.`);
    const first = await mailTo(mailing.capture, email, /^Verify your email address/);
    expect((await me(context)).user?.emailVerified).toBe(false);
    await expectScreenPasses(page, 'the dashboard with the verification banner', banner, '[data-testid=verify-email-banner]');

    await banner.getByRole('button', { name: 'Resend' }).click();
    await expect(toast(page, 'Verification email sent')).toBeVisible();
    const second = await mailTo(mailing.capture, email, /^Verify your email address/);
    const link = mailedLink(second, mailing.origin, '/verify-email');
    expect(link).not.toBe(mailedLink(first, mailing.origin, '/verify-email'));

    await page.goto(link);
    await expect(toast(page, 'Email verified')).toBeVisible();
    await expectDailyBrief(page);
    await expect(banner).toHaveCount(0);
    expect((await me(context)).user?.emailVerified).toBe(true);
    // Followed once: the same link again says it is spent, in words.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
    await expect(page.getByText(/Use Resend on the dashboard to get a new link\./)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('forgot password mails a one-time reset link; the new password ends the session another browser had', async ({ browser }) => {
  const signedIn = await newContextAt(browser, mailing.origin);
  const signedOut = await newContextAt(browser, mailing.origin);
  try {
    // One browser signed in to the account (its sign-up mail is not needed here).
    const email = uniqueEmail('reset');
    await signUpViaApi(signedIn.request, email);
    expect((await me(signedIn)).status).toBe(200);

    // The other asks for a reset from the sign-in screen.
    await skipFirstRunDialogs(signedOut);
    const page = await signedOut.newPage();
    await page.goto('/');
    await loginForm(page).email.fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('form', { name: 'Reset your password' });
    await expect(forgot.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expectScreenPasses(page, 'the forgot-password form', forgot);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'If an account exists for that address, we sent a link to reset the password.' });
    await expect(sent).toBeVisible();

    const mail = await mailTo(mailing.capture, email, /^Reset your PROVANA password$/);
    const link = mailedLink(mail, mailing.origin, '/reset-password');
    await page.goto(link);
    const resetForm = page.getByRole('form', { name: 'Choose a new password' });
    await expect(resetForm).toBeVisible();
    await expectScreenPasses(page, 'the reset-password page', resetForm);
    const newPassword = 'a-brand-new-passphrase-7';
    await resetForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await resetForm.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await resetForm.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password was changed and you were signed out everywhere. Sign in with your new password.')).toBeVisible();
    await mailTo(mailing.capture, email, /^Your PROVANA password was changed$/);

    // The other browser's session is gone: its next request is refused and it lands on sign-in.
    expect((await me(signedIn)).status).toBe(401);
    const oldPage = await signedIn.newPage();
    await oldPage.goto('/dashboard/daily-brief');
    await expect(loginForm(oldPage).signInButton).toBeVisible({ timeout: 20_000 });
    // The old password no longer signs in; the new one does.
    const old = await signedOut.request.post('/api/auth/login', { data: { email, password: TEST_PASSWORD, rememberMe: false } });
    expect(old.status()).toBe(401);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInViaUi(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);
    // The link worked once.
    await page.goto(link);
    const again = page.getByRole('form', { name: 'Choose a new password' });
    await again.getByLabel('New password', { exact: true }).fill('yet-another-passphrase-8');
    await again.getByLabel('Confirm new password', { exact: true }).fill('yet-another-passphrase-8');
    await again.getByRole('button', { name: 'Save new password' }).click();
    await expect(again.getByText(LINK_EXPIRED_MESSAGE)).toBeVisible();
    expect((await me(signedOut)).status).toBe(200);
  } finally {
    await signedIn.close();
    await signedOut.close();
  }
});
