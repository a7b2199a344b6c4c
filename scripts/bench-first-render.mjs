// `npm run bench:first-render`: the first screen's main-thread work, counted. A signed-in cold load of
// /dashboard/daily-brief in Debian's Chromium at 4× CPU throttling, from the first byte until the page
// has been quiet for 3 s: React commits and component renders (React's DevTools hook, no special
// build), renders inside the brief's priority rows, Emotion's style insertions, and long tasks. Counts
// hold on a busy machine; the long tasks are times and do not. A benchmark, not a test: it prints figures
// (the e2e suite turns the counts into budgets: e2e/first-render-budget.spec.ts).
// Options: --runs=N (default 3), --rate=N (CPU throttling, default 4), --no-build, --top=N (components
// listed, default 12), --viewport=phone|desktop (default phone), --returning (the welcome guide and greeting already seen), --control=<checkout> (alternate each run with another checkout's build, e.g. a
// worktree of an older commit with its own install and build), --json.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { register } from 'tsx/esm/api';

register(); // lets this plain .mjs import the TypeScript helpers shared with the e2e suites
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { addRenderProbe, readRenderProbeWhenIdle } = await import('../e2e/support/render-probe.ts');
const { chromiumLaunchOptions, demoAccount } = await import('../e2e/support/bench-settings.ts');
const { skipFirstRunDialogs } = await import('../e2e/support/app.ts');
const { startBuilds } = await import('./bench-builds.mjs');

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(option('runs', 3));
const rate = Number(option('rate', 4));
const top = Number(option('top', 12));
const returning = args.includes('--returning');
// Lighthouse's phone (a Moto G Power's 412 × 823) by default: the sidebars render only on wider screens.
const viewport = option('viewport', 'phone') === 'desktop' ? { width: 1440, height: 900 } : { width: 412, height: 823 };
if (!args.includes('--no-build')) execFileSync('bash', ['scripts/build-apps.sh'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });

/** One cold load in a fresh context: the probe's counts once the page is idle. */
async function measureOnce(browser, baseURL) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport });
  try {
    const signedIn = await context.request.post('/api/auth/login', { data: { ...demoAccount, rememberMe: true } });
    if (!signedIn.ok()) throw new Error(`demo sign-in failed: ${signedIn.status()}`);
    // A first visit opens the welcome guide, as in Lighthouse's fresh profile; --returning skips it.
    if (returning) await skipFirstRunDialogs(context);
    await addRenderProbe(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto('/dashboard/daily-brief');
    await page.getByText('Top Action Items Today').waitFor({ timeout: 60_000 });
    return await readRenderProbeWhenIdle(page, { timeoutMs: 60_000 });
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

function summarise(reports) {
  const pick = (f) => median(reports.map(f));
  const over50 = (r) => r.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return {
    commits: pick((r) => r.commits.length),
    renders: pick((r) => r.renders),
    briefRowRenders: pick((r) => r.briefRowRenders),
    styleInsertions: pick((r) => r.styleInsertions),
    longTasks: pick((r) => r.longTasks.length),
    longTaskMsOver50: pick(over50),
    longestTask: pick((r) => Math.max(0, ...r.longTasks.map((t) => t.duration))),
    runs: reports.map((r) => ({ commits: r.commits.length, renders: r.renders, briefRowRenders: r.briefRowRenders, styleInsertions: r.styleInsertions })),
  };
}

function print(label, reports) {
  const s = summarise(reports);
  console.log(`\n${label}: median of ${reports.length}`);
  console.log(
    `  commits ${s.commits}  renders ${s.renders}  brief-row renders ${s.briefRowRenders}  style insertions ${s.styleInsertions}` +
      `  long tasks ${s.longTasks} (${s.longTaskMsOver50} ms over 50, longest ${s.longestTask} ms)`,
  );
  console.log(
    `  runs: ${s.runs.map((r) => `${r.commits}/${r.renders}/${r.briefRowRenders}/${r.styleInsertions}`).join('  ')} (commits/renders/row renders/insertions)`,
  );
  const first = reports[0];
  console.log('  commits of run 1 (ms since navigation: components rendered, the outermost of them):');
  for (const c of first.commits) console.log(`    ${String(c.at).padStart(6)}: ${String(c.renders).padStart(5)}  ${c.outermost.join(', ')}`);
  console.log(`  long tasks of run 1 (start: ms): ${first.longTasks.map((t) => `${t.at}:${t.duration}`).join(' ')}`);
  const components = Object.entries(first.byComponent)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  console.log(`  most rendered components in run 1: ${components.map(([name, n]) => `${name} ${n}`).join(', ')}`);
  return s;
}

const control = option('control', undefined);
const builds = await startBuilds(root, control);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(`First render of /dashboard/daily-brief, signed in, cold, ${viewport.width} px wide, ${rate}× CPU (${new Date().toISOString().slice(0, 10)})`);
  const reports = builds.map(() => []);
  // Alternated run by run, so the machine's moment weighs on both builds alike.
  for (let i = 0; i < runs; i++)
    for (const [index, build] of builds.entries()) {
      reports[index].push(await measureOnce(browser, build.url));
      process.stderr.write(`${build.label} run ${i + 1}/${runs}\n`);
    }
  const summaries = builds.map((build, index) => ({ label: build.label, ...print(build.label, reports[index]) }));
  if (args.includes('--json')) console.log(JSON.stringify(summaries, null, 2));
} finally {
  await browser.close();
  for (const build of builds) await build.stop();
}
