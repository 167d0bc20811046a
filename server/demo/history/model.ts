/**
 * What one run of the demo shop's history shares (demo-history.ts): its options and summary, the
 * catalogue's shape, the counter's hours, the seeded ids and instants, the model of the stock the
 * sales take from first-expiry-first-out, and the `History` every day's writer works on.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import type { Jobs } from '../../jobs/queue';
import type { SecretBox } from '../../lib/secret-box';
import type { AuthContext } from '../../plugins/auth';
import type { MutationContext } from '../../modules/sync/mutations';
import { type Rng, mulberry32 } from '../../../scripts/demo-data/prng';
import { type StockLot, allocateFefo, sellableQuantity } from '../../../src/domain/lots';
import { baseQty } from '../../../src/domain/money';
import type { CustomerCreateArgs } from '../../../src/domain/mutation-args';
import type { DrugClass, PaymentMethod } from '../../../src/domain/pos-enums';
import type { OrderLineArgs } from '../../../src/domain/pos-schemas';
import { addDays, shopDayStart, todayInShop } from '../../../src/domain/shop-clock';
import { demoNewCustomers } from '../demo-history-people';

export const DEMO_HISTORY_DAYS = 90;
/** The mark (a row of the shop's code counters) of a history still being written. */
export const HISTORY_PENDING = 'demo_history_pending';
/** The device the demo's till pushed from. */
export const DEVICE_ID = 'demo-quay-1';
export const OPENING_CASH = 1_000_000;
/** Opening and closing of the counter, minutes after midnight (07:30–21:30). */
export const OPENS = 450;
export const CLOSES = 1290;
/** Sales per hour of the day: busy before work and after it. */
export const HOURS: readonly [from: number, to: number, weight: number][] = [
  [450, 540, 1.3],
  [540, 660, 1.0],
  [660, 780, 0.7],
  [780, 900, 0.45],
  [900, 1020, 0.8],
  [1020, 1200, 1.5],
  [1200, 1290, 0.8],
];
const NEW_CUSTOMERS = 240;

export interface DemoHistoryOptions {
  tenantId: string;
  adminId: string;
  cashierId: string;
  /** The history ends at this instant (its shop day is "today"). */
  now: Date;
  days?: number;
  jobs: Jobs;
  secretBox: SecretBox;
}

export interface DemoHistorySummary {
  days: number;
  sales: number;
  returns: number;
  exchanges: number;
  prescriptions: number;
  newCustomers: number;
  purchaseOrders: number;
  einvoices: number;
  /** Review flags the server raised on the pushed orders (none when the stock model is right). */
  reviewFlags: number;
}

export interface Unit {
  id: string;
  factor: number;
  price: number;
  name: string;
}

export interface Product {
  id: string;
  name: string;
  drugClass: DrugClass;
  tracking: 'none' | 'basic' | 'lot' | 'serial';
  active: boolean;
  minStock: number;
  maxStock: number;
  cost: number;
  vendorId: string | null;
  categoryId: string | null;
  /** By factor, the base unit first. */
  units: Unit[];
}

export interface Customer {
  id: string;
  name: string;
  gender: 'male' | 'female' | 'other' | null;
  born: string | null;
  address: string;
  regular: boolean;
}

export interface Template {
  diagnosis: string;
  instructions: string;
  items: { productId: string; unitId: string | null; quantity: number; dosage: string }[];
}

export interface Catalogue {
  products: Map<string, Product>;
  /** OTC products the counter sells by weight of popularity (cumulative). */
  otc: { product: Product; until: number }[];
  templates: Template[];
  doctors: { id: string; name: string; workplace: string }[];
  customers: Customer[];
  phones: Set<string>;
  till: { id: string; prefix: string };
  vendors: string[];
}

/** A sale kept for the returns of the next days: its lines and what has been taken back. */
interface PastSale {
  id: string;
  day: string;
  method: PaymentMethod;
  lines: { line: OrderLineArgs; returned: number }[];
}

export const q = <T extends Record<string, unknown>>(tx: Tx, query: SQL) => tx.execute<T>(query).then((r) => r.rows);

