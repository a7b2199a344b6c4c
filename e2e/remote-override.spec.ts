// A link can never make the shell load code from a foreign host: ?remote.<name>=<foreign URL> and a
// foreign value already in localStorage load nothing from it, while a loopback override still
// loads a developer's remote on a server started for development.
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { newAccountContext } from './support/app';
import { waitForDailyBrief } from './support/bench-settings';
import { repoRoot, startAppServer, startRemoteServer, type RunningServer } from './support/servers';

const briefDist = path.join(repoRoot, 'mf-brief', 'dist');
const FOREIGN = 'http://evil.example';
const OVERRIDE_KEY = 'provana.remote.mf_brief';

let app: RunningServer;
let devRemote: RunningServer;

test.beforeAll(async () => {
  devRemote = await startRemoteServer(briefDist);
  app = await startAppServer({ devRemotes: true });
});

test.afterAll(async () => {
  await app?.stop();
  await devRemote?.stop();
});

/** Every request for the foreign host is recorded and answered by the test, never by the network. */
async function interceptForeignHost(context: BrowserContext): Promise<string[]> {
  const reached: string[] = [];
  await context.route(`${FOREIGN}/**`, async (route) => {
    reached.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{}' });
  });
  return reached;
}

/**
 * URLs the page loaded from an origin: answered 2xx, or 304 when the browser revalidated its
 * cached copy (the remote's files carry an ETag and must be revalidated).
 */
function okResponsesFrom(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${origin}/`) && (r.ok() || r.status() === 304)) urls.push(r.url());
  });
  return urls;
}

const storedOverride = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), OVERRIDE_KEY);

test('an override link to a foreign origin loads nothing from it and is not kept', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const reached = await interceptForeignHost(context);
    await newAccountContext(context, 'override-foreign');
    const page = await context.newPage();
    await page.goto(`/dashboard/daily-brief?remote.mf_brief=${encodeURIComponent(`${FOREIGN}/remoteEntry.js`)}`);
    await waitForDailyBrief(page);
    await page.reload();
    await waitForDailyBrief(page);
    expect(reached).toEqual([]);
    expect(await storedOverride(page)).toBeNull();
  } finally {
    await context.close();
  }
});

test('a foreign override already in localStorage is removed without loading anything from it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    const reached = await interceptForeignHost(context);
    await newAccountContext(context, 'override-planted');
    const page = await context.newPage();
    await page.goto('/dashboard/daily-brief');
    await waitForDailyBrief(page);
    await page.evaluate(([key, url]) => window.localStorage.setItem(key, url), [OVERRIDE_KEY, `${FOREIGN}/remoteEntry.js`] as const);
    await page.reload();
    await waitForDailyBrief(page);
    await expect.poll(() => storedOverride(page)).toBeNull();
    expect(reached).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a loopback override loads the remote from the developer server (its remoteEntry.js, or the one beside a named mf-manifest.json)', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  try {
    await newAccountContext(context, 'override-loopback');
    const page = await context.newPage();
    const fromDevRemote = okResponsesFrom(page, devRemote.url);
    const entry = `${devRemote.url}/remoteEntry.js`;
    await page.goto(`/dashboard/daily-brief?remote.mf_brief=${encodeURIComponent(entry)}`);
    await waitForDailyBrief(page);
    expect(fromDevRemote).toContain(entry);
    expect(await storedOverride(page)).toBe(entry);
    // Kept across navigations, until the empty value clears it.
    fromDevRemote.length = 0;
    await page.goto('/dashboard/daily-brief?remote.mf_brief=');
    await waitForDailyBrief(page);
    expect(fromDevRemote).toEqual([]);
    expect(await storedOverride(page)).toBeNull();
    // An override naming the remote's mf-manifest.json (the former registry format) loads the remoteEntry.js beside it.
    await page.goto(`/dashboard/daily-brief?remote.mf_brief=${encodeURIComponent(`${devRemote.url}/mf-manifest.json`)}`);
    await waitForDailyBrief(page);
    expect(fromDevRemote).toContain(entry);
    await page.goto('/dashboard/daily-brief?remote.mf_brief=');
  } finally {
    await context.close();
  }
});

test('a production server (no development overrides) ignores even a loopback override', async ({ browser }) => {
  // The suite's own server, started without PROVANA_DEV_REMOTES.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await newAccountContext(context, 'override-production');
    const page = await context.newPage();
    const toDevRemote: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${devRemote.url}/`)) toDevRemote.push(r.url());
    });
    await page.goto(`/dashboard/daily-brief?remote.mf_brief=${encodeURIComponent(`${devRemote.url}/remoteEntry.js`)}`);
    await waitForDailyBrief(page);
    expect(toDevRemote).toEqual([]);
  } finally {
    await context.close();
  }
});
