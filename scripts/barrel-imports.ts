/**
 * Named imports from barrels rewritten, in the build, to the modules that define them (issue 16;
 * what Next.js calls `optimizePackageImports`). A barrel is an index that re-exports a package's
 * parts: `@chakra-ui/react` and `lucide-react` for the app, and inside Chakra, Ark UI's
 * per-component indexes (`@ark-ui/react/dialog`) and zag's (`@zag-js/dialog`, which hands out the
 * dialog's state machine with its anatomy). The bundler drops what nothing uses, but the chunk
 * plan (scripts/chunk-plan.ts) follows the module graph, and through the barrels every component
 * used anywhere looked like an import of the app's entry: Chakra's theme reads each component's
 * anatomy through Ark's index, so the shell chunk, which every signed-in page loads first,
 * carried the dialog, menu and tabs machines of pages that load them later. With the imports
 * pointing at the defining modules, each part lands with the pages that use it.
 *
 * A name the barrel does not re-export in a form read here (`export * from`, a local definition)
 * stays imported from the barrel: an unexpected barrel costs bytes, never correctness. The
 * development server and the tests import the barrels as published.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where an exported name comes from: a module, and the name it has there ('*': the namespace). */
export interface Origin {
  source: string;
  imported: string;
}

/** The barrels whose importers are rewritten, by import specifier. */
const BARREL = /^(@chakra-ui\/react|lucide-react|@ark-ui\/react(\/[\w-]+)?|@zag-js\/[\w-]+)$/;
/** The modules whose imports are rewritten: the app's, Chakra's and Ark's. */
const IMPORTER =
  /[\\/](src|node_modules[\\/]@chakra-ui[\\/]react|node_modules[\\/]@ark-ui[\\/]react)[\\/][^?]*\.m?[jt]sx?($|\?)/;

/** `import { a, b as c } from 'x'`, as compiled modules write it (one line or several). */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}(\s*from\s*["']([^"']+)["'])?/g;
/** `export { a, b as c } from 'x'`: a module passing on a barrel's names (Chakra's anatomy). */
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/** `a, b as c` → [[a, a], [b, c]]. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [from, as] = s.split(/\s+as\s+/);
      return [from!, as ?? from!];
    });
}

/**
 * A barrel's exported names and where each comes from, from the statement forms the published
 * barrels use: `export { a as b } from './x'`, and `import { a } from './x'` or
 * `import * as a from './x'` followed by `export { a as b }`.
 */
export function readBarrel(file: string, code: string): Map<string, Origin> {
  const resolve = (source: string) => (source.startsWith('.') ? path.resolve(path.dirname(file), source) : source);
  const locals = new Map<string, Origin>();
  for (const [, list, , source] of code.matchAll(NAMED_IMPORT)) {
    for (const [imported, local] of specifiers(list!)) locals.set(local, { source: resolve(source!), imported });
  }
  for (const [, local, source] of code.matchAll(NAMESPACE_IMPORT)) {
    locals.set(local!, { source: resolve(source!), imported: '*' });
  }
  const origins = new Map<string, Origin>();
  for (const [, list, from, source] of code.matchAll(EXPORT_LIST)) {
    for (const [name, exported] of specifiers(list!)) {
      const origin = from ? { source: resolve(source!), imported: name } : locals.get(name);
      if (origin) origins.set(exported, origin);
    }
  }
  return origins;
}

/**
 * One `import { … } from barrel` (or `export { … } from barrel`) as statements naming the
 * defining modules, on as many lines as the statement had, so that the source map's lines still
 * match.
 */
export function rewriteStatement(
  keyword: 'import' | 'export',
  statement: string,
  list: string,
  barrel: string,
  origins: Map<string, Origin>,
): string {
  const statements: string[] = [];
  const kept: string[] = [];
  for (const [name, as] of specifiers(list)) {
    const origin = origins.get(name);
    const from = origin && JSON.stringify(origin.source);
    if (!origin) kept.push(name === as ? name : `${name} as ${as}`);
    else if (origin.imported === '*')
      statements.push(keyword === 'import' ? `import * as ${as} from ${from};` : `export * as ${as} from ${from};`);
    else statements.push(`${keyword} { ${origin.imported} as ${as} } from ${from};`);
  }
  if (kept.length > 0) statements.push(`${keyword} { ${kept.join(', ')} } from ${JSON.stringify(barrel)};`);
  return statements.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
}

export function barrelImports(): Plugin {
  const barrels = new Map<string, Map<string, Origin>>();
  const originsOf = (file: string) => {
    let origins = barrels.get(file);
    if (!origins) {
      origins = readBarrel(file, readFileSync(file, 'utf8'));
      barrels.set(file, origins);
    }
    return origins;
  };
  return {
    name: 'pharmatill:barrel-imports',
    apply: 'build',
    async transform(code, id) {
      if (!IMPORTER.test(id)) return null;
      const rewritten = new Map<string, string>();
      for (const keyword of ['import', 'export'] as const) {
        for (const [statement, list, , source] of code.matchAll(keyword === 'import' ? NAMED_IMPORT : NAMED_REEXPORT)) {
          if (!BARREL.test(source!) || rewritten.has(statement)) continue;
          const resolved = await this.resolve(source!, id);
          if (!resolved || resolved.external) continue;
          const origins = originsOf(resolved.id.split('?')[0]!);
          rewritten.set(statement, rewriteStatement(keyword, statement, list!, source!, origins));
        }
      }
      if (rewritten.size === 0) return null;
      const replace = (statement: string) => rewritten.get(statement) ?? statement;
      return { code: code.replace(NAMED_IMPORT, replace).replace(NAMED_REEXPORT, replace), map: null };
    },
  };
}
