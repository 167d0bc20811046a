/**
 * dist/first-load/*.html (scripts/first-load-pages.ts): index.html with modulepreloads of the
 * chunks a signed-in page's first render needs beyond the app's entry, each once.
 */
import { firstLoadPageHtml, firstLoadPreloads } from '../../scripts/first-load-pages';
import type { OutputBundle } from '../../scripts/login-page';

function chunk(fileName: string, imports: string[], extra: Record<string, unknown> = {}) {
  return { type: 'chunk', fileName, imports, isEntry: false, isDynamicEntry: false, facadeModuleId: null, ...extra };
}

// The app entry imports react and shell; the layout and the POS share counter; the dashboard has its own chunk.
const bundle = Object.fromEntries(
  [
    chunk('assets/index-A.js', ['assets/react-B.js', 'assets/shell-C.js'], { isEntry: true, name: 'index' }),
    chunk('assets/react-B.js', []),
    chunk('assets/shell-C.js', ['assets/react-B.js']),
    chunk('assets/counter-D.js', ['assets/shell-C.js']),
    chunk('assets/_app-E.js', ['assets/counter-D.js', 'assets/react-B.js'], {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/routes/_app.tsx?tsr-split=component',
    }),
    chunk('assets/pos-F.js', ['assets/counter-D.js'], {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/routes/_app/pos.tsx?tsr-split=component',
    }),
    chunk('assets/pos-orders-G.js', ['assets/shell-C.js'], {
      isDynamicEntry: true,
      facadeModuleId: '/repo/src/routes/_app/pos-orders/index.tsx?tsr-split=component',
    }),
  ].map((c) => [c.fileName, c]),
) as unknown as OutputBundle;

describe('the first-load pages', () => {
  it("preloads the page's chunks and what they import, not what the entry already loads, each once", () => {
    expect(firstLoadPreloads(bundle, ['src/routes/_app.tsx', 'src/routes/_app/pos.tsx'])).toEqual([
      'assets/_app-E.js',
      'assets/counter-D.js',
      'assets/pos-F.js',
    ]);
  });

  it('refuses a module the build has no chunk for, rather than writing a page that preloads less', () => {
    expect(() => firstLoadPreloads(bundle, ['src/routes/_app/gone.tsx'])).toThrow(
      /no chunk for src\/routes\/_app\/gone.tsx/,
    );
  });

  it('keeps index.html and adds the preloads, at low priority, at the end of its head', () => {
    const index =
      '<html>\n  <head>\n    <script type="module" src="/assets/index-A.js"></script>\n  </head>\n  <body></body>\n</html>';
    const html = firstLoadPageHtml(index, ['assets/_app-E.js', 'assets/pos-F.js']);
    expect(html).toBe(
      '<html>\n  <head>\n    <script type="module" src="/assets/index-A.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/_app-E.js">\n' +
        '    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/pos-F.js">\n  </head>\n  <body></body>\n</html>',
    );
    expect(() => firstLoadPageHtml('<html><body></body></html>', [])).toThrow(/no <\/head>/);
  });
});
