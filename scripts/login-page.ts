/**
 * dist/login.html (issue 16): the page the server and the service worker answer for /login. It is
 * the built index.html (same head, same splash) with the login screen's entry in place of the
 * app's: `src/login-main.tsx`, its static imports preloaded and its stylesheets linked. Written from
 * index.html at build time so that the two pages cannot drift apart.
 */
import type { Plugin } from 'vite';
import { GLOBAL_STYLE_TAG } from './chakra-global-css';

export const LOGIN_ENTRY = 'src/login-main.tsx';

type GenerateBundle = Extract<NonNullable<Plugin['generateBundle']>, (...args: never[]) => unknown>;
export type OutputBundle = Parameters<GenerateBundle>[1];
type OutputItem = OutputBundle[string];
export type OutputChunk = Extract<OutputItem, { type: 'chunk' }>;
type ViteChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export function staticClosure(bundle: OutputBundle, entry: OutputChunk): ViteChunk[] {
  const seen = new Map<string, ViteChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(entry);
  return [...seen.values()];
}

/** The app's entry tags in the built index.html: its module script, modulepreloads and stylesheets. */
const ENTRY_TAGS =
  /<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">|<link rel="stylesheet" crossorigin href="[^"]+">/g;

export function loginPageHtml(indexHtml: string, entryFile: string, preloads: string[], styles: string[]): string {
  let placed = false;
  const tags = [
    `<script type="module" crossorigin src="/${entryFile}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('\n    ');
  const html = indexHtml.replace(ENTRY_TAGS, () => {
    if (placed) return '';
    placed = true;
    return tags;
  });
  if (!placed) throw new Error('login page: no module script in the built index.html');
  // Chakra's global styles (scripts/chakra-global-css.ts) are the app's; the login screen has its own.
  return html.replace(GLOBAL_STYLE_TAG, '').replace(/\n\s*\n/g, '\n');
}

export function loginPage(): Plugin {
  return {
    name: 'pharmatill-login-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (item): item is OutputChunk =>
          item.type === 'chunk' &&
          item.isEntry &&
          (item.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(LOGIN_ENTRY),
      );
      if (index?.type !== 'asset' || !entry)
        throw new Error(`login page: index.html or the ${LOGIN_ENTRY} entry is missing`);
      const chunks = staticClosure(bundle, entry);
      const styles = [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
      const preloads = chunks.filter((chunk) => chunk !== entry).map((chunk) => chunk.fileName);
      this.emitFile({
        type: 'asset',
        fileName: 'login.html',
        source: loginPageHtml(String(index.source), entry.fileName, preloads, styles),
      });
    },
  };
}
