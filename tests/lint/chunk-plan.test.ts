/**
 * The build's chunk groups (scripts/chunk-plan.ts): shared modules go to the group of who needs
 * them first, so the login screen never loads the app, the account pages never load the till,
 * and a back-office page's modules stay out of the counter's files.
 */
import { chunkGroups, planGroups } from '../../scripts/chunk-plan';

/** A module graph: static imports, then dynamic imports. */
const GRAPH: Record<string, [string[], string[]?]> = {
  '/r/src/main.tsx': [
    ['/r/node_modules/react/index.js', '/r/src/api/session.ts', '/r/src/route-tree.gen.ts'],
    ['/r/src/till/open-session.ts'],
  ],
  '/r/src/login-main.tsx': [['/r/node_modules/react/index.js', '/r/src/api/session.ts', '/r/src/auth/login-view.tsx']],
  '/r/node_modules/react/index.js': [[]],
  '/r/src/api/session.ts': [[]],
  '/r/src/auth/login-view.tsx': [['/r/src/api/session.ts']],
  '/r/src/route-tree.gen.ts': [
    [
      '/r/src/routes/_app.tsx',
      '/r/src/routes/_app/pos.tsx',
      '/r/src/routes/_app/dashboard.tsx',
      '/r/src/routes/_app/products.tsx',
      '/r/src/routes/signup.tsx',
    ],
  ],
  '/r/src/routes/_app.tsx': [[], ['/r/src/routes/_app.tsx?tsr-split=component']],
  '/r/src/routes/_app/pos.tsx': [[], ['/r/src/routes/_app/pos.tsx?tsr-split=component']],
  '/r/src/routes/_app/dashboard.tsx': [[], ['/r/src/routes/_app/dashboard.tsx?tsr-split=component']],
  '/r/src/routes/_app/products.tsx': [[], ['/r/src/routes/_app/products.tsx?tsr-split=component']],
  '/r/src/routes/signup.tsx': [[], ['/r/src/routes/signup.tsx?tsr-split=component']],
  '/r/src/routes/_app.tsx?tsr-split=component': [['/r/src/components/badge.tsx', '/r/src/db/database.ts']],
  '/r/src/routes/_app/pos.tsx?tsr-split=component': [
    [
      '/r/src/features/pos/screen.tsx',
      '/r/src/features/pos/product-search.ts',
      '/r/src/components/badge.tsx',
      '/r/src/auth/atoms.ts',
    ],
    ['/r/src/features/pos/receipt.tsx'],
  ],
  '/r/src/routes/_app/dashboard.tsx?tsr-split=component': [
    ['/r/src/components/badge.tsx', '/r/src/components/chart.tsx', '/r/src/components/field.tsx'],
  ],
  '/r/src/routes/_app/products.tsx?tsr-split=component': [
    ['/r/src/components/chart.tsx', '/r/src/components/table.tsx'],
  ],
  '/r/src/routes/signup.tsx?tsr-split=component': [
    ['/r/src/auth/atoms.ts', '/r/src/auth/signup-form.tsx', '/r/src/components/field.tsx'],
  ],
  '/r/src/till/open-session.ts': [['/r/src/db/database.ts']],
  '/r/src/db/database.ts': [[]],
  '/r/src/components/badge.tsx': [[]],
  '/r/src/components/chart.tsx': [[]],
  '/r/src/components/table.tsx': [[]],
  '/r/src/components/field.tsx': [[]],
  '/r/src/features/pos/screen.tsx': [[]],
  '/r/src/features/pos/product-search.ts': [[]],
  '/r/src/features/pos/receipt.tsx': [[]],
  '/r/src/auth/atoms.ts': [[]],
  '/r/src/auth/signup-form.tsx': [[]],
};

const ctx = {
  getModuleInfo(id: string) {
    const node = GRAPH[id];
    return node ? { importedIds: node[0], dynamicallyImportedIds: node[1] ?? [] } : null;
  },
};

describe('the chunk plan', () => {
  const plan = planGroups(ctx, '/r/src/main.tsx', '/r/src/login-main.tsx');
  const groupOf = (id: string) => plan.get(`/r/${id}`);

  it("gives the login screen's modules to the session group, even those the app imports too", () => {
    expect(groupOf('node_modules/react/index.js')).toBe('session');
    expect(groupOf('src/api/session.ts')).toBe('session');
    expect(groupOf('src/auth/login-view.tsx')).toBe('session');
  });

  it("gives the rest of the app entry's static imports to the shell", () => {
    expect(groupOf('src/main.tsx')).toBe('shell');
    expect(groupOf('src/route-tree.gen.ts')).toBe('shell');
    expect(groupOf('src/routes/_app/products.tsx')).toBe('shell');
  });

  it('keeps what the counter shares with the account pages apart, so sign-up never loads the till', () => {
    expect(groupOf('src/auth/atoms.ts')).toBe('public');
    expect(groupOf('src/db/database.ts')).toBe('counter');
    expect(groupOf('src/auth/signup-form.tsx')).toBeUndefined();
  });

  it('keeps what the dashboard shares with the account pages apart too, as the dashboard needs the till', () => {
    expect(groupOf('src/components/field.tsx')).toBe('account');
    expect(groupOf('src/components/chart.tsx')).toBe('dashboard');
  });

  it("gives the counter the signed-in layout's, the till session's and the POS route's modules", () => {
    expect(groupOf('src/components/badge.tsx')).toBe('counter');
    // The POS screen's own modules go to a group of their own: the dashboard loads the counter's
    // chunk with the signed-in layout, and must not load the POS with it.
    expect(groupOf('src/features/pos/screen.tsx')).toBe('till');
    expect(groupOf('src/features/pos/product-search.ts')).toBe('counter');
    expect(groupOf('src/routes/_app/pos.tsx?tsr-split=component')).toBe('counter');
    // The receipt loads on demand, not with the till's first load.
    expect(groupOf('src/features/pos/receipt.tsx')).toBeUndefined();
  });

  it("gives the dashboard what it shares with other pages, and leaves other pages' modules alone", () => {
    expect(groupOf('src/components/chart.tsx')).toBe('dashboard');
    expect(groupOf('src/components/table.tsx')).toBeUndefined();
  });

  it('names a module only in its own group, React first', () => {
    const groups = chunkGroups('/r', 'src/main.tsx', 'src/login-main.tsx');
    const names = (id: string) =>
      groups.flatMap((g) => {
        if (typeof g.name === 'string') return g.test instanceof RegExp && g.test.test(id) ? [g.name] : [];
        const name = g.name(id, ctx);
        return name ? [name] : [];
      });
    expect(names('/r/node_modules/react/index.js')).toEqual(['react', 'session']);
    expect(groups[0]!.priority).toBeGreaterThan(groups[1]!.priority);
    expect(names('/r/src/components/badge.tsx')).toEqual(['counter']);
    expect(names('/r/src/components/table.tsx')).toEqual([]);
  });
});
