/**
 * The app's Chakra system carries only the recipes of the components it uses
 * (src/components/ui/theme.ts). This test finds every name imported from '@chakra-ui/react' in
 * src/, follows that component's modules inside Chakra's dist, collects the recipe keys they ask
 * the system for, and checks that each key the default theme styles is in the app's system.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/components/ui/system';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CHAKRA = path.join(ROOT, 'node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/gs)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's index re-exports each component from its module: name → file. */
function exportMap(): Map<string, string> {
  const map = new Map<string, string>();
  const index = readFileSync(path.join(CHAKRA, 'index.js'), 'utf8');
  for (const match of index.matchAll(/export \{([^}]+)\} from '([^']+)'/g)) {
    for (const part of match[1]!.split(',')) {
      const [original, alias] = part.trim().split(/\s+as\s+/);
      map.set((alias ?? original)!.trim(), path.join(CHAKRA, match[2]!));
    }
  }
  // Namespaces (Dialog, Menu, …): `import * as namespace$i from '…'; export { namespace$i as Dialog };`
  const namespaces = new Map<string, string>();
  for (const match of index.matchAll(/import \* as (\S+) from '([^']+)'/g)) {
    namespaces.set(match[1]!, path.join(CHAKRA, match[2]!));
  }
  for (const match of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    const file = namespaces.get(match[1]!);
    if (file) map.set(match[2]!, file);
  }
  return map;
}

/** Recipe keys a module and the component modules it imports ask for. */
function recipeKeys(entry: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
      const next = path.resolve(path.dirname(file), match[1]!);
      if (next.startsWith(path.join(CHAKRA, 'components'))) stack.push(next);
    }
  }
  return keys;
}

describe('the Chakra system', () => {
  it('has the default recipe of every component the app imports', () => {
    const exports = exportMap();
    const needed = new Set<string>();
    for (const name of importedNames()) {
      const file = exports.get(name);
      if (file?.includes('/components/')) for (const key of recipeKeys(file)) needed.add(key);
    }
    // The walk must see the components the app is built on, or it checks nothing.
    expect(needed).toContain('button');
    expect(needed).toContain('dialog');
    expect(needed).toContain('inputAddon');

    const hasRecipe = (s: typeof system, key: string) => Boolean(s.getRecipe(key) ?? s.getSlotRecipe(key));
    const styledByDefault = [...needed].filter((key) => hasRecipe(defaultSystem, key));
    const missing = styledByDefault.filter((key) => !hasRecipe(system, key));
    expect(missing).toEqual([]);
  });

  it('leaves out recipes nothing uses', () => {
    expect(system.getSlotRecipe('datePicker')).toBeUndefined();
    expect(system.getSlotRecipe('colorPicker')).toBeUndefined();
  });
});
