import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chakraPatches } from './scripts/chakra-patches.ts';
import { preactAlias } from './scripts/preact-alias.ts';

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
        plugins: [react(), chakraPatches()],
        resolve: {
          // ES modules first: a CommonJS build's require('react') would miss the alias.
          conditions: ['module', 'browser', 'development|production'],
          alias: [
            // Testing Library's ES module, so that its react-dom import goes through the alias.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            // CommonJS only, so Node would load it with React itself: an ES module copy instead.
            {
              find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
              replacement: fileURLToPath(new URL('./tests/client/with-selector.ts', import.meta.url)),
            },
            ...preactAlias,
          ],
        },
        test: {
          name: 'client',
          globals: true,
          environment: 'jsdom',
          // Libraries that import react run through Vite, and so through the alias, not through Node.
          server: {
            deps: {
              inline: [
                /react/,
                /jotai/,
                /@ark-ui/,
                /@zag-js/,
                /@emotion/,
                /@chakra-ui/,
                /@tanstack/,
                /@testing-library/,
              ],
            },
          },
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
