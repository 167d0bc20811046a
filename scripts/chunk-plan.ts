/**
 * The first load in a few files (issue 16). Left to itself the bundler makes one chunk per set of
 * chunks that share a module, which for /pos meant 102 files, most under 2 KB. Over HTTP/1.1 each
 * file costs a round trip, six at a time, and on a 4G link those round trips held back the till's
 * first paint more than its bytes did. These groups put the shared modules into a few files, by
 * who needs them, without moving another page's code onto a page:
 * - `react`: Preact, which runs the app's React code (scripts/preact-alias.ts);
 * - `session`: the rest of what the login screen (`login.html`) shares with the app, but for the
 *   login view with its stylesheet: in the app only its /login route needs them, and a stylesheet in
 *   a chunk that the entry loads at once is linked in index.html, where it holds the first paint of
 *   every page (the splash included) for a round trip;
 * - `shell`: what the app's entry loads at once (router, Chakra, the layout's parts);
 * - `public`: what the account pages (sign-up, password, invitations) share with the counter;
 * - `account`: what the account pages share with the dashboard and not the counter (a form
 *   field, say), so that sign-up does not load the dashboard's files, which need the till's;
 * - `counter`: the rest of what the counter's first load reaches: the signed-in layout, the till
 *   session opened at sign-in and the POS route, but for the POS screen's own modules;
 * - `till`: the POS screen's modules that its route shares with the parts it loads later (the
 *   dialogs, the receipt, the credit box): the dashboard loads the `counter` chunk with the signed-in
 *   layout, and must not load the POS with it;
 * - `dashboard`: the rest of what the dashboard, a manager's first page, shares with other pages.
 * Other back-office pages keep the bundler's own splitting. `npm run bench -- first-load` prints
 * each page's files and fails a page that loads code it must not.
 */
import path from 'node:path';

interface ModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The login screen's view and stylesheet: their own chunk, loaded by the app's /login route. */
const LOGIN_VIEW = /[\\/]src[\\/]features[\\/]auth[\\/]login-view\.(tsx|css)$/;

/** Dynamic imports of the counter's first load: the signed-in shell, the POS route, the till session. */
const COUNTER_LAZY = /[\\/]src[\\/](routes[\\/]_app\.tsx\?|routes[\\/]_app[\\/]pos\.tsx\?|till[\\/]open-session\.ts$)/;
/** The dashboard, where a manager lands after signing in. */
const DASHBOARD_LAZY = /[\\/]src[\\/]routes[\\/]_app[\\/]dashboard\.tsx\?/;
/** The POS screen's own modules; its search helpers serve the header's search too. */
const POS_SCREEN = /[\\/]src[\\/]features[\\/]pos[\\/](?!.*-search\.ts$)/;
/** The pages outside the signed-in shell (account pages, 404, 500). */
const PUBLIC_LAZY = /[\\/]src[\\/]routes[\\/](?!_app)[^?]*\?tsr-split/;

function staticClosure(ctx: ChunkingContext, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** Dynamic imports matching `pattern` reached from `roots`, following matched imports too. */
function lazyRoots(ctx: ChunkingContext, roots: Iterable<string>, pattern: RegExp): Set<string> {
  const found = new Set<string>();
  let frontier = staticClosure(ctx, roots);
  while (frontier.size > 0) {
    const added: string[] = [];
    for (const id of frontier) {
      for (const lazy of ctx.getModuleInfo(id)!.dynamicallyImportedIds) {
        if (pattern.test(lazy) && !found.has(lazy)) {
          found.add(lazy);
          added.push(lazy);
        }
      }
    }
    frontier = staticClosure(ctx, added);
  }
  return found;
}

export type ChunkGroup = 'session' | 'shell' | 'public' | 'account' | 'counter' | 'till' | 'dashboard';

/**
 * Which group each module belongs to, first claim wins: the login screen's modules, then the app
 * entry's, then what the counter shares with the account pages, the counter's, the dashboard's.
 * A group takes a module only if two or more chunks use it (the shell: any), so a page's own
 * modules stay in its own chunk. Each group's modules import only modules of the groups before it,
 * or of no group: a closure of imports is closed, so what a public page's module imports is a
 * public page's module too, and it was claimed before the counter's or the dashboard's.
 */
export function planGroups(ctx: ChunkingContext, appEntry: string, loginEntry: string): Map<string, ChunkGroup> {
  const plan = new Map<string, ChunkGroup>();
  const claim = (ids: Iterable<string>, group: ChunkGroup) => {
    for (const id of ids) if (!plan.has(id)) plan.set(id, group);
  };
  const app = staticClosure(ctx, [appEntry]);
  const counter = staticClosure(ctx, lazyRoots(ctx, [appEntry], COUNTER_LAZY));
  const publicPages = staticClosure(ctx, lazyRoots(ctx, [appEntry], PUBLIC_LAZY));
  const dashboard = staticClosure(ctx, lazyRoots(ctx, [appEntry], DASHBOARD_LAZY));
  claim(
    [...staticClosure(ctx, [loginEntry])].filter((id) => !LOGIN_VIEW.test(id)),
    'session',
  );
  claim(app, 'shell');
  claim(
    [...counter].filter((id) => publicPages.has(id)),
    'public',
  );
  claim(
    [...dashboard].filter((id) => publicPages.has(id)),
    'account',
  );
  claim(
    [...counter].filter((id) => !POS_SCREEN.test(id)),
    'counter',
  );
  claim(counter, 'till');
  claim(dashboard, 'dashboard');
  return plan;
}

/** One of rolldown's `codeSplitting.groups`, as far as this plan uses them. */
interface GroupOption {
  name: string | ((id: string, ctx: ChunkingContext) => string | null);
  test?: RegExp;
  minShareCount?: number;
  priority: number;
}

/** `build.rolldownOptions.output.codeSplitting.groups` for the app's and the login screen's entries. */
export function chunkGroups(root: string, appEntry: string, loginEntry: string): GroupOption[] {
  let plan: Map<string, ChunkGroup> | undefined;
  const group = (name: ChunkGroup, priority: number, minShareCount = 2): GroupOption => ({
    name: (id: string, ctx: ChunkingContext) => {
      plan ??= planGroups(ctx, path.resolve(root, appEntry), path.resolve(root, loginEntry));
      return plan.get(id) === name ? name : null;
    },
    minShareCount,
    priority,
  });
  return [
    { name: 'react', test: /node_modules[\\/](preact|react|react-dom|scheduler)[\\/]/, priority: 5 },
    group('session', 4),
    group('shell', 3, 1),
    group('public', 2),
    group('account', 2),
    group('counter', 1),
    group('till', 1),
    group('dashboard', 0),
  ];
}
