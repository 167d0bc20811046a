/**
 * dist/first-load/*.html (issue 16): index.html with modulepreloads of what a signed-in page's
 * first render needs beyond the app's entry (src/domain/first-load-pages.ts). The entry finds out
 * about the layout, the page and the till session only once it has run; preloaded, they come down
 * in the entry's own wave instead of two more.
 */
import type { Plugin } from 'vite';
import { FIRST_LOAD_PAGES } from '../src/domain/first-load-pages';
import { type OutputBundle, type OutputChunk, staticClosure } from './login-page';

/**
 * index.html with a modulepreload for each file, before `</head>`. At low priority: the entry's
 * own chunks run first and are fetched first; these follow on the connections they leave.
 */
export function firstLoadPageHtml(indexHtml: string, preloads: readonly string[]): string {
  if (!indexHtml.includes('</head>')) throw new Error('first-load page: the built index.html has no </head>');
  const tags = preloads
    .map((file) => `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
  return indexHtml.replace(/\s*<\/head>/, `${tags}\n  </head>`);
}

const sourcePath = (chunk: OutputChunk) => (chunk.facadeModuleId ?? '').replace(/\\/g, '/').replace(/\?.*$/, '');

/** The chunks a page needs beyond the app entry's static closure, in the order the page uses them. */
export function firstLoadPreloads(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
  if (!entry) throw new Error('first-load page: the app entry chunk is missing');
  const loaded = new Set(staticClosure(bundle, entry).map((chunk) => chunk.fileName));
  const preloads: string[] = [];
  for (const module of modules) {
    const roots = chunks.filter((chunk) => chunk.isDynamicEntry && sourcePath(chunk).endsWith(`/${module}`));
    if (roots.length === 0) throw new Error(`first-load page: no chunk for ${module}`);
    for (const root of roots)
      for (const chunk of staticClosure(bundle, root))
        if (!loaded.has(chunk.fileName)) {
          loaded.add(chunk.fileName);
          preloads.push(chunk.fileName);
        }
  }
  return preloads;
}

export function firstLoadPages(): Plugin {
  return {
    name: 'pharmatill-first-load-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('first-load page: index.html is missing');
      for (const page of FIRST_LOAD_PAGES)
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: firstLoadPageHtml(String(index.source), firstLoadPreloads(bundle, page.modules)),
        });
    },
  };
}
