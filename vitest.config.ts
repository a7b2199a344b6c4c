import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The server's own zone must not matter: tests run it in UTC, executives in their own zones.
const env = { TZ: 'UTC' };
const exclude = ['**/node_modules/**', '**/dist/**', 'e2e/**'];

/** The API's test files that replace a module (`vi.mock`): a mock needs the file's own module graph. */
function apiFilesMockingModules(dir = 'api'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : apiFilesMockingModules(file);
    return entry.name.endsWith('.test.ts') && fs.readFileSync(file, 'utf8').includes('vi.mock(') ? [file] : [];
  });
}

/**
 * The API's suites that need a module graph of their own: those that start real server processes
 * (they hand this process's environment to their children) and those that mock a module.
 */
const apiIsolated = ['api/test/processes/**/*.test.ts', ...apiFilesMockingModules()];
/** The API's suites in process over SQLite: the app, its repositories, services and libraries. */
const apiOnSqlite = ['api/src/**/*.test.ts', 'api/test/*.test.ts', 'api/test/{property,support}/**/*.test.ts'];
/** On PostgreSQL: the repository and API suites (not the pure libraries, nor the property test). */
const apiOnPostgres = ['api/src/{app,db,routes,auth,middleware,services}/**/*.test.ts', 'api/src/*.test.ts', 'api/test/*.test.ts'];

/** Real CalDAV servers (Radicale and Xandikos from Debian), once per run, for the connected-account suites. */
const CALDAV_SETUP = 'api/test/support/caldav-global-setup.ts';

/** The suites that start the real server in its own process start its production build, made once per run. */
const SERVER_BUNDLE_SETUP = 'api/test/support/server-bundle-global-setup.ts';

const sqlite = {
  environment: 'node' as const,
  env,
  testTimeout: 20000,
  globalSetup: ['api/test/support/sqlite-global-setup.ts', CALDAV_SETUP],
  setupFiles: ['api/test/support/close-test-databases.ts'],
};
const postgres = {
  environment: 'node' as const,
  env: { ...env, PROVANA_TEST_DB: 'postgres' },
  testTimeout: 30000,
  hookTimeout: 60000,
  // One throwaway server for both PostgreSQL projects (the setup counts its users).
  globalSetup: ['api/test/support/postgres-global-setup.ts', CALDAV_SETUP],
  setupFiles: ['api/test/support/close-test-databases.ts'],
};

export default defineConfig({
  test: {
    // Two files at a time (the default is one fewer than the cores: 1 on the 2-core machines this runs
    // on): every project finishes far sooner and every file stays green (PostgreSQL files each work on
    // their own cloned database).
    maxWorkers: 2,
    projects: [
      {
        // The apps, the shared packages and the scripts: each file in a fresh module graph (happy-dom,
        // React roots and module mocks must not leak from one file into the next).
        test: {
          name: 'unit',
          include: ['{shell,mf-*,packages/*,scripts}/{src,test}/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'node',
          env,
          testTimeout: 20000,
        },
      },
      {
        // The API in process over SQLite in memory. Its files share one module graph per worker
        // (`isolate: false`): the app is imported once per worker instead of once per file, which halves
        // this project's time; every file still builds its own app and database from that code.
        test: { name: 'api', include: apiOnSqlite, exclude: [...exclude, ...apiIsolated], isolate: false, ...sqlite },
      },
      { test: { name: 'api-isolated', include: apiIsolated, exclude, ...sqlite, globalSetup: [...sqlite.globalSetup, SERVER_BUNDLE_SETUP] } },
      {
        // The repository and API suites again, over a real PostgreSQL (one throwaway server per run).
        // The property test fuzzes request validation, which runs before any query; it counts writes
        // with SQLite's total_changes(), so it runs on SQLite only.
        test: { name: 'postgres', include: apiOnPostgres, exclude: [...exclude, ...apiIsolated], isolate: false, ...postgres },
      },
      { test: { name: 'postgres-isolated', include: apiIsolated, exclude, ...postgres, globalSetup: [...postgres.globalSetup, SERVER_BUNDLE_SETUP] } },
    ],
  },
});
