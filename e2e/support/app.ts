// Helpers the e2e flows share: fresh accounts, sign-in through the UI or the API, first-run dialogs.
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

let counter = 0;
/** An address no other test uses (the suites share one database). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

export const TEST_PASSWORD = 'correct-horse-9';

/**
 * This machine's IANA zone: a browser context's zone unless the test sets `timezoneId`, so an account
 * signed up with it (as the sign-up form sends the browser's zone) sees the same "today" as the tests.
 */
export const MACHINE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** YYYY-MM-DD today in an IANA zone (the executive's "today": the shell's greeting marker). */
export function todayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Marks today's greeting as shown on every page load of the context. "Today" is read in the page at
 * each load, not once when the test starts: a run that crosses midnight in `timeZone` would otherwise
 * open a new day's greeting over the page.
 */
export async function markGreetingShownToday(context: BrowserContext, timeZone = MACHINE_TIME_ZONE): Promise<void> {
  await context.addInitScript((zone: string) => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    window.localStorage.setItem('provana.greetingDay', day);
  }, timeZone);
}

/**
 * Marks the welcome guide as seen and today's greeting as shown, so flows start on a bare dashboard.
 * The greeting's day is the executive's: pass their zone when it is not this machine's.
 */
export async function skipFirstRunDialogs(context: BrowserContext, timeZone = MACHINE_TIME_ZONE): Promise<void> {
  await context.addInitScript(() => window.localStorage.setItem('provana.onboardingSeen', 'true'));
  await markGreetingShownToday(context, timeZone);
}

/** Creates an account through the API (in this machine's zone by default); the request context keeps its session cookie. */
export async function signUpViaApi(
  request: APIRequestContext,
  email: string,
  password = TEST_PASSWORD,
  timeZone = MACHINE_TIME_ZONE,
): Promise<{ executiveId: number }> {
  const response = await request.post('/api/auth/signup', { data: { email, password, rememberMe: false, timeZone } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { user: { executiveId: number } };
  return { executiveId: body.user.executiveId };
}

/** A signed-in context for a brand-new account, with the first-run dialogs skipped. */
export async function newAccountContext(
  context: BrowserContext,
  prefix: string,
  timeZone = MACHINE_TIME_ZONE,
): Promise<{ email: string; executiveId: number }> {
  const email = uniqueEmail(prefix);
  const { executiveId } = await signUpViaApi(context.request, email, TEST_PASSWORD, timeZone);
  await skipFirstRunDialogs(context, timeZone);
  return { email, executiveId };
}

/** Makes the account of the `delegate` context a delegate with `role` in the executive's workspace: invited and accepted through the API. */
export async function delegateViaApi(
  executive: BrowserContext,
  executiveId: number,
  delegate: BrowserContext,
  email: string,
  role: 'viewer' | 'editor' | 'full',
): Promise<void> {
  const invited = await executive.request.post(`/api/executive/${executiveId}/delegates/invitations`, { data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = ((await invited.json()) as { link: string }).link.split('/invitations/')[1] ?? '';
  const accepted = await delegate.request.post(`/api/invitations/${token}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

export const loginForm = (page: Page) => ({
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  password: page.getByRole('textbox', { name: 'Password', exact: true }),
  confirmPassword: page.getByRole('textbox', { name: 'Confirm Password', exact: true }),
  rememberMe: page.getByRole('checkbox', { name: 'Remember me' }),
  signInTab: page.getByRole('tab', { name: 'Sign In' }),
  signUpTab: page.getByRole('tab', { name: 'Sign Up' }),
  signInButton: page.getByRole('button', { name: 'Sign In', exact: true }),
  signUpButton: page.getByRole('button', { name: 'Create Account', exact: true }),
});

/** Fills and submits the Sign In tab. */
/** Signs up from the sign-in screen's Sign Up tab (the page is on that screen), as a person does. */
export async function signUpViaUi(page: Page, email: string, password = TEST_PASSWORD): Promise<void> {
  const form = loginForm(page);
  await form.signUpTab.click();
  await form.email.fill(email);
  await form.password.fill(password);
  await form.confirmPassword.fill(password);
  await form.signUpButton.click();
}

export async function signInViaUi(page: Page, email: string, password: string, options: { rememberMe?: boolean } = {}): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  if (options.rememberMe) {
    // The checkbox input is visually hidden: click its label, then make sure it took.
    await page.getByText('Remember me', { exact: true }).click();
    await expect(form.rememberMe).toBeChecked();
  }
  await form.signInButton.click();
}

/** The toast region's text for one toast title (Chakra renders toasts in a live region). */
export function toast(page: Page, title: string) {
  return page
    .getByRole('status')
    .filter({ hasText: title })
    .or(page.getByRole('alert').filter({ hasText: title }))
    .first();
}

/** The signed-in dashboard's brief has rendered (its data, not only the layout). */
export async function expectDailyBrief(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);
  await expect(page.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
}
