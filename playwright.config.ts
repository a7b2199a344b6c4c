// Browser tests against the production builds, served by the real server (see e2e/support/global-setup.ts),
// in Debian's Chromium (Playwright's own browser download is blocked here). Two workers share the
// 2-core machine, one spec file each (a file's tests run in order); the specs that measure bytes or time
// are the project "serial", which scripts/test.sh runs afterwards with the machine to itself.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/bench-settings';

/** What a busy neighbour would change: the first screen's bytes and timing, timers, the live clock. */
const SERIAL_SPECS = [
  'bundle-budget',
  'bundle-attribution',
  'wire-bytes',
  'first-screen-prefetch',
  'print-auto-print',
  'delegated-access',
  'reminders',
  'offline-app',
].map((name) => `${name}.spec.ts`);

const port = Number(process.env.E2E_PORT ?? 4173);
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  projects: [
    { name: 'parallel', testIgnore: SERIAL_SPECS },
    { name: 'serial', testMatch: SERIAL_SPECS, workers: 1 },
  ],
  // Playwright's CI default: a failed test runs once more, recording a trace, and the report names it
  // flaky if that run passes. Recording a trace on every first run cost 10–30 % of a spec's time.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    // The shell's service worker is off except in the suite that tests it (offline-app.spec.ts): its
    // precache would download every chunk in each test and count in the byte budgets.
    serviceWorkers: 'block',
  },
});
