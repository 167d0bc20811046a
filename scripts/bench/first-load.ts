/**
 * First load (issue 16): the JavaScript a browser fetches to show a page of the built app, from
 * dist/.vite/manifest.json (Vite's module graph): the entry's static imports, plus the route
 * chunks the router loads for that URL (each split route component and its static imports), in
 * gzip bytes (each file compressed with gzip level 9, as the build writes them). Also counts the
 * modulepreload links of index.html, and fails if a page's chunks include code it must not load.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import type { BenchRow } from './format';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a URL loads: its page's entry (dist/login.html for /login, index.html for the app), the
 * split component of every matched route file, and the modules main.tsx imports on the way (the
 * till session, once signed in). */
/** The account pages anyone may open: the app's entry with their own route, and no back-office,
 * POS or till code (issue 16). They have no budget of their own; the bench prints them beside the
 * whole app's JavaScript. */
const PUBLIC_FORBIDDEN = [
  /^src\/features\/(?!auth\/|shell\/)(?!.*(-search|report-tabs)\.ts$)/,
  /^src\/(db|search)\//,
  /^src\/till\/open-session/,
  /^src\/sync\/(engine|runner)/,
  /node_modules\/dexie\//,
];
const publicPage = (path: string, route: string) => ({
  path,
  entry: 'index.html',
  routes: [route],
  budgetKb: undefined,
  forbidden: PUBLIC_FORBIDDEN,
});

const PAGES: { path: string; entry: string; routes: string[]; budgetKb?: number; forbidden: RegExp[] }[] = [
  {
    path: '/login',
    entry: 'src/login-main.tsx',
    routes: [],
    budgetKb: 120,
    // No back-office or POS page (a list's URL schema, *-search.ts, is part of the route tree),
    // no till database, search or sync engine, and no zod (the routes' search params and the
    // login form are checked without it).
    forbidden: [
      /^src\/features\/(?!auth\/)(?!.*(-search|report-tabs)\.ts$)/,
      /^src\/(db|search)\//,
      /^src\/till\/open-session/,
      /^src\/sync\/(engine|runner)/,
      /node_modules\/dexie\//,
      /node_modules\/zod\//,
      // Nor the app's UI stack: the login screen is plain React with its own stylesheet.
      /node_modules\/@(chakra-ui|emotion|ark-ui|zag-js|tanstack)\//,
      /^src\/main\.tsx$/,
    ],
  },
  {
    path: '/pos',
    // The signed-in layout and the POS page, and the till's code main.tsx imports at sign-in.
    entry: 'index.html',
    routes: ['src/routes/_app.tsx', 'src/routes/_app/pos.tsx', 'src/till/open-session.ts'],
    budgetKb: 250,
    // The POS, not the back-office's list pages, reports or stock screens; and no zod: the till
    // checks a sale, a customer or a pulled page with it, loaded with the first one (an offline
    // boot has none to check).
    forbidden: [
      /^src\/features\/(?!.*(-search|report-tabs)\.ts$)(dashboard|purchasing|inventories|scraps|quality|complaints|stock-reports|reports|einvoices|vendors|doctors)\//,
      /^src\/features\/catalog\/product-(list|form)/,
      /node_modules\/zod\//,
    ],
  },
  {
    path: '/dashboard',
    // Where a manager lands: the signed-in layout, the dashboard and the till's code.
    entry: 'index.html',
    routes: ['src/routes/_app.tsx', 'src/routes/_app/dashboard.tsx', 'src/till/open-session.ts'],
    budgetKb: undefined,
    forbidden: [/^src\/features\/pos\/(?!.*-search\.ts$)/],
  },
  publicPage('/signup', 'src/routes/signup.tsx'),
  publicPage('/forgot-password', 'src/routes/forgot-password.tsx'),
  publicPage('/reset-password', 'src/routes/reset-password.tsx'),
  publicPage('/confirm', 'src/routes/confirm.tsx'),
  publicPage('/invitations', 'src/routes/invitations/index.tsx'),
];

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function routeChunk(manifest: Manifest, route: string): string {
  const split = `${route}?tsr-split=component`;
  if (manifest[split]) return split;
  if (manifest[route]) return route;
  throw new Error(`no chunk for ${route} in the Vite manifest`);
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    const full = path.join(DIST, file);
    size = existsSync(`${full}.gz`)
      ? readFileSync(`${full}.gz`).length
      : zlib.gzipSync(readFileSync(full), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The source modules bundled into a chunk, from its source map. */
function sourcesOf(file: string): string[] {
  const map = path.join(DIST, `${file}.map`);
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.map((s) => path.relative(ROOT, path.resolve(path.dirname(path.join(DIST, file)), s)));
}

export function firstLoad(manifest: Manifest) {
  return PAGES.map((page) => {
    const chunks = closure(manifest, [page.entry, ...page.routes.map((r) => routeChunk(manifest, r))]);
    const files = [...chunks].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + gzipBytes(f), 0);
    const offending = files.flatMap((f) =>
      sourcesOf(f).filter((s) => page.forbidden.some((re) => re.test(s.replace(/\\/g, '/')))),
    );
    return { ...page, files, kb: bytes / 1024, offending };
  });
}

/** Builds dist/ once per bench run (SKIP_BUILD=1: measure the dist/ already there). */
let built = false;
export function buildDist(): void {
  if (built || process.env.SKIP_BUILD === '1') return;
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
  built = true;
}

export function benchFirstLoad(): BenchRow[] {
  buildDist();
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const preloads = (readFileSync(path.join(DIST, 'index.html'), 'utf8').match(/rel="modulepreload"/g) ?? []).length;
  const rows: BenchRow[] = [];
  const appKb =
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file, i, all) => file.endsWith('.js') && all.indexOf(file) === i)
      .reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
  for (const page of firstLoad(manifest)) {
    if (page.offending.length > 0) {
      process.stderr.write(
        `${page.path} loads code it must not: ${[...new Set(page.offending)].slice(0, 10).join(', ')}\n`,
      );
    }
    const limit = page.budgetKb === undefined ? 'the whole app' : `budget ${page.budgetKb}`;
    rows.push({
      name: `first load ${page.path}: JavaScript, gzip (${page.files.length} files)`,
      value: page.kb,
      unit: 'KB',
      reference: page.offending.length > 0 ? 0.001 : (page.budgetKb ?? appKb),
      referenceLabel:
        page.offending.length > 0
          ? `${limit}, but loads forbidden code`
          : page.budgetKb === undefined
            ? 'whole app'
            : 'budget',
    });
  }
  process.stderr.write(`index.html: ${preloads} modulepreload links\n`);
  return rows;
}
