// Second factors and identity providers in a browser: two-factor turned on in Settings with codes the
// test computes from the shown key, then signing in with a code and with a recovery code (which works
// once); a passkey added with Chrome's virtual authenticator, listed, and signing in alone and as the
// second factor; "Continue with" a real OpenID Connect provider on loopback (oidc-provider) creating an
// account, and linking one that already has the address only after its password. Each new screen
// passes axe in light and dark and fits a 390 px phone.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { startIdentityProvider, type TestIdentityProvider } from '../api/test/support/identity-provider';
import { authenticatorCode, STEP_MS } from '../api/test/support/totp-codes';
import { expectScreenPasses, localhostOrigin, newContextAt, openSecuritySettings } from './support/accounts';
import { expectDailyBrief, newAccountContext, signInViaUi, signUpViaApi, skipFirstRunDialogs, TEST_PASSWORD, toast, uniqueEmail } from './support/app';
import { startAppServer, type RunningServer } from './support/servers';

const PROVIDER = { name: 'testidp', displayName: 'Test Identity' };

// Each test walks several screens and checks each with axe twice: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

let app: RunningServer;
let idp: TestIdentityProvider;
let origin: string;

test.beforeAll(async () => {
  const chosen = await localhostOrigin();
  origin = chosen.origin;
  // The provider needs the app's redirect URI, so the app's port is chosen first.
  idp = await startIdentityProvider({ redirectUri: `${origin}/api/auth/oidc/${PROVIDER.name}/callback` });
  app = await startAppServer({
    port: chosen.port,
    env: {
      PROVANA_PUBLIC_URL: origin,
      PROVANA_OIDC_ALLOW_LOOPBACK: 'true',
      PROVANA_OIDC_TESTIDP_ISSUER: idp.issuer,
      PROVANA_OIDC_TESTIDP_CLIENT_ID: idp.clientId,
      PROVANA_OIDC_TESTIDP_CLIENT_SECRET: idp.clientSecret,
      PROVANA_OIDC_TESTIDP_DISPLAY_NAME: PROVIDER.displayName,
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await idp?.close();
});

async function json<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs out from the avatar's account dialog, back to the sign-in screen (no page load). */
async function signOut(page: Page): Promise<void> {
  const settings = page.getByRole('dialog', { name: 'Settings' });
  if (await settings.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
  }
  await page.getByTestId('user-avatar').click();
  await page.getByTestId('account-dialog').getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
}

/** Signed in: the dashboard's header (the address alone proves nothing, a sign-out keeps it). */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('user-avatar')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\/daily-brief$/);
}

/** The sign-in screen's password step, answered by the code step. */
async function passwordStep(page: Page, email: string) {
  await signInViaUi(page, email, TEST_PASSWORD);
  const step = page.getByRole('form', { name: 'Two-factor code' });
  await expect(step).toBeVisible();
  return step;
}

const signedInAs = async (context: BrowserContext) => (await json<{ user: { email: string; twoFactorEnabled?: boolean } }>(context, '/api/auth/me')).user;

test('two-factor: turned on with a code from the shown key, then signing in asks for a code or takes a recovery code once', async ({ browser }) => {
  const context = await newContextAt(browser, origin);
  try {
    const { email } = await newAccountContext(context, 'totp');
    const page = await context.newPage();
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    const settings = await openSecuritySettings(page);
    await settings.getByTestId('settings-two-factor').getByRole('button', { name: 'Turn on' }).click();
    const setup = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    const key = setup.getByTestId('two-factor-key');
    await expect(key).toHaveText(/^[A-Z2-7 ]{32,}$/);
    await expect(setup.getByRole('img', { name: 'QR code that adds Provana to your authenticator app' })).toBeVisible();
    await expectScreenPasses(page, 'the two-factor setup', key, '[role=dialog]:has([data-testid=two-factor-key])');
    const shownKey = await key.innerText();
    await setup.getByLabel('3. Enter the 6-digit code the app shows').fill(authenticatorCode(shownKey, Date.now()));
    await setup.getByRole('button', { name: 'Turn on' }).click();

    const saveCodes = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const list = saveCodes.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const codes = await list.getByRole('listitem').allInnerTexts();
    await expectScreenPasses(page, 'the recovery codes', list, '[role=dialog]:has([data-testid=recovery-codes])');
    await saveCodes.getByText('I saved these codes').click();
    await saveCodes.getByRole('button', { name: 'Done' }).click();
    await expect(toast(page, 'Two-factor sign-in is on')).toBeVisible();
    await expect(settings.getByTestId('settings-two-factor')).toContainText('10 of 10 recovery codes left');
    expect((await signedInAs(context)).twoFactorEnabled).toBe(true);

    // The password alone no longer signs in: the code step follows.
    await signOut(page);
    let step = await passwordStep(page, email);
    await expectScreenPasses(page, 'the sign-in code step', step);
    // The setup's code used this time step; an app shows the next one half a minute later.
    await step.getByLabel('Authentication code').fill(authenticatorCode(shownKey, Date.now() + STEP_MS));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);
    expect((await signedInAs(context)).email).toBe(email);

    // A recovery code instead: accepted once.
    await signOut(page);
    step = await passwordStep(page, email);
    await step.getByRole('button', { name: 'Use a recovery code' }).click();
    await step.getByLabel('Recovery code').fill(codes[0] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(page);
    expect(await json<{ recoveryCodesLeft: number }>(context, '/api/auth/2fa')).toEqual({ totpEnabled: true, recoveryCodesLeft: 9 });
    await signOut(page);
    step = await passwordStep(page, email);
    await step.getByRole('button', { name: 'Use a recovery code' }).click();
    await step.getByLabel('Recovery code').fill(codes[0] ?? '');
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(step.getByLabel('Recovery code')).toHaveAccessibleDescription(/^That code is not right\./);
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
  } finally {
    await context.close();
  }
});

/** Chrome's virtual authenticator for the page: a platform passkey with user verification, answering at once. */
async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

type Passkeys = { passkeys: { name: string; lastUsedAt: string | null }[] };

test('a passkey added in Settings is listed and signs in alone, and as the second factor', async ({ browser }) => {
  const context = await newContextAt(browser, origin);
  try {
    const { email } = await newAccountContext(context, 'passkey');
    const page = await context.newPage();
    await virtualAuthenticator(page);
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    const settings = await openSecuritySettings(page);
    const passkeys = settings.getByTestId('settings-passkeys');
    await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
    await passkeys.getByLabel('Name for a new passkey (optional)').fill('Work laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(toast(page, 'Passkey added')).toBeVisible();
    const row = passkeys.getByTestId('passkey-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Work laptop');
    await expect(row).toContainText('not used yet');
    await expectScreenPasses(page, 'the passkeys in Settings', row, '[data-testid=settings-passkeys]');
    expect((await json<Passkeys>(context, '/api/auth/passkeys')).passkeys).toEqual([expect.objectContaining({ name: 'Work laptop', lastUsedAt: null })]);

    // Signed out, the passkey alone signs in.
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectSignedIn(page);
    expect((await signedInAs(context)).email).toBe(email);
    expect((await json<Passkeys>(context, '/api/auth/passkeys')).passkeys[0]?.lastUsedAt).not.toBeNull();

    // With two-factor on (set up through the API here), the code step takes the passkey instead of a code.
    const setup = await context.request.post('/api/auth/2fa/totp/setup', { data: {} });
    const { key } = (await setup.json()) as { key: string };
    expect((await context.request.post('/api/auth/2fa/totp/confirm', { data: { code: authenticatorCode(key, Date.now()) } })).ok()).toBe(true);
    await signOut(page);
    const step = await passwordStep(page, email);
    await step.getByRole('button', { name: 'Use a passkey' }).click();
    await expectSignedIn(page);
    expect((await signedInAs(context)).email).toBe(email);
  } finally {
    await context.close();
  }
});

/** From "Continue with …" on the sign-in screen through the provider's own login form, as accountId. */
async function continueWithProvider(page: Page, accountId: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: `Continue with ${PROVIDER.displayName}` }).click();
  await page.getByPlaceholder('Enter any login').fill(accountId);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** A browser that reaches the provider's pages without their web font (no network here). */
async function providerContext(context: BrowserContext): Promise<void> {
  await context.route(/fonts\.googleapis\.com/, (route) => route.abort());
  await skipFirstRunDialogs(context);
}

test('Continue with an identity provider creates an account on its dashboard; an address already taken is linked only with the password', async ({
  browser,
}) => {
  const newcomer = await newContextAt(browser, origin);
  const existing = await newContextAt(browser, origin);
  try {
    // Someone new at the provider: an account is made, and the sign-in is listed in Settings.
    const newEmail = uniqueEmail('oidc-new');
    idp.accounts.set('newcomer', { email: newEmail, emailVerified: true });
    await providerContext(newcomer);
    const page = await newcomer.newPage();
    await continueWithProvider(page, 'newcomer');
    await expectDailyBrief(page);
    expect((await signedInAs(newcomer)).email).toBe(newEmail);
    const settings = await openSecuritySettings(page);
    const linked = settings.getByTestId('linked-sign-in-row');
    await expect(linked).toContainText(`${PROVIDER.displayName} · ${newEmail}`);
    await expect(linked).toContainText('This is your only way to sign in.');
    await expectScreenPasses(page, 'the linked sign-ins in Settings', linked, '[data-testid=settings-linked-sign-ins]');

    // An account that already has the address: nothing is linked until its password confirms it.
    const takenEmail = uniqueEmail('oidc-taken');
    await signUpViaApi(existing.request, takenEmail);
    await existing.clearCookies();
    idp.accounts.set('same-address', { email: takenEmail, emailVerified: true });
    await providerContext(existing);
    const other = await existing.newPage();
    await continueWithProvider(other, 'same-address');
    await expect(other).toHaveURL(/\/confirm-sign-in-link\?token=/);
    const confirm = other.getByRole('form', { name: `Link ${PROVIDER.displayName} with your password` });
    await expect(other.getByText(`An account with ${takenEmail} already exists.`)).toBeVisible();
    expect((await existing.request.get('/api/auth/me')).status()).toBe(401);
    await expectScreenPasses(other, 'the confirm-sign-in-link page', confirm);
    await confirm.getByLabel('Password of your PROVANA account').fill(TEST_PASSWORD);
    await confirm.getByRole('button', { name: `Link ${PROVIDER.displayName} and sign in` }).click();
    await expectDailyBrief(other);
    expect((await signedInAs(existing)).email).toBe(takenEmail);
    const { signIns } = await json<{ signIns: { email: string }[] }>(existing, '/api/auth/linked-sign-ins');
    expect(signIns.map((s) => s.email)).toEqual([takenEmail]);
  } finally {
    await newcomer.close();
    await existing.close();
  }
});
