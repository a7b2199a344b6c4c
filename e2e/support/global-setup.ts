// Playwright global setup: checks the production builds exist, then starts the real server on a
// fresh temporary database. The URL goes to the specs through E2E_BASE_URL (set before workers start).
// With E2E_EXTERNAL_SERVER=1 the suites run against a server already listening on E2E_PORT instead.
import type { FullConfig } from '@playwright/test';
import { assertBuildsExist, startAppServer } from './servers';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT ?? 4173);
  if (process.env.E2E_EXTERNAL_SERVER === '1') {
    process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
    return async () => {};
  }
  assertBuildsExist();
  const server = await startAppServer({ port });
  process.env.E2E_BASE_URL = server.url;
  return server.stop;
}
