// Browser tests against the production builds, served by the real server (see e2e/support/global-setup.ts),
// in Debian's Chromium (Playwright's own browser download is blocked here). One worker: a 2-core machine.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/bench-settings';

const port = Number(process.env.E2E_PORT ?? 4173);
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    // The shell's service worker is off except in the suite that tests it (offline-app.spec.ts): its
    // precache would download every chunk in each test and count in the byte budgets.
    serviceWorkers: 'block',
  },
});
