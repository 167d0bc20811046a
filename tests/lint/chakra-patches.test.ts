/**
 * The fixes to Chakra's style engine (scripts/chakra-patches.ts) apply to the installed package
 * each exactly once, and a module whose text has changed stops the build instead of shipping
 * unpatched. What the patched engine does: tests/client/ui/chakra-patches.test.tsx.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyChakraPatches, CHAKRA_PATCHES } from '../../scripts/chakra-patches';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('Chakra patches', () => {
  it('applies each patch to the installed module', () => {
    const files = [...new Set(CHAKRA_PATCHES.map((patch) => patch.file))];
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const id = path.join(ROOT, 'node_modules', file);
      const patched = applyChakraPatches(id, readFileSync(id, 'utf8'));
      expect(patched).not.toBeNull();
      for (const patch of CHAKRA_PATCHES.filter((each) => each.file === file)) {
        expect(patched).toContain(patch.replace);
        expect(patched).not.toContain(patch.find);
      }
    }
  });

  it('leaves every other module alone', () => {
    const id = path.join(ROOT, 'node_modules/@chakra-ui/react/dist/esm/styled-system/css.js');
    expect(applyChakraPatches(id, readFileSync(id, 'utf8'))).toBeNull();
    expect(applyChakraPatches(path.join(ROOT, 'src/main.tsx'), 'const memo = 1;')).toBeNull();
  });

  it('stops on a module whose text it does not find', () => {
    const id = path.join(ROOT, 'node_modules', CHAKRA_PATCHES[0]!.file);
    expect(() => applyChakraPatches(id, 'export {};')).toThrow(/does not hold the text to patch/);
  });
});
