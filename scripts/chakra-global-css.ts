/**
 * Chakra's global styles written at build time (issue 16). `createSystem` turns the theme's tokens,
 * the preflight and the global styles into CSS objects as soon as the system module runs (about
 * 80 ms of a 4× throttled phone's first task), and emotion serialises them into rules at the first
 * render (about 100 ms more). Both produce the same text on every load, so the build does it once:
 * it renders the system's global styles through emotion's own `<Global>` on the server, puts the
 * CSS in index.html as `<style data-chakra-global>`, and drops the eager computation from Chakra's
 * `createSystem` in the bundle, so `ChakraProvider` has nothing global left to insert. The
 * development server and the tests keep Chakra as published (their `system._global` is computed
 * and inserted at run time).
 */
import { Global } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';

/** Chakra's `createSystem`, and the statement in it that computes the global styles eagerly. */
export const CHAKRA_SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js';
export const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** The marker of the global styles' tag in index.html (scripts/login-page.ts leaves it out). */
export const GLOBAL_STYLE_TAG = /\s*<style data-chakra-global>[\s\S]*?<\/style>/;

/** The rules emotion's `<Global styles>` inserts, as one CSS text (server rendering: no DOM). */
export function globalCssText(styles: unknown): string {
  const html = renderToString(createElement(Global, { styles: styles as never }));
  const match = /^<style data-emotion="[^"]+"[^>]*>([\s\S]*)<\/style>$/.exec(html);
  if (!match?.[1]) throw new Error('chakra global css: emotion rendered no global styles');
  return match[1];
}

/** The app system's global styles as emotion renders them where there is no DOM (Node). */
export async function systemGlobalCss(): Promise<string> {
  const { system } = await import('../src/components/ui/system');
  return globalCssText(system._global);
}

/** Chakra's `createSystem` without the eager global styles: `system._global` is empty. */
export function withoutEagerGlobal(code: string): string {
  if (!code.includes(EAGER_GLOBAL))
    throw new Error(`chakra global css: Chakra's createSystem no longer has "${EAGER_GLOBAL}"`);
  return code.replace(EAGER_GLOBAL, 'const _global = [];');
}

/** index.html with the global styles at the end of its head. */
export function withGlobalCss(html: string, css: string): string {
  if (!html.includes('</head>')) throw new Error('chakra global css: index.html has no </head>');
  return html.replace(/\s*<\/head>/, (end) => `\n    <style data-chakra-global>${css}</style>${end}`);
}

export function chakraGlobalCss(): Plugin {
  let css = '';
  let transformed = false;
  return {
    name: 'pharmatill-chakra-global-css',
    apply: 'build',
    async buildStart() {
      css = await systemGlobalCss();
    },
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(CHAKRA_SYSTEM_MODULE)) return null;
      transformed = true;
      return { code: withoutEagerGlobal(code), map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return withGlobalCss(html, css);
      },
    },
    generateBundle() {
      // A bundle whose Chakra was not the one transformed would insert the styles twice, or a
      // build whose index.html lacks them would show an unstyled app: both fail the build.
      if (!transformed) this.error("chakra global css: Chakra's createSystem was not in the bundle");
    },
  };
}
