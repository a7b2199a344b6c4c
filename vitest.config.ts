import { defineConfig } from 'vitest/config';

// The server's own zone must not matter: tests run it in UTC, executives in their own zones.
const env = { TZ: 'UTC' };
const exclude = ['**/node_modules/**', '**/dist/**', 'e2e/**'];

export default defineConfig({
  test: {
    testTimeout: 20000,
    // Two files at a time (the default is one fewer than the cores: 1 on the 2-core machines this runs
    // on): both suites finish far sooner and every file stays green (PostgreSQL files each work on
    // their own cloned database).
    maxWorkers: 2,
    projects: [
      {
        // Everything, the API over SQLite in memory.
        test: {
          name: 'unit',
          include: ['{api,shell,mf-*,packages/*,scripts}/{src,test}/**/*.test.{ts,tsx}'],
          exclude,
          environment: 'node',
          env,
          testTimeout: 20000,
          globalSetup: ['api/test/support/sqlite-global-setup.ts'],
          setupFiles: ['api/test/support/close-test-databases.ts'],
        },
      },
      {
        // The repository and API suites again, over a real PostgreSQL (one throwaway server per run).
        test: {
          name: 'postgres',
          include: ['api/src/{app,db,routes,auth,middleware,services}/**/*.test.ts', 'api/src/*.test.ts', 'api/test/**/*.test.ts'],
          // The property test fuzzes request validation, which runs before any query; it counts writes
          // with SQLite's total_changes(), so it runs on SQLite only.
          exclude: [...exclude, 'api/test/property/**'],
          environment: 'node',
          env: { ...env, PROVANA_TEST_DB: 'postgres' },
          testTimeout: 30000,
          hookTimeout: 60000,
          globalSetup: ['api/test/support/postgres-global-setup.ts'],
          setupFiles: ['api/test/support/close-test-databases.ts'],
        },
      },
    ],
  },
});
