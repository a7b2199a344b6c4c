// `npm run bench:lighthouse`: Lighthouse (the pinned 12.8) performance of a signed-in cold load of
// /dashboard/daily-brief, desktop and mobile (Lighthouse's default simulated throttling: a mid-range
// phone on slow 4G), the median of 5 runs each, in Debian's Chromium against the production builds
// served by the API on a loopback port with a fresh temporary database. A benchmark, not a test:
// it prints figures (docs/performance.md keeps them).
// Options: --runs=N (default 5), --no-build (use the existing dist/ folders), --only=desktop|mobile, --json,
// --control=<checkout>: alternate every run with another checkout's build (a worktree of an older commit,
// installed and built), so the machine's moment weighs on both columns alike.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { register } from 'tsx/esm/api';

register(); // lets this plain .mjs import the TypeScript server helpers shared with the e2e suites
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromiumLaunchOptions, demoAccount } = await import('../e2e/support/bench-settings.ts');
const { startBuilds } = await import('./bench-builds.mjs');

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 5);
if (!args.includes('--no-build')) execFileSync('bash', ['scripts/build-apps.sh'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
const control = args.find((a) => a.startsWith('--control='))?.split('=')[1];

/** The demo account's session cookie, sent with every request Lighthouse makes (its storage reset keeps headers). */
async function signIn(baseURL) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...demoAccount, rememberMe: true }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!res.ok || !cookie) throw new Error(`demo sign-in failed: ${res.status}`);
  return cookie;
}

/** One Lighthouse run in a Chromium of its own (a cold cache and a fresh profile each time). */
async function runOnce(url, cookie, config) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', extraHeaders: { Cookie: cookie } },
      config,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

function summary(label, lhr) {
  const figures = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
  return { label, score: Math.round((lhr.categories.performance.score ?? 0) * 100), ...figures };
}

/** One run of a build, retried when Lighthouse's own trace failed (NO_NAVSTART and the like): up to 3 tries. */
async function measure(build, label, config, round) {
  const url = `${build.url}/dashboard/daily-brief`;
  let lhr = await runOnce(url, build.cookie, config);
  for (let retry = 0; lhr.runtimeError && retry < 2; retry++) lhr = await runOnce(url, build.cookie, config);
  if (lhr.runtimeError) throw new Error(`${build.label} ${label} run ${round}: ${lhr.runtimeError.message}`);
  if (!lhr.finalDisplayedUrl.endsWith('/dashboard/daily-brief'))
    throw new Error(`${build.label} ${label} run ${round} ended at ${lhr.finalDisplayedUrl}, not the daily brief (signed out?)`);
  process.stderr.write(`${build.label} ${label} run ${round}/${runs}: ${Math.round(lhr.categories.performance.score * 100)}\n`);
  return lhr;
}

const builds = await startBuilds(root, control);
try {
  for (const build of builds) build.cookie = await signIn(build.url);
  const report = { measured: new Date().toISOString().slice(0, 10), lighthouse: '12.8', runs, url: '/dashboard/daily-brief', results: [] };
  const only = args.find((a) => a.startsWith('--only='))?.split('=')[1];
  for (const [label, config] of [
    ['desktop', desktopConfig],
    ['mobile', undefined],
  ].filter(([name]) => !only || name === only)) {
    const lhrs = builds.map(() => []);
    // Round by round, each build once: alternated, not one build's runs after the other's.
    for (let i = 0; i < runs; i++) for (const [index, build] of builds.entries()) lhrs[index].push(await measure(build, label, config, i + 1));
    for (const [index, build] of builds.entries())
      report.results.push({
        build: build.label,
        ...summary(label, computeMedianRun(lhrs[index])),
        scores: lhrs[index].map((l) => Math.round(l.categories.performance.score * 100)),
      });
  }
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(`Lighthouse ${report.lighthouse}, median of ${runs}, ${report.url} signed in, ${report.measured}`);
    for (const r of report.results) {
      console.log(
        `${r.label.padEnd(8)} ${r.build.padEnd(22)} performance ${String(r.score).padStart(3)}  (runs ${r.scores.join(', ')})  FCP ${r['first-contentful-paint']}  LCP ${r['largest-contentful-paint']}  TBT ${r['total-blocking-time']}  CLS ${r['cumulative-layout-shift']}  SI ${r['speed-index']}`,
      );
    }
  }
} finally {
  for (const build of builds) await build.stop();
}
