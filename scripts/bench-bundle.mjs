// `pnpm bench:bundle`: how much JavaScript a signed-in user downloads on a COLD load of
// /dashboard/daily-brief, gzipped (level 9, of each response body), in total and per package,
// and whether every shared singleton is downloaded exactly once.
// Builds what is not built, starts the production server on a free loopback port with a fresh
// temporary database, signs in with the demo account and measures in Debian's Chromium.
// Options: --json (machine-readable report), --no-build (use the existing dist/ folders).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { chromium } from '@playwright/test';

register(); // lets this plain .mjs import the TypeScript measuring module shared with the e2e test
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { assertBuildsExist, startAppServer } = await import('../e2e/support/servers.ts');
const { measureColdLoad, formatReport } = await import('../e2e/support/measure-bundle.ts');
const { chromiumLaunchOptions, demoAccount, waitForDailyBrief } = await import('../e2e/support/bench-settings.ts');

const args = new Set(process.argv.slice(2));
if (!args.has('--no-build')) execFileSync('bash', ['scripts/build-apps.sh'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
assertBuildsExist();

const server = await startAppServer();
const browser = await chromium.launch(chromiumLaunchOptions);
let failed;
try {
  const report = await measureColdLoad(browser, { baseURL: server.url, ...demoAccount, ready: waitForDailyBrief });
  if (args.has('--json')) console.log(JSON.stringify(report, null, 2));
  else console.log(formatReport(report));
  failed = report.duplicated.length > 0 || report.runtimeDuplicates.length > 0;
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
