// Phones: at 390 px (a common phone, touch, mobile viewport) every section of the dashboard
// and every print report fits the screen: no sideways scrolling, no zooming out, every control inside
// the width. The bottom navigation shows all five items, the calendar its Export .ics and Subscribe,
// and the brief's three counters sit in one row. axe finds nothing serious on the changed screens.
import { expect, test, type Page } from '@playwright/test';
import { newAccountContext, skipFirstRunDialogs } from './support/app';
import { seriousViolations } from './support/axe';
import { demoAccount } from './support/bench-settings';
import { PHONE, measureOverlaps, measurePhoneFit } from './support/phone-fit';
import { localDay, pad } from './support/planning-day';
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
    expect.soft(await measureOverlaps(page, 'header'), `${path}: header items sharing pixels`).toEqual([]);
  }
});

test('the header keeps every control and the wordmark apart from 320 to 430 px; the hidden actions are in the menu', async ({ page }) => {
  await openSection(page, 'daily-brief', 'daily-brief');
  for (const width of [320, 360, 390, 430]) {
    await page.setViewportSize({ width, height: PHONE.height });
    expect.soft(await measureOverlaps(page, 'header'), `${width} px: header items sharing pixels`).toEqual([]);
    await expect(page.getByRole('link', { name: 'PROVANA, go to the Daily Brief' })).toBeInViewport({ ratio: 1 });
  }
  await page.getByRole('button', { name: 'All sections' }).click();
  const menu = page.getByRole('dialog', { name: 'Sections' });
  await menu.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});

test("the day timeline's Now badge shares no pixel with an item's text or an hour label", async ({ page, context }) => {
  const { executiveId } = await newAccountContext(context, 'phone-now');
  const now = new Date();
  const today = localDay(now);
  const minutes = now.getHours() * 60 + now.getMinutes();
  const clock = (m: number) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  const title = 'Quarterly operating review with the regional leadership team and finance partners';
  const created = await context.request.post(`/api/executive/${executiveId}/calendar-events`, {
    data: {
      title,
      startTime: `${today}T${clock(Math.max(0, minutes - 30))}:00`,
      endTime: `${today}T${clock(Math.min(23 * 60 + 59, minutes + 60))}:00`,
      type: 'focus',
      priority: 'medium',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await openSection(page, 'time-blocks', 'timeline-canvas');
  const timeline = page.getByTestId('day-timeline');
  await expect(timeline.locator(`li[data-title="${title}"]`)).toBeVisible();
  const badge = timeline.getByTestId('now-line').getByText('Now', { exact: true });
  await expect(badge).toBeVisible();
  const shared = await badge.evaluate((el) => {
    const mine = el.getBoundingClientRect();
    const canvas = el.closest('[data-testid="timeline-canvas"]') ?? document.body;
    return [...canvas.querySelectorAll('span, p, div')]
      .filter(
        (other) => other !== el && !other.contains(el) && [...other.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim()),
      )
      .filter((other) => other.checkVisibility())
      .map((other) => ({ text: (other.textContent ?? '').trim().slice(0, 30), rect: other.getBoundingClientRect() }))
      .filter(
        ({ rect }) =>
          rect.width > 1 &&
          Math.min(rect.right, mine.right) - Math.max(rect.left, mine.left) > 0.5 &&
          Math.min(rect.bottom, mine.bottom) - Math.max(rect.top, mine.top) > 0.5,
      )
      .map(({ text }) => text);
  });
  expect(shared).toEqual([]);
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
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await openReport(page, '/print-report/executive-summary');
  expect(await seriousViolations(page), 'print-report').toEqual([]);
});
