// Issue 16, "Phones": at 390 px (a common phone, touch, mobile viewport) every section of the dashboard
// and every print report fits the screen: no sideways scrolling, no zooming out, every control inside
// the width. The bottom navigation shows all five items, the calendar its Export .ics and Subscribe,
// and the brief's three counters sit in one row. axe finds nothing serious on the changed screens.
import { expect, test, type Page } from '@playwright/test';
import { skipFirstRunDialogs } from './support/app';
import { seriousViolations } from './support/axe';
import { demoAccount } from './support/bench-settings';
import { PHONE, measurePhoneFit } from './support/phone-fit';
import { assertPrintBuilt, openReport } from './support/print';
import { sectionsWithReadyMarker as sections } from './support/sections';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
test.beforeAll(assertPrintBuilt);
test.beforeEach(async ({ context }) => {
  await skipFirstRunDialogs(context);
  const signIn = await context.request.post('/api/auth/login', { data: { ...demoAccount, rememberMe: false } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
});

const reportTypes = ['executive-summary', 'daily-brief', 'goals-summary', 'team-report', 'weekly-insights'];

async function expectFits(page: Page, what: string): Promise<void> {
  const fit = await measurePhoneFit(page);
  // Soft: one run lists every screen that does not fit.
  expect.soft(fit.offscreen, `${what}: controls outside the 390 px width`).toEqual([]);
  expect.soft(fit.scrollWidth, `${what}: page wider than the screen`).toBeLessThanOrEqual(PHONE.width);
  expect.soft(fit.innerWidth, `${what}: the page zoomed out`).toBe(PHONE.width);
}

async function openSection(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(`/dashboard/${path}`);
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
}

test('every section fits 390 px: no sideways scrolling, every control on screen', async ({ page }) => {
  test.setTimeout(180_000);
  for (const { path, ready } of sections) {
    await openSection(page, path, ready);
    await expectFits(page, path);
  }
});

test('the calendar fits with a day open, its toolbar (Export .ics, Subscribe) on screen', async ({ page }) => {
  await openSection(page, 'calendar', 'month-grid');
  const section = page.getByRole('region', { name: 'Calendar View' });
  await expect(section.getByRole('link', { name: 'Export .ics' })).toBeInViewport({ ratio: 1 });
  await expect(section.getByRole('button', { name: 'Subscribe' })).toBeInViewport({ ratio: 1 });
  // A day with items shows their count; their titles are still in the cell's name.
  const busyDay = page
    .getByTestId('day-cell')
    .filter({ has: page.getByTestId('cell-count') })
    .first();
  await expect(busyDay.getByTestId('cell-count')).toBeVisible();
  const firstTitle = (await busyDay.getByTestId('cell-item').first().textContent()) ?? '';
  await expect(busyDay).toHaveAccessibleName(new RegExp(firstTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.locator('[data-testid="day-cell"][aria-current="date"]').click();
  await expect(page.getByTestId('day-detail')).toBeVisible();
  await expectFits(page, 'calendar with a day open');
});

test('the bottom navigation shows all five items within the width, on the widest screens too', async ({ page }) => {
  for (const { path, ready } of sections.filter((s) => ['daily-brief', 'time-blocks', 'calendar'].includes(s.path))) {
    await openSection(page, path, ready);
    const nav = page.getByRole('navigation', { name: 'Quick navigation' });
    for (const label of ['Brief', 'Calendar', 'Goals', 'Decisions', 'Memory']) {
      const box = await nav.getByRole('link', { name: label, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${path}: ${label} at ${box?.x}..${box ? box.x + box.width : ''}`).toBe(true);
    }
  }
});

test("every section is reachable on a phone: the header's All sections menu lists the 11 and goes to one", async ({ page }) => {
  await openSection(page, 'daily-brief', 'daily-brief');
  const button = page.getByRole('button', { name: 'All sections' });
  await expect(button).toBeInViewport({ ratio: 1 });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Sections' });
  const links = menu.getByRole('navigation', { name: 'All sections' }).getByRole('link');
  await expect(links).toHaveCount(sections.length);
  await expect(menu.getByRole('link', { name: 'Daily Brief' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);
  await menu.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('team-report').first()).toBeVisible({ timeout: 30_000 });
  await expect(button).toBeFocused();
});

test("the brief's three counters sit in one row", async ({ page }) => {
  await openSection(page, 'daily-brief', 'daily-brief');
  const boxes = await Promise.all(['high', 'medium', 'low'].map((u) => page.getByTestId(`counter-${u}`).boundingBox()));
  const tops = boxes.map((box) => Math.round(box?.y ?? -1));
  expect(new Set(tops).size, `counter tops ${tops.join(', ')}`).toBe(1);
  const height = Math.max(...boxes.map((box) => (box ? box.y + box.height : 0))) - Math.min(...tops);
  expect(height).toBeLessThan(PHONE.height * 0.2);
});

test('every print report fits 390 px on screen', async ({ page }) => {
  test.setTimeout(120_000);
  for (const type of reportTypes) {
    await openReport(page, `/print-report/${type}`);
    if (type === 'team-report') await expect(page.getByTestId('direct-report').first()).toBeVisible();
    await expectFits(page, `print-report/${type}`);
  }
});

test('the changed screens have no serious or critical axe violation at 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path, ready } of sections.filter((s) => ['daily-brief', 'time-blocks', 'calendar'].includes(s.path))) {
    await openSection(page, path, ready);
    await page.waitForTimeout(300); // entry animations end (axe reads computed colours)
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await openReport(page, '/print-report/executive-summary');
  expect(await seriousViolations(page), 'print-report').toEqual([]);
});
