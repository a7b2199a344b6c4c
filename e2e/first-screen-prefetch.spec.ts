// The section the page opens on downloads while the session is checked, not after the first render:
// with the session answer held back, the brief's remote entry and its module's chunk are already
// fetched (and the welcome guide's code on a first visit). Without the prefetch nothing of the
// remote is requested until the session is known.
import { expect, test } from '@playwright/test';
import { loginForm, newAccountContext, signUpViaApi, uniqueEmail } from './support/app';

const HOLD_MS = 3_000;

test('the opening section and the welcome guide download while the session check is held back', async ({ page, context }) => {
  await signUpViaApi(context.request, uniqueEmail('prefetch'));
  const requested: string[] = [];
  const scriptsWhileHeld: string[] = [];
  let sessionHeld = true;
  page.on('request', (request) => {
    requested.push(new URL(request.url()).pathname);
    if (sessionHeld && request.resourceType() === 'script') scriptsWhileHeld.push(request.url());
  });
  await page.route('**/api/auth/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    sessionHeld = false;
    await route.continue();
  });

  await page.goto('/dashboard/daily-brief');
  await expect
    .poll(() => requested.filter((p) => p.startsWith('/remotes/brief/') && p.endsWith('.js')).length, { timeout: HOLD_MS - 500 })
    .toBeGreaterThanOrEqual(2);
  expect(sessionHeld, 'the brief was fetched only after the session answered').toBe(true);
  expect(requested).toContain('/remotes/brief/remoteEntry.js');
  // The welcome guide's chunk (it names the tour) was among the scripts fetched before the session answered.
  const bodies = await Promise.all(scriptsWhileHeld.map(async (url) => (await page.request.get(url)).text()));
  expect(bodies.some((body) => body.includes('A two-minute tour of why it exists'))).toBe(true);

  await expect(page.getByRole('dialog', { name: 'Welcome to PROVANA' })).toBeVisible({ timeout: 30_000 });
});

test('a returning visitor (welcome seen) does not download the welcome guide', async ({ page, context }) => {
  await newAccountContext(context, 'prefetch-returning');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/dashboard/daily-brief');
  await expect(page.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const welcomeChunk = await page.evaluate(() => document.querySelector('[data-testid="welcome-dialog"]'));
  expect(welcomeChunk).toBeNull();
  // The welcome guide's module names its headline; no loaded script carries it.
  const bodies = await Promise.all(
    scripts.filter((url) => url.startsWith(new URL(page.url()).origin)).map(async (url) => (await page.request.get(url)).text()),
  );
  expect(bodies.some((body) => body.includes('A two-minute tour of why it exists'))).toBe(false);
});

test('the page preloads the shared packages its start-up runs on, each downloaded once, and not the others', async ({ page, context }) => {
  await newAccountContext(context, 'preload');
  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script') requests.set(path, (requests.get(path) ?? 0) + 1);
  });
  await page.goto('/dashboard/daily-brief');
  await expect(page.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => new URL(link.href).pathname),
  );
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as { shared: { name: string; assets: { js: { sync: string[] } } }[] };
  const filesOf = (name: string) => (manifest.shared.find((shared) => shared.name === name)?.assets.js.sync ?? []).map((file) => `/${file}`);
  for (const name of ['react', 'react-dom', '@provana/ui', '@provana/api-client', '@provana/router']) {
    expect(filesOf(name).length, name).toBeGreaterThan(0);
    expect(preloaded, name).toEqual(expect.arrayContaining(filesOf(name)));
  }
  // The validation schemas (zod) load with the forms that need them, not at start-up.
  for (const file of filesOf('@provana/contracts')) expect(preloaded).not.toContain(file);
  // A preload the page's own loading did not match would download the file a second time.
  for (const file of preloaded) expect(requests.get(file), file).toBe(1);
});

test("signed out, the dashboard's layout is never downloaded; signed in, it is", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const downloadedLayout = async () => {
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    // The bottom navigation's name: the layout's chunk holds it.
    return bodies.some((body) => body.includes('Quick navigation'));
  };

  await page.goto('/dashboard/daily-brief');
  await expect(loginForm(page).email).toBeVisible({ timeout: 30_000 });
  expect(await downloadedLayout()).toBe(false);

  await signUpViaApi(page.context().request, uniqueEmail('prefetch-layout'));
  scripts.length = 0;
  await page.reload();
  await expect(page.getByTestId('daily-brief')).toBeAttached({ timeout: 30_000 });
  expect(await downloadedLayout()).toBe(true);
});
