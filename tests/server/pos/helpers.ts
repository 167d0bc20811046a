/**
 * POS server tests: a till with products (one lot-tracked with two lots, one counted without
 * lots, one rx), orders built as the till builds them (totals from src/domain), and pushes
 * through POST /api/v1/sync/push as a till would.
 */
import { v7 } from 'uuid';
import { expect } from 'vitest';
import { lots, posSettings, products } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import { postMoves } from '../../../server/modules/stock/ledger';
import { recomputeOrderTotals } from '../../../src/domain/order-check';
import type { OrderCreateInput, OrderLineArgs, PaymentArgs } from '../../../src/domain/pos-schemas';
import type { MutationResult } from '../../../src/sync/protocol';
import type { SeededShop, SeededUser } from '../fixtures';
import type { TestApp } from '../test-app';

export interface PosShop {
  shop: SeededShop;
  tillId: string;
  /** Lot-tracked: lot A (expires first, 30 viên), lot B (50 viên); sold by the viên or the vỉ of 10. */
  para: { id: string; lotA: string; lotB: string };
  /** Counted without lots, 10 on hand. */
  vitamin: { id: string };
  /** Prescription-only, 100 on hand. */
  amox: { id: string };
}

export async function seedPos(t: TestApp, shop: SeededShop, prefix = 'Q1'): Promise<PosShop> {
  const tillId = v7();
  const para = { id: v7(), lotA: v7(), lotB: v7() };
  const vitamin = { id: v7() };
  const amox = { id: v7() };
  await withTenant(t.database.db, shop.tenantId, async (tx) => {
    await tx.insert(posSettings).values({
      tenantId: shop.tenantId,
      id: tillId,
      name: `Quầy ${prefix}`,
      orderCodePrefix: prefix,
      paymentMethods: ['cash', 'bank_transfer', 'card', 'e_wallet'],
    });
    await tx.insert(products).values([
      {
        tenantId: shop.tenantId,
        id: para.id,
        code: 'SP000001',
        name: 'Paracetamol 500mg',
        trackingType: 'lot',
        salePrice: 1_000,
        costPrice: 600,
      },
      {
        tenantId: shop.tenantId,
        id: vitamin.id,
        code: 'SP000002',
        name: 'Vitamin C 500mg',
        trackingType: 'basic',
        salePrice: 2_000,
      },
      {
        tenantId: shop.tenantId,
        id: amox.id,
        code: 'SP000003',
        name: 'Amoxicillin 500mg',
        trackingType: 'basic',
        drugClass: 'rx',
        salePrice: 3_000,
      },
    ]);
    await tx.insert(lots).values([
      { tenantId: shop.tenantId, id: para.lotA, productId: para.id, lotNumber: 'A-2701', expiryDate: '2027-01-31' },
      { tenantId: shop.tenantId, id: para.lotB, productId: para.id, lotNumber: 'B-2712', expiryDate: '2027-12-31' },
    ]);
    // Opening stock goes through the ledger's writer, so on-hand equals the sum of the moves.
    const opening = (productId: string, lotId: string | null, quantity: number, unitCost: number) => ({
      productId,
      lotId,
      quantity,
      unitCost,
      reason: 'opening' as const,
      documentType: 'opening',
      documentId: null,
      documentCode: null,
      userId: shop.admin.id,
    });
    await postMoves(tx, shop.tenantId, [
      opening(para.id, para.lotA, 30, 600),
      opening(para.id, para.lotB, 50, 600),
      opening(vitamin.id, null, 10, 0),
      opening(amox.id, null, 100, 0),
    ]);
  });
  return { shop, tillId, para, vitamin, amox };
}

type LineInput = Partial<OrderLineArgs> & Pick<OrderLineArgs, 'product_id' | 'quantity' | 'price'>;

export function line(input: LineInput): OrderLineArgs {
  const factor = input.factor ?? 1;
  return {
    id: v7(),
    product_name: 'Sản phẩm',
    unit_id: null,
    unit_name: 'Viên',
    factor,
    base_quantity: input.quantity * factor,
    note: '',
    is_return: false,
    return_of_line_id: null,
    drug_class: 'otc',
    tracking_type: 'basic',
    lots: [],
    serials: [],
    ...input,
  };
}

export interface OrderInput {
  code: string;
  sessionId: string;
  seller: SeededUser;
  lines: OrderLineArgs[];
  type?: OrderCreateInput['type'];
  returnFor?: string;
  /** Cash tendered; defaults to the grand total (a refund when negative). */
  cash?: number;
  payments?: PaymentArgs[];
  discountPercent?: number;
  customerId?: string;
  prescription?: OrderCreateInput['prescription'];
  /** Sold on credit: what is left owing (the payments then fall short by it). */
  debt?: number;
}

/** An order as the till writes it to its outbox, totals computed by the same domain rules. */
export function order(pos: PosShop, input: OrderInput): OrderCreateInput & { id: string } {
  const base = {
    type: input.type ?? ('sale' as const),
    discount_type: 'percent' as const,
    discount_percent: input.discountPercent ?? 0,
    discount_amount: 0,
    lines: input.lines,
    payments: input.payments ?? [],
  };
  const first = recomputeOrderTotals(base);
  const payments = input.payments ?? [
    { id: v7(), method: 'cash' as const, amount: input.cash ?? first.grand_total, reference: null },
  ];
  const debt = input.debt ?? 0;
  const totals = recomputeOrderTotals({ ...base, payments, debt_amount: debt });
  return {
    id: v7(),
    code: input.code,
    type: base.type,
    status: 'paid',
    created_at: new Date().toISOString(),
    pos_setting_id: pos.tillId,
    register_session_id: input.sessionId,
    sold_by: input.seller.id,
    customer_id: input.customerId ?? null,
    return_for: input.returnFor ?? null,
    discount_type: base.discount_type,
    discount_percent: base.discount_percent,
    ...totals,
    debt_amount: debt,
    lines: input.lines,
    payments,
    prescription: input.prescription ?? null,
  };
}

let seq = 0;

export function mutation(name: string, args: unknown) {
  seq += 1;
  return { id: v7(), seq, name, args };
}

export async function push(
  t: TestApp,
  who: SeededUser,
  mutations: unknown[],
  deviceId = 'till-1',
): Promise<MutationResult[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: who.headers,
    payload: { device_id: deviceId, mutations },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { results: MutationResult[] } }).data.results;
}

/** Pushes one mutation and expects it applied; answers its result. */
export async function applied<R = Record<string, unknown>>(
  t: TestApp,
  who: SeededUser,
  name: string,
  args: unknown,
): Promise<R> {
  const [result] = await push(t, who, [mutation(name, args)]);
  expect(result, JSON.stringify(result)).toMatchObject({ status: 'applied' });
  return (result as { result: R }).result;
}

export async function openRegister(t: TestApp, pos: PosShop, openingCash = 500_000): Promise<string> {
  const id = v7();
  await applied(t, pos.shop.cashier, 'register.open', {
    id,
    pos_setting_id: pos.tillId,
    opened_at: new Date().toISOString(),
    opening_cash: openingCash,
  });
  return id;
}
