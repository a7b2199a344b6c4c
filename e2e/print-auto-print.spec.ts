// ?auto-print=true prints exactly once, about a second after the report has loaded. The page's clock is
// Playwright's: it runs as usual until a test moves it on, firing every timer due, instead of waiting.
import { expect, test } from '@playwright/test';
import { newAccountContext } from './support/app';
import { assertPrintBuilt, openReport } from './support/print';

test.beforeAll(assertPrintBuilt);

type Counted = { printCalls: number[] };

test('auto-print=true calls print once, about 1 s after the report renders', async ({ page, context }) => {
  await newAccountContext(context, 'print-auto');
  await context.clock.install();
  await context.addInitScript(() => {
    const w = window as unknown as Counted;
    w.printCalls = [];
    window.print = () => {
      w.printCalls.push(performance.now());
    };
  });
  await openReport(page, '/print-report/executive-summary?auto-print=true');
  const rendered = await page.evaluate(() => ({ at: performance.now(), calls: (window as unknown as Counted).printCalls.length }));
  // Not at once: the print is scheduled about 1000 ms after the data arrived (which is at or before
  // the moment we saw the report; how long before depends on the machine's load, so no lower bound).
  expect(rendered.calls).toBe(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as Counted).printCalls.length), { timeout: 10_000 }).toBe(1);
  const [calledAt] = await page.evaluate(() => (window as unknown as Counted).printCalls);
  expect((calledAt ?? 0) - rendered.at).toBeLessThan(2500);
  await page.clock.runFor(5000);
  expect(await page.evaluate(() => (window as unknown as Counted).printCalls.length)).toBe(1);
});

test('without auto-print the report never prints by itself', async ({ page, context }) => {
  await newAccountContext(context, 'print-noauto');
  await context.clock.install();
  await context.addInitScript(() => {
    const w = window as unknown as Counted;
    w.printCalls = [];
    window.print = () => {
      w.printCalls.push(performance.now());
    };
  });
  await openReport(page, '/print-report/executive-summary');
  await page.clock.runFor(5000);
  expect(await page.evaluate(() => (window as unknown as Counted).printCalls.length)).toBe(0);
});
