/** A committed migration's statements, as drizzle's migrator splits them, for tests that run them again. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../server/db/migrate';

/**
 * The statements of the migration whose file name ends in `_${tag}.sql`; with `customOnly`, only
 * those after its `-- custom:` line (the hand-written backfill below the generated DDL).
 */
export function migrationStatements(tag: string, { customOnly = false } = {}): string[] {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith(`_${tag}.sql`));
  if (!file) throw new Error(`no ${tag} migration`);
  let text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  if (customOnly) {
    const at = text.indexOf('-- custom:');
    if (at < 0) throw new Error(`the ${tag} migration has no custom part`);
    text = text.slice(at);
  }
  return text
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}
