// Helpers for the installed app's suite (e2e/offline-app.spec.ts): the worker in control, what its
// caches hold, and what a person sees offline.
import { expect, type Locator, type Page } from '@playwright/test';
import { newAccountContext } from './app';
import { axeInBothThemes } from './axe';
import { PHONE, measurePhoneFit } from './phone-fit';

const API_CACHE = 'provana-api';
const CHUNK_CACHE = 'provana-chunks';

/** What a write says offline: refused before it is sent (packages/api-client's base query). */
export const OFFLINE_WRITE_TEXT = "You're offline: this change was not saved";

export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * Signs up and opens a section: the worker takes control of that visit and keeps its answers; a
 * second load, under the worker, keeps the page itself.
 */
export async function firstVisit(page: Page, prefix: string, path: string, ready: string): Promise<void> {
  const { executiveId } = await newAccountContext(page.context(), prefix);
  await page.goto(`/dashboard/${path}`);
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
  await controlledByWorker(page);
  await expect.poll(() => cachedApiPaths(page), { timeout: 20_000 }).toContain(`/api/executive/${executiveId}/${path}`);
  await page.reload();
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
}

/** Chooses an action in the command palette, as a person on a phone does. */
export async function openFromPalette(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Command palette' }).click();
  await page.getByRole('combobox', { name: 'Search sections, actions and your data' }).fill(label.toLowerCase());
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
}

/** Paths of the API answers the worker keeps. */
export const cachedApiPaths = (page: Page) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []),
    API_CACHE,
  );

/**
 * The URL of the code file the worker keeps that contains `text` (a form's own words, such as its
 * label), or null. Chunk names are webpack's numbers: the text finds the form's file.
 */
export const cachedChunkWith = (page: Page, text: string) =>
  page.evaluate(
    async ({ name, text }) => {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if ((await (await cache.match(request))?.text())?.includes(text)) return request.url;
      return null;
    },
    { name: CHUNK_CACHE, text },
  );

/** Waits until the worker keeps the code file containing `text` (fetched while the page was idle). */
export async function expectChunkCached(page: Page, text: string): Promise<string> {
  await expect.poll(() => cachedChunkWith(page, text), { message: `a cached chunk with "${text}"`, timeout: 30_000 }).not.toBeNull();
  return (await cachedChunkWith(page, text)) as string;
}

/** Forgets a code file the worker keeps, and the browser's HTTP cache: as if it was never fetched. */
export async function forgetChunk(page: Page, url: string): Promise<void> {
  expect(await page.evaluate(async ({ name, url }) => (await caches.open(name)).delete(url), { name: CHUNK_CACHE, url })).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** The refusal of a write offline, as a toast says it (a button's write, such as Done). */
export const offlineRefusalToast = (page: Page) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: OFFLINE_WRITE_TEXT }).first();

/** Saves a form offline: refused in words under the form, and the typed text stays in its field. */
export async function expectSaveRefusedAndKept(form: Locator, field: Locator, typed: string, save: Locator): Promise<void> {
  await field.fill(typed);
  await save.click();
  await expect(form.getByRole('alert').filter({ hasText: OFFLINE_WRITE_TEXT })).toBeVisible();
  await expect(field).toHaveValue(typed);
}

/** A state a person sees: no serious axe violation in light or dark, and it fits a 390 px phone. */
export async function expectAccessibleOnPhone(page: Page, what: string, scope?: string): Promise<void> {
  await axeInBothThemes(page, what, scope);
  await expect(async () => {
    const fit = await measurePhoneFit(page);
    expect(fit.offscreen, `${what}: controls outside the 390 px width`).toEqual([]);
    expect(fit.scrollWidth, `${what}: page wider than the screen`).toBeLessThanOrEqual(PHONE.width);
  }).toPass({ timeout: 10_000 });
}
