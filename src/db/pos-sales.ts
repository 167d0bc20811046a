/**
 * Confirmed sales on the till: the order with its lines, lots and payments, the local stock
 * decrease (products and lots), the order counter and the `order.create` outbox entry are written
 * in ONE strict transaction, so a sale is recorded whole with its pending push or not at all.
 * Register open and close go the same way with `register.open` / `register.close`.
 */
import { v7 as uuidv7 } from 'uuid';
import { lineBaseQty } from '../domain/cart';
import type { BuyerInput } from '../domain/einvoice/schemas';
import { todayInShop } from '../domain/shop-clock';
import {
  numberedSegment,
  takeCashRegisterCode,
  type CashRegisterSettings,
  type TillInvoice,
} from './cash-register-invoices';
import type { PosTicket } from '../domain/cart-types';
import { highestCounter, nextOrderCode, provisionalSegment } from '../domain/order-codes';
import { toOrderCreateArgs, type OrderContext } from '../domain/order-args';
import type { MutationName } from '../domain/mutations';
import type { OrderCreateInput } from '../domain/pos-schemas';
import type { Row, TillDb } from './database';
import { deviceId, META_KEYS, readMeta, writeMeta } from './meta';
import { recordMutation } from './outbox';
import { REGISTER_META_KEY, type OpenRegister } from './pos-state';
import { productTables, readProducts } from './product-records';

/** The schemas a sale or register change is checked against before it is queued: loaded with the
 * first one, not with the till's screen (zod is not on /pos's first load, issue 16); the service
 * worker has them offline. Taken before a transaction opens, as awaiting a fetch inside one ends it. */
const posSchemas = () => import('../domain/pos-schemas');

/** An order as the till keeps it: what it pushed, plus names for the receipt and history. */
export interface LocalOrder {
  id: string;
  code: string;
  created_at: string;
  register_session_id: string;
  pos_setting_id: string;
  args: OrderCreateInput;
  ticket: PosTicket;
  cashier_name: string;
  till_name: string;
  /**
   * The cash-register invoice made with the order, when the shop has them on: a sale's invoice, or
   * for a return or an exchange the adjustment of the sale's invoice for the goods given back.
   */
  einvoice?: TillInvoice | null;
  /** An exchange's invoice of its new goods. */
  exchange_einvoice?: TillInvoice | null;
  /** The code of the sale a return or exchange gives goods back from, when this till holds it. */
  return_for_code?: string | null;
}

const counterKey = (tillId: string) => `order_counter:${tillId}`;

/** This device's segment of the shop's codes: the server's once it answered, else the provisional one. */
async function codeSegment(db: TillDb): Promise<string> {
  return (await readMeta<string>(db, META_KEYS.deviceSegment)) ?? provisionalSegment(await deviceId(db));
}

async function nextCounter(db: TillDb, tillId: string, prefix: string, segment: string): Promise<number> {
  const stored = await readMeta<number>(db, counterKey(tillId));
  if (stored !== undefined) return stored;
  const codes = (await db.recent_orders.toArray()).map((row) => String(row.code));
  return highestCounter(codes, prefix, segment);
}

/** The code the next order of this till will get (for the VietQR transfer content before confirming). */
export async function peekOrderCode(
  db: TillDb,
  till: { id: string; order_code_prefix: string },
  type: PosTicket['order']['type'],
): Promise<string> {
  const segment = await codeSegment(db);
  const last = await nextCounter(db, till.id, till.order_code_prefix, segment);
  return nextOrderCode(type, till.order_code_prefix, last, segment).code;
}

export interface CommitInput {
  ticket: PosTicket;
  id: string;
  createdAt: string;
  till: { id: string; name: string; order_code_prefix: string };
  register: OpenRegister;
  cashier: { id: string; name: string };
  /** Make the sale's cash-register invoice with these settings, for this buyer. */
  invoice?: { settings: CashRegisterSettings; buyer: BuyerInput } | null;
}

