// Remember me: a persistent session cookie survives a browser restart; without it the cookie
// lives only for the browser session, so a restarted browser lands on the login screen.
import { expect, test, type Browser } from '@playwright/test';
import { expectDailyBrief, loginForm, signInViaUi, signUpViaApi, skipFirstRunDialogs, TEST_PASSWORD, uniqueEmail } from './support/app';

async function signInFreshAccount(browser: Browser, baseURL: string | undefined, rememberMe: boolean) {
  const context = await browser.newContext({ baseURL });
  await skipFirstRunDialogs(context);
  const email = uniqueEmail(rememberMe ? 'remember' : 'forget');
  await signUpViaApi(context.request, email);
  await context.clearCookies(); // sign in through the form, not with the sign-up session
  const page = await context.newPage();
  await page.goto('/');
  await signInViaUi(page, email, TEST_PASSWORD, { rememberMe });
  await expectDailyBrief(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

test('with Remember me the session survives a browser restart', async ({ browser, baseURL }) => {
  const state = await signInFreshAccount(browser, baseURL, true);
  const session = state.cookies.filter((c) => c.httpOnly);
  expect(session.length).toBeGreaterThan(0);
  expect(session.every((c) => c.expires > Date.now() / 1000 + 7 * 24 * 3600)).toBe(true);

  // A browser restart keeps persistent cookies: a new context from the saved state.
  const restarted = await browser.newContext({ baseURL, storageState: state });
  const page = await restarted.newPage();
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await restarted.close();
});

test('without Remember me the session cookie ends with the browser session', async ({ browser, baseURL }) => {
  const state = await signInFreshAccount(browser, baseURL, false);
  const session = state.cookies.filter((c) => c.httpOnly);
  expect(session.length).toBeGreaterThan(0);
  expect(session.every((c) => c.expires === -1)).toBe(true); // no expiry: a session cookie

  // A browser restart drops session cookies: keep only the persistent ones.
  const restarted = await browser.newContext({ baseURL, storageState: { ...state, cookies: state.cookies.filter((c) => c.expires !== -1) } });
  const page = await restarted.newPage();
  await page.goto('/dashboard/daily-brief');
  await expect(loginForm(page).signInButton).toBeVisible();
  await restarted.close();
});
