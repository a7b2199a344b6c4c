import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{api,shell,mf-*,packages/*}/{src,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    environment: 'node',
    testTimeout: 20000,
  },
});
