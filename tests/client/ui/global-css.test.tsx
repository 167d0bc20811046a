/**
 * The build writes Chakra's global styles into index.html (scripts/chakra-global-css.ts) instead
 * of letting `ChakraProvider` compute and insert them at run time. This test renders the app's
 * system the run-time way, as the published Chakra does in a browser, and checks that the build's
 * CSS text (rendered by emotion in Node, where there is no DOM) is exactly what was inserted.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/components/ui/system';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function builtCss(): string {
  const program = `const m = await import('./scripts/chakra-global-css.ts'); process.stdout.write(await m.systemGlobalCss());`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

describe("the build's Chakra global styles", () => {
  it('are the rules ChakraProvider inserts at run time, in the same order', () => {
    render(<ChakraProvider value={system}>x</ChakraProvider>);
    const inserted = Array.from(document.head.querySelectorAll('style[data-emotion="css-global"]')).map(
      (tag) => tag.textContent ?? '',
    );
    // The first global is Chakra's layer order, which ChakraProvider still inserts; then the system's.
    expect(inserted[0]).toBe('@layer reset,base,tokens,recipes;');
    const built = builtCss();
    expect(built.length).toBeGreaterThan(20_000);
    expect(inserted.slice(1).join('')).toBe(built);
  }, 60_000);
});
