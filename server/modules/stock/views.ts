/**
 * Stock views read from the ledger's cached balances (kept equal to it, see ledger.ts): on-hand of
 * one product with its lots, low-stock products (never services, which keep no stock), lots near
 * or past expiry (window from general settings), searched (diacritics-insensitive) and sorted, and
 * the ledger itself for a product with its running balance (the stock card).
 */
import { and, asc, desc, eq, getTableColumns, gt, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { lowStockQuery, nearExpiryQuery, stockMoveQuery } from '../../../src/domain/stock/stock-views';
import type { Tx } from '../../db/connection';
import { generalSettings, lots, products, stockMoves } from '../../db/schema/index';
import { baseUnitName } from '../../lib/gpp-books';
import { countAll, paginate, searchCondition, sortOrder, textSortKey } from '../../lib/list-query';
import { addDays, daysBetween, shopDayEnd, shopDayStart, todayInShop } from '../../../src/domain/shop-clock';

async function settings(tx: Tx, tenantId: string) {
  const [row] = await tx.select().from(generalSettings).where(eq(generalSettings.tenantId, tenantId));
  return { warningDays: row?.expiryWarningDays ?? 90, lowStock: row?.lowStockThreshold ?? 10 };
}

export async function productStock(tx: Tx, tenantId: string, productId: string) {
  const [product] = await tx
    .select({ onHand: products.stockOnHand, cost: products.costPrice })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
  if (!product) return undefined;
  const { warningDays } = await settings(tx, tenantId);
  const today = todayInShop();
  const rows = await tx
    .select({ id: lots.id, lotNumber: lots.lotNumber, expiryDate: lots.expiryDate, quantity: lots.quantity })
    .from(lots)
    .where(and(eq(lots.tenantId, tenantId), eq(lots.productId, productId), isNull(lots.deletedAt)))
    .orderBy(sql`${lots.expiryDate} asc nulls last`, asc(lots.lotNumber));
  const lotted = rows.reduce((n, r) => n + r.quantity, 0);
  const lotList: Array<{
    id: string | null;
    lot_number: string | null;
    expiry_date: string | null;
    quantity: number;
    expired: boolean;
    near_expiry: boolean;
  }> = rows.map((r) => ({
    id: r.id,
    lot_number: r.lotNumber,
    expiry_date: r.expiryDate,
    quantity: r.quantity,
    expired: r.expiryDate !== null && r.expiryDate < today,
    near_expiry: r.expiryDate !== null && r.expiryDate >= today && r.expiryDate <= addDays(today, warningDays),
  }));
  if (product.onHand !== lotted)
    lotList.push({
      id: null,
      lot_number: null,
      expiry_date: null,
      quantity: product.onHand - lotted,
      expired: false,
      near_expiry: false,
    });
  return {
    product_id: productId,
    on_hand: product.onHand,
    average_cost: product.cost,
    value: Math.max(0, product.onHand) * product.cost,
    lots: lotList,
  };
}

export async function lowStock(tx: Tx, tenantId: string, q: z.output<typeof lowStockQuery>) {
  const { lowStock: threshold } = await settings(tx, tenantId);
  const min = sql<number>`coalesce(${products.minStock}, ${threshold})`;
  const where = and(
    eq(products.tenantId, tenantId),
    isNull(products.deletedAt),
    eq(products.isActive, true),
    ne(products.trackingType, 'none'),
    lte(products.stockOnHand, min),
    searchCondition(products.searchText, q.search),
  );
  const sorts = {
    shortage: sql`${products.stockOnHand} - ${min}`,
    code: products.code,
    name: products.nameKey,
    on_hand: products.stockOnHand,
    min_stock: min,
  };
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx
          .select({
            product_id: products.id,
            code: products.code,
            name: products.name,
            unit_name: baseUnitName(products.tenantId, products.id),
            on_hand: products.stockOnHand,
            min_stock: min,
          })
          .from(products)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, products.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r, min_stock: Number(r.min_stock) })),
    async () => (await tx.select({ n: countAll }).from(products).where(where))[0]!.n,
  );
}

