/**
 * Tills (/pos-settings): the default customer must exist, every product in the POS layout must
 * be a live product of the shop, and the layout is answered with each product's name, code
 * and base price so the layout editor and the till can draw it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { v7 } from 'uuid';
import type { z } from 'zod';
import type {
  PosLayout,
  PosSetting,
  posSettingInput,
  posSettingListQuery,
} from '../../../src/domain/catalog/pos-settings';
import { catalogVi } from '../../../src/i18n/catalog-errors';
import type { Tx } from '../../db/connection';
import { customers, posSettings } from '../../db/schema/index';
import { countAll, paginate, searchCondition, sortOrder, type Page, textSortKey } from '../../lib/list-query';
import { productSummaries, type ProductSummary } from '../../lib/product-refs';
import { assertRefs, refTable } from '../../lib/refs';
import { toRecord } from '../../lib/records';
import { badRequest, conflict, notFound, type FieldErrors } from '../../plugins/errors';

type Input = z.output<typeof posSettingInput>;
type ListQuery = z.output<typeof posSettingListQuery>;

function layoutProductIds(layout: PosLayout): Array<{ path: string; id: string }> {
  return layout.categories.flatMap((c, ci) =>
    c.items.flatMap((item, ii) =>
      item.type === 'product'
        ? [{ path: `layout.categories.${ci}.items.${ii}.product_id`, id: item.product_id }]
        : item.items.map((p, pi) => ({
            path: `layout.categories.${ci}.items.${ii}.items.${pi}.product_id`,
            id: p.product_id,
          })),
    ),
  );
}

function viewItem(id: string, s: Map<string, ProductSummary>) {
  const p = s.get(id);
  return {
    type: 'product' as const,
    product_id: id,
    product_name: p?.name ?? null,
    product_code: p?.code ?? null,
    price: p?.price ?? null,
  };
}

function baseQuery(tx: Tx) {
  return tx
    .select({ row: posSettings, customerName: customers.fullName })
    .from(posSettings)
    .leftJoin(
      customers,
      and(eq(customers.tenantId, posSettings.tenantId), eq(customers.id, posSettings.defaultCustomerId)),
    );
}
type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

async function present(tx: Tx, tenantId: string, rows: Joined[]): Promise<PosSetting[]> {
  const s = await productSummaries(
    tx,
    tenantId,
    rows.flatMap((r) => layoutProductIds(r.row.layout).map((x) => x.id)),
  );
  return rows.map(({ row, customerName }) => ({
    ...(toRecord(row) as Omit<PosSetting, 'layout' | 'default_customer_name'>),
    default_customer_name: customerName,
    layout: {
      categories: row.layout.categories.map((c) => ({
        ...c,
        items: c.items.map((item) =>
          item.type === 'product'
            ? viewItem(item.product_id, s)
            : { ...item, items: item.items.map((p) => viewItem(p.product_id, s)) },
        ),
      })),
    },
  }));
}

async function check(tx: Tx, tenantId: string, input: Input): Promise<void> {
  await assertRefs(tx, tenantId, [
    { field: 'default_customer_id', ref: refTable(customers), id: input.default_customer_id },
  ]);
  const refs = layoutProductIds(input.layout);
  const s = await productSummaries(
    tx,
    tenantId,
    refs.map((r) => r.id),
  );
  const errors: FieldErrors = {};
  for (const r of refs) if (!s.get(r.id)?.live) errors[r.path] = [catalogVi.errors.notFoundRef];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

const live = (tenantId: string) => and(eq(posSettings.tenantId, tenantId), isNull(posSettings.deletedAt));

function columns(input: Input) {
  return {
    name: input.name,
    orderCodePrefix: input.order_code_prefix.toUpperCase(),
    paymentMethods: [...new Set(input.payment_methods)],
    receiptLayout: input.receipt_layout,
    receiptHeader: input.receipt_header,
    receiptFooter: input.receipt_footer,
    receiptShowLogo: input.receipt_show_logo,
    defaultCustomerId: input.default_customer_id,
    allowNegativeStock: input.allow_negative_stock,
    isActive: input.is_active,
    layout: input.layout,
  };
}

export async function listPosSettings(tx: Tx, tenantId: string, q: ListQuery): Promise<Page<PosSetting>> {
  const where = and(live(tenantId), searchCondition(posSettings.searchText, q.search));
  const sorts = { name: textSortKey(posSettings.name), created_at: posSettings.createdAt };
  return paginate(
    q,
    async (limit, offset) =>
      present(
        tx,
        tenantId,
        await baseQuery(tx)
          .where(where)
          .orderBy(...sortOrder(q.sort, sorts, posSettings.id))
          .limit(limit)
          .offset(offset),
      ),
    async () => (await tx.select({ n: countAll }).from(posSettings).where(where))[0]!.n,
  );
}

export async function getPosSetting(tx: Tx, tenantId: string, id: string): Promise<PosSetting | undefined> {
  return (await present(tx, tenantId, await baseQuery(tx).where(and(live(tenantId), eq(posSettings.id, id)))))[0];
}

export async function createPosSetting(tx: Tx, tenantId: string, input: Input): Promise<PosSetting> {
  await check(tx, tenantId, input);
  const id = input.id ?? v7();
  if (input.id) {
    const [used] = await tx
      .select({ id: posSettings.id })
      .from(posSettings)
      .where(and(eq(posSettings.tenantId, tenantId), eq(posSettings.id, id)));
    if (used) throw conflict();
  }
  await tx.insert(posSettings).values({ tenantId, id, ...columns(input) });
  return (await getPosSetting(tx, tenantId, id))!;
}

export async function updatePosSetting(tx: Tx, tenantId: string, id: string, input: Input): Promise<PosSetting> {
  if (!(await getPosSetting(tx, tenantId, id))) throw notFound();
  await check(tx, tenantId, input);
  await tx
    .update(posSettings)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(and(live(tenantId), eq(posSettings.id, id)));
  return (await getPosSetting(tx, tenantId, id))!;
}

export async function archivePosSetting(tx: Tx, tenantId: string, id: string): Promise<void> {
  const rows = await tx
    .update(posSettings)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(live(tenantId), eq(posSettings.id, id)))
    .returning({ id: posSettings.id });
  if (rows.length === 0) throw notFound();
}
