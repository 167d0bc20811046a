// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages that hold state or do IO: pure folders (domain, search) and the sync engine import none. */
const IO_PACKAGES = [
  'react',
  'react-dom',
  'react-*',
  'dexie',
  'dexie-*',
  'ky',
  'jotai',
  'jotai/*',
  '@tanstack/*',
  '@chakra-ui/*',
  'workbox-*',
  'node:*',
  'fastify*',
  'pg',
  'drizzle-orm*',
];

/** Browser objects a pure folder never reaches for (search is handed a pause, never a timer). */
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'indexedDB', 'localStorage', 'sessionStorage', 'fetch'];

/**
 * DESIGN.md §2 / STYLE.md 4: dependencies point one way. Paths are relative to `root`; `except`
 * lists what a folder may import (relative to `./src`), so anything new is refused until a rule
 * says it belongs.
 * @param {string} root
 */
function boundaryZones(root) {
  const features = (() => {
    try {
      return readdirSync(join(root, 'src/features'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  })();
  /** STYLE.md 4: a feature never imports another feature. One zone per existing feature folder. */
  const featureZones = features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature; move the shared piece down to components/, api/, db/ or domain/.',
  }));
  return [
    {
      target: './src/domain',
      from: './src',
      except: ['./domain', './i18n'],
      message: 'src/domain is pure: it imports nothing but itself and the message catalogue.',
    },
    { target: './src/domain', from: ['./server', './sw'], message: 'src/domain is shared, it imports no app.' },
    {
      target: './src/search',
      from: './src',
      except: ['./search', './domain'],
      message: 'src/search is pure: it imports only itself and src/domain.',
    },
    {
      target: './src/sync',
      from: './src',
      except: ['./sync', './domain'],
      message:
        'src/sync is the engine and its protocol: it imports only itself and src/domain (ports stand for the rest).',
    },
    {
      target: './src/db',
      from: './src',
      except: ['./db', './domain', './search', './sync/ports.ts', './sync/protocol.ts', './sync/protocol-values.ts'],
      message: 'src/db imports only src/domain, src/search and the sync ports and protocol (db → sync, never back).',
    },
    {
      target: './src/api',
      from: './src',
      except: ['./api', './domain', './i18n', './sync/protocol.ts', './sync/protocol-values.ts'],
      message: 'src/api imports only src/domain, src/i18n and the sync protocol.',
    },
    {
      target: './src/till',
      from: './src',
      except: ['./till', './db', './sync', './search', './api', './domain', './i18n'],
      message: 'src/till sits below the screens: it does not import components, features or routes.',
    },
    {
      target: './src/components',
      from: ['./src/features', './src/routes'],
      message: 'Shared layers do not import features or routes.',
    },
    { target: './src/features', from: './src/routes', message: 'Features do not import routes.' },
    { target: './src', from: './server', message: 'The PWA does not import server code.' },
    {
      target: './server',
      from: './src',
      except: ['./domain', './i18n', './sync/protocol.ts', './sync/protocol-values.ts'],
      message: 'The server shares only src/domain, src/i18n and src/sync/protocol with the PWA.',
    },
    {
      target: './sw',
      from: './src',
      except: ['./sync/background-sync-tag.ts', './domain/login-page-path.ts'],
      message:
        'The service worker bundles what it imports: it shares only the background-sync tag and the login page path with the PWA.',
    },
    ...featureZones,
  ];
}

/**
 * The whole configuration for a tree rooted at `root`: the repository's by default, and the lint
 * fixtures' in tests/lint/boundaries.test.ts, which proves the rules below refuse what they should.
 * @param {string} root
 */
export function pharmatillConfig(root) {
  const projects = ['tsconfig.app.json', 'tsconfig.node.json'].map((file) => join(root, file)).filter(existsSync);
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dev-dist/**',
        'node_modules/**',
        'var/**',
        'coverage/**',
        '.tmp/**',
        'src/route-tree.gen.ts',
        'server/db/migrations/**',
        // Files that break the rules on purpose, linted by tests/lint/boundaries.test.ts.
        'tests/fixtures/lint/**',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: { ...globals.node, ...globals.browser },
      },
      plugins: { 'import-x': importX, 'check-file': checkFile },
      settings: {
        // import-x reads imported TypeScript files itself (no-cycle follows them): with this parser.
        'import-x/extensions': ['.ts', '.tsx', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: projects.length > 0 ? projects : undefined,
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
        ],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        'no-console': ['error', { allow: ['warn', 'error'] }],
        eqeqeq: ['error', 'always'],
        // STYLE.md 9: kebab-case file and folder names.
        'check-file/filename-naming-convention': [
          'error',
          { '{src,server,sw,scripts,tests}/**/*.{ts,tsx}': 'KEBAB_CASE' },
          { ignoreMiddleExtensions: true },
        ],
        'check-file/folder-naming-convention': ['error', { '{src,server,sw,scripts,tests}/**/': 'KEBAB_CASE' }],
        // DESIGN.md §2 / STYLE.md 4: dependencies point one way (zones above).
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
      },
    },
    {
      files: ['src/domain/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: IO_PACKAGES, message: 'src/domain is pure TypeScript.' }] },
        ],
      },
    },
    {
      // The search index is a pure data structure: no storage, no UI, no browser, no timers.
      files: ['src/search/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: IO_PACKAGES, message: 'src/search is pure: no storage, UI or platform imports.' }] },
        ],
        'no-restricted-globals': [
          'error',
          ...[...BROWSER_GLOBALS, 'setTimeout', 'setInterval', 'requestAnimationFrame'].map((name) => ({
            name,
            message: 'src/search is pure: the caller hands it what it needs (a pause, the rows).',
          })),
        ],
      },
    },
    {
      // The sync engine reaches storage, network and time through its ports only.
      files: ['src/sync/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: IO_PACKAGES, message: 'src/sync reaches storage and network through its ports.' }] },
        ],
        'no-restricted-globals': [
          'error',
          ...BROWSER_GLOBALS.map((name) => ({
            name,
            message: 'src/sync reaches storage and network through its ports (the till session plugs them in).',
          })),
        ],
      },
    },
    {
      // A cycle makes load order matter and hides which layer owns what.
      files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
      rules: { 'import-x/no-cycle': 'error' },
    },
    {
      // TanStack Router file routes are named by the router's conventions ($id, __root, _layout).
      files: ['src/routes/**/*.{ts,tsx}'],
      rules: { 'check-file/filename-naming-convention': 'off', 'check-file/folder-naming-convention': 'off' },
    },
    {
      files: ['src/**/*.tsx'],
      plugins: { 'react-hooks': reactHooks },
      rules: { ...reactHooks.configs.recommended.rules },
    },
    {
      files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,tsx}'],
      rules: { 'no-console': 'off' },
    },
    {
      // Every spreadsheet the server writes goes through the formula-injection guard.
      files: ['server/**/*.ts'],
      ignores: ['server/lib/formula-injection.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "MemberExpression[property.name='writeBuffer']",
            message:
              'Write workbooks with workbookBuffer (server/lib/formula-injection.ts), which guards formula-like text.',
          },
        ],
      },
    },
  );
}

export default pharmatillConfig(import.meta.dirname);
