/**
 * The demo shop's past: ninety days of a small pharmacy's life up to `now`, written through the
 * product's own code paths inside the seeding transaction. Each day the till's mutations (the
 * customers it registers, `register.open`, the day's `order.create` sales, returns and exchanges,
 * `einvoice.request`, `register.close`) are checked with the till's schemas and applied by the
 * push's handlers; the back office receives purchase orders with new lots twice a week, counts a
 * category, scraps expired and damaged goods, records quality controls and complaints, and issues
 * e-invoices through its services. Lines name their lots first-expiry-first-out as the till does
 * (src/domain/lots.ts), from a model of the stock reloaded from the ledger's caches every morning,
 * so no sale overdraws and the server flags nothing. Deterministic for a given `now`: one seeded
 * PRNG (from the shop day) drives every choice, and ids come from it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { withTenant } from '../db/tenancy';
import { replanCachedStatements } from '../db/replan';
import { lockTenantSync } from '../db/sync-lock';
import { refreshDays } from '../modules/reports/dashboard-days';
import { addDays, weekdayIndex } from '../../src/domain/shop-clock';
import {
  DEMO_HISTORY_DAYS,
  type DemoHistoryOptions,
  type DemoHistorySummary,
  HISTORY_PENDING,
  History,
  StockModel,
  q,
} from './history/model';
import { loadCatalogue } from './history/catalogue';
import { counterDay } from './history/counter-day';
import { joinDemoLinkup } from './demo-linkup';
import { complaint, countCategory, inspect, payVendors, receiveGoods, scrapExpired } from './history/back-office';

/**
 * Writes the history of the shop whose catalogue is loaded, one transaction a day as the shop
 * lived it (in one transaction, the products' and lots' rows updated by every sale would pile up
 * row versions that each later read walks again), and brings the dashboard's per-day cache up to
 * date for every day it covers.
 */
export async function seedDemoHistory(db: Db, options: DemoHistoryOptions): Promise<DemoHistorySummary> {
  const { tenantId } = options;
  const catalogue = await withTenant(db, tenantId, async (tx) => {
    // Marked unfinished until its last transaction: a start that finds the mark makes the demo again.
    await tx.execute(
      sql`insert into code_sequences (tenant_id, kind, last_value) values (${tenantId}, ${HISTORY_PENDING}, 1) on conflict do nothing`,
    );
    return loadCatalogue(tx, tenantId);
  });
  const h = new History(options, catalogue);
  const days = options.days ?? DEMO_HISTORY_DAYS;
  const events = {
    inspections: new Set([addDays(h.today, -75), addDays(h.today, -45), addDays(h.today, -15)]),
    damaged: addDays(h.today, -45),
    spot: addDays(h.today, -2),
    count: addDays(h.today, -12),
    expired: addDays(h.today, -20),
    complaint: addDays(h.today, -25),
    newComplaint: addDays(h.today, -3),
    // The shop joined the national link-up a week ago: its stock documents since are messages.
    linkup: addDays(h.today, -6),
  };
  for (let index = 0; index < days; index += 1) {
    const day = addDays(h.start, index);
    await withTenant(db, tenantId, async (tx) => {
      h.tx = tx;
      // The till's orders are written as a push writes them, after the tenant's sync lock (push.ts).
      await lockTenantSync(tx, tenantId);
      // The tables grow day by day: plans this connection cached while they were small are made afresh.
      await replanCachedStatements(tx);
      h.stock = await StockModel.load(tx, tenantId);
      h.sold.push(new Map());
      if (day === events.linkup) await joinDemoLinkup(tx, tenantId, options.secretBox);
      // The morning's back office; the stock model is read again after what moved stock.
      const delivering = h.catalogue.vendors.filter((_, i) => index === 0 || weekdayIndex(day) === i % 6);
      if (delivering.length > 0) await receiveGoods(h, day, new Set(delivering));
      if (day === events.expired) await scrapExpired(h, day);
      await payVendors(h, day);
      if (events.inspections.has(day)) await inspect(h, day, 'PERIODIC', { damaged: day === events.damaged });
      if (day === events.spot) await inspect(h, day, 'SPOT', { draft: true });
      if (day === events.complaint) await complaint(h, day, true);
      if (day === events.newComplaint) await complaint(h, day, false);
      if (delivering.length > 0 || day === events.expired || day === events.damaged)
        h.stock = await StockModel.load(tx, tenantId);
      await counterDay(h, day, index, days);
      if (day === events.count) await countCategory(h, day);
    });
  }
  await withTenant(db, tenantId, async (tx) => {
    await tx.execute(sql`delete from code_sequences where tenant_id = ${tenantId} and kind = ${HISTORY_PENDING}`);
    const soldDays = await q<{ day: string }>(
      tx,
      sql`select distinct ordered_on::text as day from pos_orders where tenant_id = ${tenantId} order by 1`,
    );
    if (soldDays.length > 0)
      await refreshDays(
        tx,
        tenantId,
        soldDays.map((d) => d.day),
      );
  });
  return h.summary;
}