/** Writes the confirmed order and everything it changes; answers the order as kept locally. */
export async function commitOrder(db: TillDb, input: CommitInput): Promise<LocalOrder> {
  let saved: LocalOrder | null = null;
  const { orderCreateArgsSchema } = await posSchemas();
  const tables = [db.recent_orders, db.cart, ...productTables(db)];
  await db.transaction('rw', [db.outbox, db.meta, ...tables], async () => {
    const segment = await codeSegment(db);
    const last = await nextCounter(db, input.till.id, input.till.order_code_prefix, segment);
    const { code, counter } = nextOrderCode(input.ticket.order.type, input.till.order_code_prefix, last, segment);
    const context: OrderContext = {
      id: input.id,
      code,
      createdAt: input.createdAt,
      posSettingId: input.till.id,
      registerSessionId: input.register.id,
      soldBy: input.cashier.id,
    };
    const args = orderCreateArgsSchema.parse(toOrderCreateArgs(input.ticket, context)) as OrderCreateInput;
    const ticket: PosTicket = {
      ...input.ticket,
      order: {
        ...input.ticket.order,
        id: input.id,
        code,
        dateOrder: input.createdAt,
        status: 'paid',
        soldBy: input.cashier.id,
      },
    };
    saved = {
      id: input.id,
      code,
      created_at: input.createdAt,
      register_session_id: input.register.id,
      pos_setting_id: input.till.id,
      args,
      ticket,
      cashier_name: input.cashier.name,
      till_name: input.till.name,
    };
    const { invoice, exchangeInvoice, saleCode } = await orderInvoices(db, input);
    saved.einvoice = invoice;
    if (exchangeInvoice) saved.exchange_einvoice = exchangeInvoice;
    if (saleCode) saved.return_for_code = saleCode;
    const order = saved;
    // Nested in this transaction (same tables): the outbox entry commits with the sale or not at all.
    await recordMutation(db, {
      name: 'order.create',
      args,
      tables,
      effect: async () => {
        await writeMeta(db, counterKey(input.till.id), counter);
        await db.recent_orders.add(order as unknown as Row);
        await db.cart.delete('current');
        await moveStock(db, input.ticket);
      },
    });
    // The invoices' pushes follow the order's (pushes apply in order), in the same transaction.
    for (const made of [invoice, exchangeInvoice]) {
      if (!made) continue;
      await recordMutation(db, {
        name: 'einvoice.register',
        args: {
          id: made.id,
          order_id: input.id,
          code: made.code,
          template_code: made.template_code,
          series: made.series,
          issued_at: made.issued_at,
          buyer: made.buyer,
          part: made.relation === 'adjust' ? 'return' : 'sale',
        },
        tables,
      });
    }
  });
  return saved!;
}

/** A series names its year (C26MAA): a sale in another year makes no invoice until the series is renewed. */
function seriesOfYear(series: string, createdAt: string): boolean {
  return series.slice(1, 3) === todayInShop(new Date(createdAt)).slice(2, 4);
}

/**
 * The order's cash-register invoices (inside commitOrder's transaction, which holds `meta` and
 * `recent_orders`): a sale's; for a return, the adjustment of the sale's invoice; for an exchange,
 * that adjustment and the invoice of its new goods, each with the next code of this device. The
 * goods given back are adjusted when this till invoiced the sale, or when the sale is not on this
 * till (made on another device: the server resolves its invoice, docs/einvoices.md); a sale this
 * till holds without an invoice (sold before invoices were on) has nothing to adjust.
 */
async function orderInvoices(
  db: TillDb,
  input: CommitInput,
): Promise<{ invoice: TillInvoice | null; exchangeInvoice: TillInvoice | null; saleCode: string | null }> {
  const none = { invoice: null, exchangeInvoice: null, saleCode: null };
  // Codes need the server's segment of this device (a provisional one is not digits): until the
  // device has reached the server once, its orders make no invoice.
  const device = await numberedSegment(db);
  if (!input.invoice || device === null || !seriesOfYear(input.invoice.settings.series, input.createdAt)) return none;
  const { type, returnFor } = input.ticket.order;
  const make = (relation: 'original' | 'adjust', buyer: BuyerInput, adjusts: string | null) =>
    tillInvoice(db, input.invoice!.settings, device, input.createdAt, relation, buyer, adjusts);
  if (type === 'sale') return { ...none, invoice: await make('original', input.invoice.buyer, null) };
  const sale = returnFor ? ((await db.recent_orders.get(returnFor)) as unknown as LocalOrder | undefined) : undefined;
  const saleInvoice = sale?.einvoice ?? null;
  const givesBack = input.ticket.items.some((item) => item.is_return && !item.notExists && item.quantity > 0);
  const adjusts = returnFor !== null && givesBack && (sale === undefined || saleInvoice !== null);
  // An adjustment and the exchange's new goods keep the buyer of the sale's invoice when it is known.
  const buyer = saleInvoice?.buyer ?? input.invoice.buyer;
  const invoice = adjusts ? await make('adjust', buyer, saleInvoice?.code ?? null) : null;
  const exchangeInvoice = type === 'exchange' ? await make('original', buyer, null) : null;
  return { invoice, exchangeInvoice, saleCode: sale?.code ?? null };
}

