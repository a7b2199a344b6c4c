// The first screen's render work, as budgets: React commits, component renders, renders inside the
// brief's rows and Emotion's style insertions, counted from the first byte until the page is idle
// (e2e/support/render-probe.ts; `npm run bench:first-render` prints the same counts with times).
// Counts, not milliseconds: they hold on a busy machine. A change that adds work to the first screen
// fails here; if the work is worth it, move the budget in the same commit and say why.
import { type Page, expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';
import { addRenderProbe, readRenderProbeWhenIdle } from './support/render-probe';

/** Lighthouse's phone: the layout the mobile score is taken on (no sidebars). */
test.use({ viewport: { width: 412, height: 823 } });

const BUDGET = {
  /** Session, layout, brief, counters, bell: 7–12 seen, depending on when answers arrive. */
  commits: 14,
  /** 350–353 seen on the phone layout with a new account's sample data (a second render of the brief adds about 80). */
  renders: 385,
  /** Each row once, and its Complete/Done button's two components once. */
  rowRendersPerRow: 3,
  /** 111 seen: every style the first screen uses, inserted once (the brief's two task lists share their rows' parts). */
  styleInsertions: 120,
};

test('the daily brief renders within its commit, render and style budgets', async ({ context }) => {
  await newAccountContext(context, 'render-budget');
  await addRenderProbe(context);
  const page = await context.newPage();
  await page.goto('/dashboard/daily-brief');
  await expect(page.getByTestId('brief-priority').first()).toBeVisible({ timeout: 30_000 });
  const report = await readRenderProbeWhenIdle(page);
  const rows = (await page.getByTestId('brief-priority').count()) + (await page.getByTestId('top-action-item').count());
  const counts = {
    commits: report.commits.length,
    renders: report.renders,
    briefRowRenders: report.briefRowRenders,
    styleInsertions: report.styleInsertions,
    rows,
  };
  test.info().annotations.push({ type: 'counts', description: JSON.stringify(counts) });

  expect(rows).toBeGreaterThan(0);
  // The design system's global CSS comes compiled from the build (a linked stylesheet, its tokens in
  // force): Emotion was handed no global styles to compile again (beside the provider's layer order).
  const globalCss = await page.evaluate(() => ({
    linked: document.querySelector('link[rel="stylesheet"][href^="/global."]') !== null,
    tokens: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-500') !== '',
    globalRulesInserted: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]')].reduce(
      (sum, style) => sum + [...(style.sheet?.cssRules ?? [])].filter((rule) => !(rule instanceof CSSLayerStatementRule)).length,
      0,
    ),
  }));
  expect(globalCss).toEqual({ linked: true, tokens: true, globalRulesInserted: 0 });
  expect.soft(counts.commits, 'React commits').toBeLessThanOrEqual(BUDGET.commits);
  expect.soft(counts.renders, 'component renders').toBeLessThanOrEqual(BUDGET.renders);
  expect.soft(counts.briefRowRenders, 'renders inside the brief rows').toBeLessThanOrEqual(rows * BUDGET.rowRendersPerRow);
  expect.soft(counts.styleInsertions, 'Emotion style insertions').toBeLessThanOrEqual(BUDGET.styleInsertions);
});

test('before any script has run, the page shows the loading screen that React then draws alike', async ({ browser, baseURL }) => {
  const visual = async (page: Page) => {
    const status = page.getByRole('status');
    await expect(status).toHaveText('Loading PROVANA...');
    return status.evaluate((box) => {
      const spinner = box.querySelector('[aria-hidden="true"]') as HTMLElement;
      const label = box.querySelector('p') as HTMLElement;
      const pick = (el: HTMLElement, keys: string[]) => Object.fromEntries(keys.map((k) => [k, getComputedStyle(el).getPropertyValue(k)]));
      // Layout boxes (the spinner turns, so its painted box does not hold still).
      const place = (el: HTMLElement) => ({ left: el.offsetLeft, top: el.offsetTop, width: el.offsetWidth, height: el.offsetHeight });
      return {
        box: place(box as HTMLElement),
        spinner: { ...place(spinner), ...pick(spinner, ['border-top-color', 'border-bottom-color', 'animation-name', 'animation-duration']) },
        label: { ...place(label), ...pick(label, ['color', 'font-size', 'line-height']) },
      };
    });
  };
  // No script: what the HTML and the linked stylesheet alone paint.
  const staticContext = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  const staticPage = await staticContext.newPage();
  await staticPage.goto('/dashboard/daily-brief');
  const before = await visual(staticPage);
  await staticContext.close();
  // React's own loading screen, held while the session check is answered.
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/auth/me', async (route) => (await held, route.continue()));
  const page = await context.newPage();
  await page.goto('/dashboard/daily-brief');
  await expect(page.locator('#root .chakra-spinner')).toBeVisible();
  const drawn = await visual(page);
  release();
  await context.close();
  expect(drawn).toEqual(before);
  expect((before.spinner as Record<string, unknown>)['animation-name']).toBe('spin');
});
