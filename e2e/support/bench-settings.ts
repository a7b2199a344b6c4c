// Settings shared by the bundle benchmark (a plain Node script) and the e2e suites.
import { expect, type Page } from '@playwright/test';

/** Debian's Chromium (Playwright's browser download is blocked here), flags that work as root. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** Seeded on the server's first start; owns executive 1. */
export const demoAccount = { email: 'demo@provana.app', password: 'demo1234' } as const;

/**
 * Budget the bundle test enforces (gzip level 9 of each response): the ceiling for the daily brief's
 * cold load with Module Federation 2.0's runtime in the shell and each remote entry,
 * so a remote that adds bytes to the first screen fails a test. Code a remote needs goes in the remote
 * or in an injected api-client subpath (`@provana/api-client/<domain>`). The figures and what moved
 * them are in packages/federation/README.md.
 */
export const BUNDLE_BUDGET_GZIP_BYTES = 222.5 * 1024;

/** Resolves when the Daily Brief section has rendered its data. */
export async function waitForDailyBrief(page: Page): Promise<void> {
  await expect(page.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
}
