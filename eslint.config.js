// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** STYLE.md 4: a feature never imports another feature. One zone per existing feature folder. */
const features = (() => {
  try {
    return readdirSync('./src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature does not import another feature; move the shared piece down to components/, api/, db/ or domain/.',
}));

export default tseslint.config(
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
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
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
      // DESIGN.md §2 / STYLE.md 4: dependencies point one way.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: [
                './src/features',
                './src/routes',
                './src/components',
                './src/api',
                './src/db',
                './src/sync',
                './server',
                './sw',
              ],
              message: 'src/domain is pure: it imports nothing but itself and the message catalogue.',
            },
            {
              target: ['./src/components', './src/api', './src/db', './src/sync'],
              from: ['./src/features', './src/routes'],
              message: 'Shared layers do not import features or routes.',
            },
            { target: './src/features', from: './src/routes', message: 'Features do not import routes.' },
            { target: './src', from: './server', message: 'The PWA does not import server code.' },
            {
              target: './server',
              from: './src',
              except: ['./domain', './i18n', './sync/protocol.ts'],
              message: 'The server shares only src/domain, src/i18n and src/sync/protocol with the PWA.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'dexie',
                'ky',
                'jotai',
                '@tanstack/*',
                '@chakra-ui/*',
                'node:*',
                'fastify*',
                'pg',
                'drizzle-orm*',
              ],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
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
