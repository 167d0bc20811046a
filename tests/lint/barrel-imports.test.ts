/**
 * Barrel imports rewritten to the defining modules (scripts/barrel-imports.ts): the installed
 * barrels are read in full, each rewritten name is the binding the barrel hands out, and what
 * cannot be read stays with the barrel. That the built app works with them: the browser tests,
 * which run on the build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readBarrel, rewriteStatement } from '../../scripts/barrel-imports';

const ROOT = path.resolve(import.meta.dirname, '../..');
const nm = (file: string) => path.join(ROOT, 'node_modules', file);
const barrel = (file: string) => readBarrel(nm(file), readFileSync(nm(file), 'utf8'));

describe('barrel imports', () => {
  it("reads every name of the installed Chakra, Ark and zag barrels the app's build goes through", () => {
    const chakra = barrel('@chakra-ui/react/dist/esm/index.js');
    // Chakra's index: `export { … } from`, and namespaces through `import * as` then `export { … }`.
    expect(chakra.get('Box')).toEqual({
      source: nm('@chakra-ui/react/dist/esm/components/box/index.js'),
      imported: 'Box',
    });
    expect(chakra.get('Dialog')).toEqual({
      source: nm('@chakra-ui/react/dist/esm/components/dialog/namespace.js'),
      imported: '*',
    });
    // A name it passes on from another barrel keeps that barrel, which is rewritten where it is read.
    expect(chakra.get('useTabs')).toEqual({ source: '@ark-ui/react/tabs', imported: 'useTabs' });
    // Ark's and zag's indexes: `import { a } from './x'` then a multi-line `export { a, … }`.
    expect(barrel('@ark-ui/react/dist/components/dialog/index.js').get('dialogAnatomy')).toEqual({
      source: nm('@ark-ui/react/dist/components/dialog/dialog.anatomy.js'),
      imported: 'dialogAnatomy',
    });
    const zag = barrel('@zag-js/dialog/dist/index.mjs');
    expect(zag.get('anatomy')?.source).toBe(nm('@zag-js/dialog/dist/dialog.anatomy.mjs'));
    expect(zag.get('machine')?.source).toBe(nm('@zag-js/dialog/dist/dialog.machine.mjs'));
    // lucide's aliases all name the one icon module's default export.
    const lucide = barrel('lucide-react/dist/esm/lucide-react.mjs');
    expect(lucide.get('Download')).toEqual({
      source: nm('lucide-react/dist/esm/icons/download.mjs'),
      imported: 'default',
    });
    expect(lucide.get('DownloadIcon')).toEqual(lucide.get('Download'));
  });

  it('points each name at a module that exports it', async () => {
    const chakra = barrel('@chakra-ui/react/dist/esm/index.js');
    const published = (await import(nm('@chakra-ui/react/dist/esm/index.js'))) as Record<string, unknown>;
    for (const name of ['Box', 'Button', 'Dialog', 'createSystem', 'Kbd']) {
      const origin = chakra.get(name)!;
      const module = (await import(origin.source)) as Record<string, unknown>;
      if (origin.imported === '*') expect(Object.keys(module).length).toBeGreaterThan(0);
      else expect(module[origin.imported]).toBe(published[name]);
    }
  });

  it('rewrites an import or a re-export on as many lines as it had, keeping what the barrel cannot tell', () => {
    const origins = new Map([
      ['Box', { source: '/m/box.js', imported: 'Box' }],
      ['Dialog', { source: '/m/dialog/namespace.js', imported: '*' }],
    ]);
    const statement = "import {\n  Box,\n  Dialog as D,\n  Other\n} from '@chakra-ui/react';";
    const rewritten = rewriteStatement(
      'import',
      statement,
      'Box,\n  Dialog as D,\n  Other',
      '@chakra-ui/react',
      origins,
    );
    expect(rewritten).toBe(
      'import { Box as Box } from "/m/box.js"; import * as D from "/m/dialog/namespace.js"; ' +
        'import { Other } from "@chakra-ui/react";\n\n\n\n',
    );
    expect(rewriteStatement('export', 'export { Box, Dialog };', 'Box, Dialog', 'x', origins)).toBe(
      'export { Box as Box } from "/m/box.js"; export * as Dialog from "/m/dialog/namespace.js";',
    );
  });
});
