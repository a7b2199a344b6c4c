import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,shell,mf-*,packages/*}/{src,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    environment: 'node',
    // The server's own zone must not matter: tests run it in UTC, executives in their own zones.
    env: { TZ: 'UTC' },
    testTimeout: 20000,
  },
});
