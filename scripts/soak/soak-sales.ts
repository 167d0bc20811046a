/**
 * Sales as a till writes them to its outbox: `order.create` mutations with one to four lines of
 * the soak's products (lot-tracked lines naming a lot or left to the server's FEFO), totals from
 * the same domain rules the till uses, and codes from each till's own prefix and counter.
 */
import { v7 } from 'uuid';
import { recomputeOrderTotals } from '../../src/domain/order-check';
import type { OrderCreateArgs, OrderLineArgs } from '../../src/domain/pos-schemas';
import type { Mutation } from '../../src/sync/protocol';
import type { SoakProduct, SoakShop, SoakTill } from './soak-shop';

export type Random = () => number;

/** A small seeded generator (mulberry32), so a run can be repeated with SOAK_SEED. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function saleLine(random: Random, product: SoakProduct, index: number): OrderLineArgs {
  const quantity = 1 + Math.floor(random() * 5);
  const named = product.lots.length > 0 && random() < 0.5;
  return {
    id: v7(),
    product_id: product.id,
    product_name: `Thuốc thử ${index}`,
    unit_id: null,
    unit_name: 'Viên',
    factor: 1,
    quantity,
    base_quantity: quantity,
    price: 1_000,
    note: '',
    is_return: false,
    return_of_line_id: null,
    drug_class: 'otc',
    tracking_type: product.lots.length > 0 ? 'lot' : 'basic',
    lots: named ? [{ lot_id: pick(random, product.lots), lot_number: 'L', expiry_date: null, quantity }] : [],
    serials: [],
  };
}

export function makeSale(random: Random, shop: SoakShop, till: SoakTill, counter: number): OrderCreateArgs {
  const count = 1 + Math.floor(random() * 4);
  const chosen = [...shop.products].sort(() => random() - 0.5).slice(0, count);
  const lines = chosen.map((product, i) => saleLine(random, product, i + 1));
  const base = {
    type: 'sale' as const,
    discount_type: 'percent' as const,
    discount_percent: 0,
    discount_amount: 0,
    lines,
    payments: [] as OrderCreateArgs['payments'],
  };
  const due = recomputeOrderTotals(base).grand_total;
  const payments = [{ id: v7(), method: 'cash' as const, amount: due, reference: null }];
  return {
    id: v7(),
    code: `HD-${till.prefix}-${String(counter).padStart(6, '0')}`,
    debt_amount: 0,
    type: 'sale',
    status: 'paid',
    created_at: new Date().toISOString(),
    pos_setting_id: till.tillId,
    register_session_id: till.sessionId,
    sold_by: shop.sellerId,
    customer_id: null,
    doctor_id: null,
    return_for: null,
    note: '',
    discount_type: 'percent',
    discount_percent: 0,
    ...recomputeOrderTotals({ ...base, payments }),
    lines,
    payments,
    prescription: null,
  };
}

export function saleMutation(sale: OrderCreateArgs, seq: number): Mutation {
  return { id: v7(), seq, name: 'order.create', args: sale };
}