function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 3) | 8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** A day's seed: the same shop day always gives the same history. */
function seedOf(day: string): number {
  let h = 2166136261;
  for (const c of `pharmatill-demo-${day}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

export const at = (day: string, minute: number) => new Date(shopDayStart(day).getTime() + Math.round(minute * 60_000));

/** The shop's stock as the ledger's caches hold it: lots per product, and on hand of products without lots. */
export class StockModel {
  lots = new Map<string, StockLot[]>();
  onHand = new Map<string, number>();

  static async load(tx: Tx, tenantId: string): Promise<StockModel> {
    const model = new StockModel();
    const lots = await q<{
      id: string;
      product_id: string;
      lot_number: string;
      expiry_date: string | null;
      quantity: string;
    }>(
      tx,
      sql`select id, product_id, lot_number, expiry_date::text, quantity from lots
           where tenant_id = ${tenantId} and deleted_at is null order by product_id, expiry_date, lot_number`,
    );
    for (const l of lots) {
      const list = model.lots.get(l.product_id) ?? [];
      list.push({
        id: l.id,
        lot_number: l.lot_number,
        expiry_date: l.expiry_date,
        quantity: baseQty(Number(l.quantity)),
      });
      model.lots.set(l.product_id, list);
    }
    for (const p of await q<{ id: string; stock_on_hand: string }>(
      tx,
      sql`select id, stock_on_hand from products where tenant_id = ${tenantId}`,
    ))
      model.onHand.set(p.id, Number(p.stock_on_hand));
    return model;
  }

  /** What can be sold on `day` (lots not expired by then). */
  sellable(product: Product, day: string): number {
    return product.tracking === 'lot'
      ? sellableQuantity(this.lots.get(product.id) ?? [], day)
      : (this.onHand.get(product.id) ?? 0);
  }

  /** Takes `base` units first-expiry-first-out; null (nothing taken) when there is not enough. */
  take(product: Product, base: number, day: string): OrderLineArgs['lots'] | null {
    if (product.tracking !== 'lot') {
      const left = (this.onHand.get(product.id) ?? 0) - base;
      if (left < 0) return null;
      this.onHand.set(product.id, left);
      return [];
    }
    const lots = this.lots.get(product.id) ?? [];
    const fefo = allocateFefo(lots, base, { asOf: day });
    if (fefo.shortfall > 0) return null;
    for (const t of fefo.takes) {
      const lot = lots.find((l) => l.id === t.lot_id)!;
      lot.quantity = baseQty(lot.quantity - t.quantity);
    }
    this.onHand.set(product.id, (this.onHand.get(product.id) ?? 0) - base);
    return fefo.takes.map((t) => ({
      lot_id: t.lot_id,
      lot_number: t.lot_number,
      expiry_date: t.expiry_date,
      quantity: t.quantity,
    }));
  }

  giveBack(productId: string, base: number, lots: OrderLineArgs['lots']): void {
    for (const t of lots) {
      const lot = this.lots.get(productId)?.find((l) => l.id === t.lot_id);
      if (lot) lot.quantity = baseQty(lot.quantity + t.quantity);
    }
    this.onHand.set(productId, (this.onHand.get(productId) ?? 0) + base);
  }
}

/** Everything one run of the history shares. */
export class History {
  readonly rng: Rng;
  readonly today: string;
  readonly start: string;
  readonly summary: DemoHistorySummary;
  stock = new StockModel();
  counter = 0;
  /** Base units sold per product on each of the last days, newest last. */
  sold: Map<string, number>[] = [];
  pastSales: PastSale[] = [];
  unpaidOrders: { id: string; day: string; total: number }[] = [];
  /** What regulars took on credit and have not settled yet (counter-day.ts collects it). */
  credits: { customerId: string; amount: number; day: string }[] = [];
  newCustomers: CustomerCreateArgs[];
  /** New customers of the day, registered at the counter before its sales are pushed. */
  pendingCustomers: CustomerCreateArgs[] = [];
  customers: Customer[];
  readonly cashier: AuthContext;
  readonly admin: AuthContext;

  /** The transaction of the day being written. */
  tx!: Tx;

  constructor(
    readonly options: DemoHistoryOptions,
    readonly catalogue: Catalogue,
  ) {
    this.today = todayInShop(options.now);
    const days = options.days ?? DEMO_HISTORY_DAYS;
    this.start = addDays(this.today, 1 - days);
    this.rng = mulberry32(seedOf(this.today));
    this.summary = {
      days: 0,
      sales: 0,
      returns: 0,
      exchanges: 0,
      prescriptions: 0,
      newCustomers: 0,
      purchaseOrders: 0,
      einvoices: 0,
      reviewFlags: 0,
    };
    this.newCustomers = demoNewCustomers(this.rng, NEW_CUSTOMERS, () => this.uuid(), this.today, catalogue.phones);
    this.customers = [...catalogue.customers];
    const session = (userId: string, role: 'admin' | 'cashier'): AuthContext => ({
      tenantId: options.tenantId,
      userId,
      roles: [role],
      sessionId: this.uuid(),
    });
    this.cashier = session(options.cashierId, 'cashier');
    this.admin = session(options.adminId, 'admin');
  }

  uuid(): string {
    return uuidFrom(this.rng);
  }

  get tenantId(): string {
    return this.options.tenantId;
  }

  context(auth: AuthContext): MutationContext {
    const { jobs, secretBox } = this.options;
    return { tx: this.tx, auth, deviceId: DEVICE_ID, mutationId: this.uuid(), jobs, secretBox };
  }

  /** The day's demand of a product, from what it sold over the last two weeks. */
  dailyDemand(productId: string): number {
    const days = this.sold.slice(-14);
    if (days.length === 0) return 0;
    return days.reduce((sum, d) => sum + (d.get(productId) ?? 0), 0) / days.length;
  }

  recordSold(productId: string, base: number): void {
    const today = this.sold.at(-1)!;
    today.set(productId, (today.get(productId) ?? 0) + base);
  }
}
