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
 * Budget the bundle test enforces: just above today's cold load (191.6 KB gzipped with all six remotes,
 * 25 November 2026), so a remote that adds bytes to the first screen fails a test. Code a remote
 * needs goes in the remote or in an injected api-client subpath (`@provana/api-client/<domain>`).
 * 236.1 KB before webpack's own container plugin replaced @module-federation/enhanced's runtime (-27 KB)
 * and the first-run dialogs moved onto the browser's <dialog> (Chakra's dialog machine off the first
 * screen, -18 KB).
 */
export const BUNDLE_BUDGET_GZIP_BYTES = 192 * 1024;

/** Resolves when the Daily Brief section has rendered its data. */
export async function waitForDailyBrief(page: Page): Promise<void> {
  await expect(page.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
}
