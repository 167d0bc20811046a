import { defineConfig } from 'vitest/config';

/** Browser tests: real server, real PostgreSQL, Debian's Chromium through playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    globals: true,
    environment: 'node',
    reporters: ['default', ['./tests/summary-reporter.ts', { label: 'e2e' }]],
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/clean-up.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One Chromium and one server at a time on a two-core machine keeps the runs steady.
    fileParallelism: false,
  },
});