async function tillInvoice(
  db: TillDb,
  settings: CashRegisterSettings,
  device: number,
  issuedAt: string,
  relation: 'original' | 'adjust',
  buyer: BuyerInput,
  adjustsCode: string | null,
): Promise<TillInvoice> {
  return {
    id: uuidv7(),
    code: await takeCashRegisterCode(db, device, settings, issuedAt),
    template_code: settings.template,
    series: settings.series,
    issued_at: issuedAt,
    lookup_url: settings.lookupUrl,
    seller_tax_code: settings.sellerTaxCode,
    buyer: { ...buyer, tax_code: buyer.type === 'company' ? buyer.tax_code : '' },
    adjusts_code: adjustsCode,
    relation,
  };
}

/**
 * The till's stock follows the order: a sale line takes from the product and its lots, a return
 * puts back. A product and its lots are one record: one read and one write per product.
 */
async function moveStock(db: TillDb, ticket: PosTicket): Promise<void> {
  const products = new Map<string, { stock: number; lots: Map<string, number> }>();
  for (const item of ticket.items) {
    if (item.notExists || item.quantity <= 0 || item.tracking_type === 'none') continue;
    const sign = item.is_return ? 1 : -1;
    let moves = products.get(item.product_id);
    if (!moves) products.set(item.product_id, (moves = { stock: 0, lots: new Map() }));
    moves.stock += sign * lineBaseQty(item);
    for (const take of item.lots)
      moves.lots.set(take.lot_id, (moves.lots.get(take.lot_id) ?? 0) + sign * take.quantity);
  }
  if (products.size === 0) return;
  const ids = [...products.keys()];
  const rows = await readProducts(db, ids);
  const updated = rows.flatMap((product, i) => {
    const moves = products.get(ids[i]!)!;
    if (!product) return [];
    return [
      {
        ...product,
        stock_on_hand: Number(product.stock_on_hand ?? 0) + moves.stock,
        lots: product.lots?.map((lot) => {
          const moved = moves.lots.get(lot.id);
          return moved ? { ...lot, quantity: Number(lot.quantity ?? 0) + moved } : lot;
        }),
      },
    ];
  });
  await db.products.bulkPut(updated);
}

export async function listLocalOrders(db: TillDb): Promise<LocalOrder[]> {
  const rows = await db.recent_orders.orderBy('created_at').reverse().toArray();
  return rows as unknown as LocalOrder[];
}

export async function localOrdersOfSession(db: TillDb, sessionId: string): Promise<LocalOrder[]> {
  return (await listLocalOrders(db)).filter((order) => order.register_session_id === sessionId);
}

/** Opens the register on this till (works offline): kept in meta and queued as `register.open`. */
export async function openRegister(db: TillDb, register: OpenRegister, note = ''): Promise<void> {
  const { registerOpenArgsSchema } = await posSchemas();
  const args = registerOpenArgsSchema.parse({
    id: register.id,
    pos_setting_id: register.pos_setting_id,
    opened_at: register.opened_at,
    opening_cash: register.opening_cash,
    note,
  });
  await recordMutation(db, {
    name: 'register.open',
    args,
    effect: () => writeMeta(db, REGISTER_META_KEY, register),
  });
}

/**
 * Continues on this till a session the server has open (opened on another device, or here before
 * the till's data was cleared): kept in meta like an opened one; nothing is queued, the server has it.
 */
export async function continueRegister(db: TillDb, register: OpenRegister): Promise<void> {
  await writeMeta(db, REGISTER_META_KEY, register);
}

/** Sessions this till closed whose `register.close` has not reached the server yet. */
export async function closingRegisterIds(db: TillDb): Promise<Set<string>> {
  const entries = await db.outbox.where('status').anyOf('pending', 'rejected').toArray();
  return new Set(
    entries
      .filter((entry) => entry.name === ('register.close' satisfies MutationName))
      .map((entry) => String((entry.args as { id?: unknown }).id)),
  );
}

export interface CloseRegisterInput {
  id: string;
  closedAt: string;
  countedCash: number;
  expectedCash: number;
  note?: string;
}

/** Closes the register: the session leaves the till and `register.close` is queued. */
export async function closeRegister(db: TillDb, input: CloseRegisterInput): Promise<void> {
  const { registerCloseArgsSchema } = await posSchemas();
  const args = registerCloseArgsSchema.parse({
    id: input.id,
    closed_at: input.closedAt,
    counted_cash: input.countedCash,
    expected_cash: input.expectedCash,
    note: input.note ?? '',
  });
  await recordMutation(db, {
    name: 'register.close',
    args,
    effect: () => writeMeta(db, REGISTER_META_KEY, null),
  });
}
