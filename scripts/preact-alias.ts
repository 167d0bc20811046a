/**
 * React's module names resolved to Preact's (issue 16): preact/compat carries the React API the
 * app, Chakra UI, TanStack and jotai use, at about 5 KB gzip against react-dom's 60. The build and
 * the client tests both resolve through this list, so the tests run what ships. The React
 * behaviours compat leaves out are put back in src/preact-setup.ts.
 */
export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
