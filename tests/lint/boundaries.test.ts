/**
 * The folder rules bite: the repository's ESLint configuration, rooted at a small fixture tree
 * (tests/fixtures/lint), refuses a feature imported from src/db, a cycle between two files, and
 * storage, UI or browser use in src/search — and lets the allowed counterparts through.
 */
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { pharmatillConfig } from '../../eslint.config.js';

const root = join(import.meta.dirname, '../fixtures/lint');

/** Each fixture file's problems as `rule: line`, sorted. */
let problems: Map<string, string[]>;

beforeAll(async () => {
  // typescript-eslint's config type and ESLint's differ only in how loosely they type options.
  const overrideConfig = pharmatillConfig(root) as Linter.Config[];
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig });
  const results = await eslint.lintFiles(['src']);
  problems = new Map(
    results.map((result) => [
      result.filePath.slice(root.length + 1),
      result.messages.map((message) => `${message.ruleId}: ${message.line}`).sort(),
    ]),
  );
});

describe('folder rules', () => {
  it('lints every fixture file', () => {
    expect([...problems.keys()].sort()).toEqual([
      'src/components/ping.ts',
      'src/components/pong.ts',
      'src/db/imports-domain.ts',
      'src/db/imports-feature.ts',
      'src/domain/money.ts',
      'src/features/pos/sell-button.ts',
      'src/search/imports-storage-and-ui.ts',
      'src/search/pure-words.ts',
    ]);
  });

  it('refuses a feature imported from src/db', () => {
    expect(problems.get('src/db/imports-feature.ts')).toEqual(['import-x/no-restricted-paths: 2']);
  });

  it('refuses a cycle between two files, on both sides', () => {
    expect(problems.get('src/components/ping.ts')).toEqual(['import-x/no-cycle: 2']);
    expect(problems.get('src/components/pong.ts')).toEqual(['import-x/no-cycle: 1']);
  });

  it('refuses Dexie, React and browser objects in src/search', () => {
    expect(problems.get('src/search/imports-storage-and-ui.ts')).toEqual([
      'no-restricted-globals: 5',
      'no-restricted-imports: 2',
      'no-restricted-imports: 3',
    ]);
  });

  it('lets the allowed imports through', () => {
    expect(problems.get('src/db/imports-domain.ts')).toEqual([]);
    expect(problems.get('src/search/pure-words.ts')).toEqual([]);
    expect(problems.get('src/features/pos/sell-button.ts')).toEqual([]);
  });
});
