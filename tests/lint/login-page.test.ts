/**
 * dist/login.html is written from the built index.html (scripts/login-page.ts): the same head and
 * splash, with the login screen's entry, preloads and stylesheet in place of the app's.
 */
import { loginPageHtml } from '../../scripts/login-page';

const INDEX = `<!doctype html>
<html lang="vi">
  <head>
    <title>PharmaTill</title>
    <style>.boot { display: flex; }</style>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/main-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/chakra-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/app-D4.css">
  </head>
  <body>
    <div id="root"><div class="boot" role="status"><h1>PharmaTill</h1></div></div>
  </body>
</html>`;

describe('the login page', () => {
  it("keeps index.html's head and splash and puts the login entry in place of the app's", () => {
    const html = loginPageHtml(INDEX, 'assets/login-E5.js', ['assets/react-F6.js'], ['assets/login-view-G7.css']);
    expect(html).toContain('<title>PharmaTill</title>');
    expect(html).toContain('<style>.boot { display: flex; }</style>');
    expect(html).toContain('<div class="boot" role="status"><h1>PharmaTill</h1></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/login-E5.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-F6.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-view-G7.css">');
    for (const app of ['index-A1.js', 'main-B2.js', 'chakra-C3.js', 'app-D4.css']) expect(html).not.toContain(app);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('refuses an index.html without a module script, rather than writing a page that loads nothing', () => {
    expect(() => loginPageHtml('<html><body></body></html>', 'assets/login-E5.js', [], [])).toThrow(/no module script/);
  });
});
