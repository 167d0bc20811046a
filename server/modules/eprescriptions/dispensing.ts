/**
 * Reporting a sale against a national prescription to the e-prescription system, exactly once
 * (docs/e-prescriptions.md). The push that stores the order writes its dispensing row and sends
 * the `eprescription-dispensing` job in the same transaction (a job exists iff the order does; one
 * per order: singleton key). The worker holds the row's lock while it reports under the order's id
 * as the key the system keeps once, so a retry after a crash mid-call records nothing twice; a
 * refusal (already dispensed in full, or a drug not on the prescription) is kept with its reason
 * and flags the order for the manager's sync-problems page: the paid sale stays a fact.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/connection';
import { eprescriptionDispensings, posOrderLines, posOrders } from '../../db/schema/index';
import { withTenant } from '../../db/tenancy';
import type { Jobs } from '../../jobs/queue';
import { jsonb } from '../../lib/sql-params';
import { nationalCodeOf } from '../../../src/domain/eprescription';
import type { OrderCreateArgs } from '../../../src/domain/pos-schemas';
import type { ReviewFlag } from '../../../src/domain/pos-review';
import { shopDay, shopTimeOfDay } from '../../../src/domain/shop-clock';
import { readSettingsRow, systemOf } from './settings';
import { SystemUnavailable } from './system';

interface DispensingJob {
  tenantId: string;
  orderId: string;
}

/** An order dispenses its national prescription when it sells (a return gives drugs back). */
export function dispensedCode(order: Pick<OrderCreateArgs, 'prescription' | 'lines'>): string | null {
  if (!order.lines.some((line) => !line.is_return)) return null;
  return nationalCodeOf(order.prescription);
}

/** In the push's transaction: one dispensing row and one job per order sold against a national prescription. */
export async function queueDispensings(
  tx: Tx,
  jobs: Jobs,
  tenantId: string,
  orders: readonly Pick<OrderCreateArgs, 'id' | 'prescription' | 'lines'>[],
): Promise<void> {
  const rows = orders.flatMap((order) => {
    const code = dispensedCode(order);
    return code ? [{ tenantId, orderId: order.id, prescriptionCode: code }] : [];
  });
  if (rows.length === 0) return;
  await tx.insert(eprescriptionDispensings).values(rows).onConflictDoNothing();
  // What the server already knows: a code another sale's report found dispensed in full.
  const known = await tx.execute<{ code: string }>(sql`
    select distinct prescription_code as code from eprescription_dispensings
     where tenant_id = ${tenantId} and dispense_state = 'da_ban_du'
       and prescription_code in (select jsonb_array_elements_text(${jsonb(rows.map((row) => row.prescriptionCode))}))`);
  const dispensed = new Set(known.rows.map((row) => row.code));
  for (const row of rows)
    if (dispensed.has(row.prescriptionCode))
      await flagOrder(tx, tenantId, row.orderId, { kind: 'eprescription_dispensed', code: row.prescriptionCode });
  for (const row of rows)
    await jobs.send(
      'eprescription-dispensing',
      { tenantId, orderId: row.orderId },
      { tx, singletonKey: row.orderId, retryLimit: 30, retryDelay: 5, retryBackoff: true },
    );
}

/** Adds a review flag to a stored order once (shown on the sync-problems page). */
async function flagOrder(tx: Tx, tenantId: string, orderId: string, flag: ReviewFlag): Promise<void> {
  await tx.execute(sql`
    update pos_orders set review_flags = review_flags || ${jsonb([flag])}
     where tenant_id = ${tenantId} and id = ${orderId} and not review_flags @> ${jsonb([flag])}`);
}

export async function reportDispensing(app: FastifyInstance, job: DispensingJob): Promise<void> {
  await withTenant(app.db, job.tenantId, async (tx) => {
    const where = and(
      eq(eprescriptionDispensings.tenantId, job.tenantId),
      eq(eprescriptionDispensings.orderId, job.orderId),
    );
    const [row] = await tx.select().from(eprescriptionDispensings).where(where).for('update');
    if (!row || row.status !== 'waiting') return;
    const [order] = await tx
      .select({ code: posOrders.code, orderedAt: posOrders.orderedAt, prescription: posOrders.prescription })
      .from(posOrders)
      .where(and(eq(posOrders.tenantId, job.tenantId), eq(posOrders.id, job.orderId)));
    if (!order) return;
    const system = systemOf(await readSettingsRow(tx, job.tenantId), app.secretBox);
    // Not configured (any more): the job retries with backoff until the account is back.
    if (!system) throw new SystemUnavailable('the e-prescription account is not configured');
    // What the order really sold of each prescribed drug (the cart may have changed after the lookup):
    // in the prescribed unit when the line is in it, else in base units.
    const sold = await tx
      .select({
        productId: posOrderLines.productId,
        unitName: posOrderLines.unitName,
        quantity: posOrderLines.quantity,
        baseQuantity: posOrderLines.baseQuantity,
      })
      .from(posOrderLines)
      .where(
        and(
          eq(posOrderLines.tenantId, job.tenantId),
          eq(posOrderLines.orderId, job.orderId),
          eq(posOrderLines.isReturn, false),
        ),
      );
    const lines = (order.prescription?.items ?? []).flatMap((item) => {
      const quantity = sold
        .filter((line) => line.productId === item.product_id)
        .reduce((sum, line) => sum + (line.unitName === item.unit_name ? line.quantity : line.baseQuantity), 0);
      return item.national_drug_code && quantity > 0
        ? [
            {
              ma_thuoc: item.national_drug_code,
              ten_thuoc: item.product_name,
              don_vi_tinh: item.unit_name,
              so_luong: quantity,
            },
          ]
        : [];
    });
    const now = new Date();
    const done = (fields: Partial<typeof eprescriptionDispensings.$inferInsert>) =>
      tx
        .update(eprescriptionDispensings)
        .set({ attempts: row.attempts + 1, updatedAt: now, ...fields })
        .where(where);
    if (lines.length === 0) {
      await done({ status: 'refused', message: 'Đơn không có thuốc nào mang mã thuốc của đơn quốc gia.' });
      await flagOrder(tx, job.tenantId, job.orderId, { kind: 'eprescription_refused', code: row.prescriptionCode });
      return;
    }
    const answer = await system.dispense({
      key: job.orderId,
      prescriptionCode: row.prescriptionCode,
      orderCode: order.code,
      soldAt: `${shopDay(order.orderedAt)} ${shopTimeOfDay(order.orderedAt)}:00`,
      lines,
    });
    if (answer.outcome === 'recorded') {
      await done({ status: 'reported', dispenseState: answer.state, message: answer.message, reportedAt: now });
      return;
    }
    await done({ status: 'refused', message: answer.message });
    await flagOrder(tx, job.tenantId, job.orderId, {
      kind: answer.reason === 'dispensed' ? 'eprescription_dispensed' : 'eprescription_refused',
      code: row.prescriptionCode,
    });
  });
}

export async function registerEprescriptionDispensing(app: FastifyInstance, jobs: Jobs): Promise<void> {
  await jobs.work<DispensingJob>('eprescription-dispensing', (data) => reportDispensing(app, data), {
    pollingIntervalSeconds: 0.5,
  });
}
