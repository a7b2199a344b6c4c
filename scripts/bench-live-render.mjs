// `npm run bench:live-render`: how long an open daily brief takes to show a change made elsewhere,
// the browser's half of the "every open dashboard shows it within 2 s" promise (`bench:live` in api
// measures the server's half: hints reaching 1,000 streams). One signed-in page holds the brief open;
// priorities are completed through the API, as a delegate's browser would; the page's own clock
// times the save's start, the brief's refetch arriving and the row turning completed, at Chromium's
// CPU throttling 1×, 4× and 6× (a slow phone, or a machine busy with other work). The first change
// is printed apart: it renders parts the page has not drawn yet. A benchmark, not a test: it prints figures.
// Options: --no-build (use the existing dist/ folders), --changes=N (default 6), --rates=1,4,6.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';

register(); // lets this plain .mjs import the TypeScript helpers shared with the e2e suites
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { assertBuildsExist, startAppServer } = await import('../e2e/support/servers.ts');
const { chromiumLaunchOptions } = await import('../e2e/support/bench-settings.ts');
const { expectDailyBrief, newAccountContext } = await import('../e2e/support/app.ts');

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const changes = Number(option('changes', 6));
const rates = option('rates', '1,4,6').split(',').map(Number);
if (!args.includes('--no-build')) execFileSync('bash', ['scripts/build-apps.sh'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
assertBuildsExist();

/** Watches, inside the page, for the brief's refetch and for the row of `task` turning completed. */
function watchRow(task) {
  const probe = { fetched: undefined, shown: undefined };
  window.__liveProbe = probe;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name.endsWith('/daily-brief') && probe.fetched === undefined) probe.fetched = entry.startTime + entry.duration;
  });
  observer.observe({ type: 'resource' });
  const row = () => [...document.querySelectorAll('[data-testid="brief-priority"]')].find((el) => el.textContent?.includes(task));
  const mutations = new MutationObserver(() => {
    if (probe.shown === undefined && row()?.getAttribute('data-completed') === 'true') {
      probe.shown = performance.now();
      mutations.disconnect();
      observer.disconnect();
    }
  });
  mutations.observe(document.body, { subtree: true, attributes: true, childList: true });
  return performance.now();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** One fresh account and page at one throttling rate: the times of each change, in order. */
async function measureAt(browser, baseURL, rate) {
  const context = await browser.newContext({ baseURL });
  try {
    const { executiveId } = await newAccountContext(context, `live-render-${rate}x`);
    const page = await context.newPage();
    // The reminder watcher loads a few seconds after the first screen: let it, so it is not measured.
    const watcher = page.waitForRequest((r) => r.url().includes('/reminders/due'), { timeout: 60_000 });
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    await watcher;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const priorities = await (await context.request.get(`/api/executive/${executiveId}/priorities`)).json();
    const shownOnBrief = async (task) => (await page.getByTestId('brief-priority').filter({ hasText: task }).count()) > 0;
    const times = [];
    for (const priority of priorities.filter((p) => !p.completed)) {
      if (times.length === changes) break;
      if (!(await shownOnBrief(priority.task))) continue;
      const sent = await page.evaluate(watchRow, priority.task);
      const saved = await context.request.patch(`/api/executive/${executiveId}/priorities/${priority.id}`, { data: { completed: true } });
      if (!saved.ok()) throw new Error(`completing a priority: ${saved.status()} ${await saved.text()}`);
      await page.waitForFunction(() => window.__liveProbe.shown !== undefined, undefined, { timeout: 60_000, polling: 100 });
      const probe = await page.evaluate(() => window.__liveProbe);
      times.push({ total: probe.shown - sent, render: probe.shown - (probe.fetched ?? sent) });
    }
    return times;
  } finally {
    await context.close();
  }
}

const server = await startAppServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(`Live change on an open daily brief (${changes} completions per rate, ${new Date().toISOString().slice(0, 10)})`);
  console.log('CPU   first change: save→shown (refetch→shown)   later changes, median: save→shown (refetch→shown)');
  for (const rate of rates) {
    const [first, ...later] = await measureAt(browser, server.url, rate);
    const ms = (value) => `${Math.round(value)} ms`.padStart(7);
    console.log(
      `${`${rate}×`.padEnd(5)} ${ms(first.total)} (${ms(first.render)})${' '.repeat(20)}${ms(median(later.map((t) => t.total)))} (${ms(median(later.map((t) => t.render)))})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
