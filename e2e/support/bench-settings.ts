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
 * Budget the bundle test enforces: just above today's cold load (236.1 KB gzipped with all six remotes,
 * 24 November 2026), so a remote that adds bytes to the first screen fails a test. Code a remote
 * needs goes in the remote or in an injected api-client subpath (`@provana/api-client/<domain>`).
 * Issue 19 added what must run on the first screen (233.7 before): the palette's header button and the
 * keyboard shortcuts' listener (the palette itself loads on first use), the account's theme kept in sync
 * (applied before first paint by the blocking theme-init.js), and the brief's deep-link handling.
 */
export const BUNDLE_BUDGET_GZIP_BYTES = 237 * 1024;

/** Resolves when the Daily Brief section has rendered its data. */
export async function waitForDailyBrief(page: Page): Promise<void> {
  await expect(page.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
}
