/**
 * Chakra's global styles at build time (scripts/chakra-global-css.ts): the bundle's createSystem
 * no longer computes them, index.html carries them, and the login page (no Chakra) leaves them out.
 * That the CSS text is the one Chakra inserts at run time: tests/client/ui/global-css.test.tsx.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CHAKRA_SYSTEM_MODULE,
  EAGER_GLOBAL,
  GLOBAL_STYLE_TAG,
  globalCssText,
  withGlobalCss,
  withoutEagerGlobal,
} from '../../scripts/chakra-global-css';
import { loginPageHtml } from '../../scripts/login-page';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe("Chakra's global styles at build time", () => {
  it("takes the eager computation out of the installed Chakra's createSystem, and fails on a Chakra without it", () => {
    const code = readFileSync(path.join(ROOT, 'node_modules', CHAKRA_SYSTEM_MODULE), 'utf8');
    const built = withoutEagerGlobal(code);
    expect(built).not.toContain(EAGER_GLOBAL);
    expect(built).toContain('const _global = [];');
    // The functions stay: the system still answers getTokenCss() and getGlobalCss() when asked.
    expect(built).toContain('function getTokenCss()');
    expect(() => withoutEagerGlobal(code.replace(EAGER_GLOBAL, ''))).toThrow(/no longer has/);
  });

  it('renders global styles as emotion inserts them: layers, keyframes with their prefixes', () => {
    const css = globalCssText({
      '@layer base': { '@keyframes spin': { to: { transform: 'rotate(360deg)' } }, html: { color: 'red' } },
    });
    expect(css).toBe(
      '@layer base{@-webkit-keyframes spin{to{-webkit-transform:rotate(360deg);-moz-transform:rotate(360deg);' +
        '-ms-transform:rotate(360deg);transform:rotate(360deg);}}@keyframes spin{to{-webkit-transform:rotate(360deg);' +
        '-moz-transform:rotate(360deg);-ms-transform:rotate(360deg);transform:rotate(360deg);}}html{color:red;}}',
    );
  });

  it('puts the styles at the end of index.html’s head; the login page leaves them out', () => {
    const index =
      '<html>\n  <head>\n    <title>PharmaTill</title>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n  </head>\n  <body></body>\n</html>';
    const html = withGlobalCss(index, '@layer base{html{color:red;}}');
    expect(html).toContain('<title>PharmaTill</title>\n    <script');
    expect(html).toContain('</script>\n    <style data-chakra-global>@layer base{html{color:red;}}</style>\n  </head>');
    expect(html).toMatch(GLOBAL_STYLE_TAG);
    const login = loginPageHtml(html, 'assets/login-E5.js', [], []);
    expect(login).not.toContain('data-chakra-global');
    expect(login).toContain('<script type="module" crossorigin src="/assets/login-E5.js"></script>');
    expect(() => withGlobalCss('<html><body></body></html>', '')).toThrow(/no <\/head>/);
  });
});
