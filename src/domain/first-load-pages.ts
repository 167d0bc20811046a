/**
 * The signed-in pages a till or a manager opens first (issue 16), each answered on a first visit
 * with index.html plus modulepreloads of what its first render needs: the signed-in layout, the
 * page and the till session. Without them the browser learns of those chunks only after the entry
 * has run, and on a 4G till each of those two late waves costs a round trip or more.
 * `server/plugins/static-pwa.ts` answers the paths; `scripts/first-load-pages.ts` writes the files.
 * Free of imports, like login-page-path.ts.
 */
export interface FirstLoadPage {
  /** The URLs answered with the page (routes match case-insensitively). */
  path: RegExp;
  /** Written into dist/ by the build. */
  file: string;
  /** Source modules whose chunks (and their static imports) the page preloads. */
  modules: readonly string[];
}

const SIGNED_IN = ['src/routes/_app.tsx', 'src/till/open-session.ts'] as const;

export const FIRST_LOAD_PAGES: readonly FirstLoadPage[] = [
  { path: /^\/pos\/?$/i, file: 'first-load/pos.html', modules: [...SIGNED_IN, 'src/routes/_app/pos.tsx'] },
  {
    path: /^\/dashboard\/?$/i,
    file: 'first-load/dashboard.html',
    modules: [...SIGNED_IN, 'src/routes/_app/dashboard.tsx'],
  },
];