export async function nearExpiry(tx: Tx, tenantId: string, q: z.output<typeof nearExpiryQuery>) {
  const { warningDays } = await settings(tx, tenantId);
  const today = todayInShop();
  const text = searchCondition(sql`(${products.searchText} || ' ' || app_search_norm(${lots.lotNumber}))`, q.search);
  const where = and(
    eq(lots.tenantId, tenantId),
    isNull(lots.deletedAt),
    isNull(products.deletedAt),
    gt(lots.quantity, 0),
    lte(lots.expiryDate, addDays(today, warningDays)),
    text,
  );
  const sorts = {
    expiry_date: lots.expiryDate,
    product_name: products.nameKey,
    lot_number: textSortKey(lots.lotNumber),
    quantity: lots.quantity,
  };
  const join = and(eq(products.tenantId, lots.tenantId), eq(products.id, lots.productId));
  return paginate(
    q,
    async (limit, offset) =>
      (
        await tx
          .select({
            lot_id: lots.id,
            product_id: products.id,
            product_code: products.code,
            product_name: products.name,
            unit_name: baseUnitName(products.tenantId, products.id),
            lot_number: lots.lotNumber,
            expiry_date: lots.expiryDate,
            quantity: lots.quantity,
          })
          .from(lots)
          .innerJoin(products, join)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, lots.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        ...r,
        expiry_date: r.expiry_date!,
        days_left: daysBetween(today, r.expiry_date!),
        expired: r.expiry_date! < today,
      })),
    async () => (await tx.select({ n: countAll }).from(lots).innerJoin(products, join).where(where))[0]!.n,
  );
}

/**
 * Moves of the ledger with the running balance of their product, and for one product the balances
 * at both ends of the period (its stock card). The balance is a window over the product's whole
 * ledger in ledger order (moved_at, id), taken before the period, reason and page narrow it.
 */
export async function listMoves(tx: Tx, tenantId: string, q: z.output<typeof stockMoveQuery>) {
  const start = q.from ? shopDayStart(q.from) : undefined;
  const end = q.to ? shopDayEnd(q.to) : undefined;
  const ofProduct = and(
    eq(stockMoves.tenantId, tenantId),
    q.product_id ? eq(stockMoves.productId, q.product_id) : undefined,
  );
  const ledger = tx
    .select({
      ...getTableColumns(stockMoves),
      balanceAfter:
        sql<number>`cast(sum(${stockMoves.quantity}) over (partition by ${stockMoves.productId} order by ${stockMoves.movedAt}, ${stockMoves.id}) as integer)`.as(
          'balance_after',
        ),
    })
    .from(stockMoves)
    .where(ofProduct)
    .as('ledger');
  const narrowed = <T extends typeof ledger | typeof stockMoves>(m: T) =>
    and(
      q.reason ? eq(m.reason, q.reason) : undefined,
      start ? gte(m.movedAt, start) : undefined,
      end ? lt(m.movedAt, end) : undefined,
    );
  const order = q.sort === 'moved_at' ? asc : desc;
  const page = await paginate(
    q,
    async (limit, offset) =>
      (
        await tx
          .select({
            id: ledger.id,
            productId: ledger.productId,
            lotId: ledger.lotId,
            quantity: ledger.quantity,
            unitCost: ledger.unitCost,
            reason: ledger.reason,
            documentType: ledger.documentType,
            documentId: ledger.documentId,
            documentCode: ledger.documentCode,
            movedAt: ledger.movedAt,
            userId: ledger.userId,
            balanceAfter: ledger.balanceAfter,
            lotNumber: lots.lotNumber,
          })
          .from(ledger)
          .leftJoin(lots, and(eq(lots.tenantId, tenantId), eq(lots.id, ledger.lotId)))
          .where(narrowed(ledger))
          .orderBy(order(ledger.movedAt), order(ledger.id))
          .limit(limit)
          .offset(offset)
      ).map((m) => ({
        id: m.id,
        product_id: m.productId,
        lot_id: m.lotId,
        lot_number: m.lotNumber,
        quantity: m.quantity,
        unit_cost: m.unitCost,
        reason: m.reason,
        document_type: m.documentType,
        document_id: m.documentId,
        document_code: m.documentCode,
        moved_at: m.movedAt.toISOString(),
        user_id: m.userId,
        balance_after: m.balanceAfter,
      })),
    async () =>
      (
        await tx
          .select({ n: countAll })
          .from(stockMoves)
          .where(and(ofProduct, narrowed(stockMoves)))
      )[0]!.n,
  );
  if (!q.product_id) return { data: page.data, meta: { ...page.meta, opening: null, closing: null } };
  const before = (instant: Date | undefined) =>
    instant
      ? sql<number>`cast(coalesce(sum(${stockMoves.quantity}) filter (where ${stockMoves.movedAt} < ${instant.toISOString()}::timestamptz), 0) as integer)`
      : sql<number>`cast(coalesce(sum(${stockMoves.quantity}), 0) as integer)`;
  const [ends] = await tx
    .select({ opening: start ? before(start) : sql<number>`0`, closing: before(end) })
    .from(stockMoves)
    .where(ofProduct);
  return { data: page.data, meta: { ...page.meta, opening: ends!.opening, closing: ends!.closing } };
}
