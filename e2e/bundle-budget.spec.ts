// The cold-load JavaScript budget of /dashboard/daily-brief, and each shared singleton downloaded once.
import { expect, test } from '@playwright/test';
import { BUNDLE_BUDGET_GZIP_BYTES, demoAccount, waitForDailyBrief } from './support/bench-settings';
import { downloadedSharedGroups, REQUIRED_SINGLETON_GROUPS } from './support/bundle-attribution';
import { formatReport, measureColdLoad } from './support/measure-bundle';

test('a cold load of the daily brief stays within its 222.5 KB gzipped budget with no duplicated singleton', async ({ browser, baseURL }) => {
  const report = await measureColdLoad(browser, { baseURL: baseURL ?? '', ...demoAccount, ready: waitForDailyBrief });
  const summary = formatReport(report);
  console.log(summary);
  expect(
    report.scripts.some((s) => s.container === 'mf_brief'),
    summary,
  ).toBe(true);
  // Exactly once: every singleton the page needs was downloaded, and none from two containers.
  const downloaded = downloadedSharedGroups(report.scripts);
  expect(
    REQUIRED_SINGLETON_GROUPS.filter((g) => !downloaded.has(g)),
    summary,
  ).toEqual([]);
  expect(report.duplicated, summary).toEqual([]);
  expect(report.loadedShares, summary).toEqual(
    expect.arrayContaining(['react', 'react-dom', '@emotion/react', '@provana/ui', '@provana/api-client', '@provana/router']),
  );
  expect(report.runtimeDuplicates, summary).toEqual([]);
  expect(report.total.gzipBytes, summary).toBeLessThanOrEqual(BUNDLE_BUDGET_GZIP_BYTES);
});
