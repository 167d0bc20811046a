/**
 * The till session: what every till action works on while a user of the tenant is signed in —
 * the till database, its product search, a way to ask for a sync round, and the count logout
 * warns about. Made by `openTillSession` in the app (with the offline engine behind it) and by
 * `tillSession` where no engine runs (tests, tools); passed explicitly, never looked up.
 */
import type { TillDb } from '../db/database';
import { unsyncedCount } from '../db/outbox';
import { ProductSearch } from '../db/product-search';

export interface TillSession {
  readonly tenantId: string;
  /** The tenant's till database (strict durability: sales, cart, outbox). */
  readonly db: TillDb;
  /** Offline product search over `db`, kept current as pulled pages arrive. */
  readonly search: ProductSearch;
  /** Asks for a sync round now (the syncing tab runs it; other tabs are nudged by the outbox change). */
  syncNow(): void;
  /** Mutations not yet applied on the server (pending or refused): what logout warns about. */
  pendingCount(): Promise<number>;
}

/** A session over an open database; `search` defaults to a new, unbuilt index over it. */
export function tillSession(
  db: TillDb,
  { search = new ProductSearch(db), syncNow = () => undefined }: { search?: ProductSearch; syncNow?: () => void } = {},
): TillSession {
  return { tenantId: db.tenantId, db, search, syncNow, pendingCount: () => unsyncedCount(db) };
}
