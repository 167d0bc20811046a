import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          globals: true,
          environment: 'node',
          include: ['tests/domain/**/*.test.ts'],
          // Ceilings for a loaded 2-core CI machine, not timing assertions.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'sync',
          globals: true,
          environment: 'node',
          include: ['tests/sync/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'search',
          globals: true,
          environment: 'node',
          include: ['tests/search/**/*.test.ts'],
          // Model tests over generated catalogues: ceilings for a loaded 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'lint',
          globals: true,
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          // ESLint with the TypeScript parser and import resolver, cold, on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          globals: true,
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          globals: true,
          environment: 'jsdom',
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
