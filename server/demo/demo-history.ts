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
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection';
import { withTenant } from '../db/tenancy';
import { replanCachedStatements } from '../db/replan';
import { lockTenantSync } from '../db/sync-lock';
import type { Jobs } from '../jobs/queue';
import type { SecretBox } from '../lib/secret-box';
import type { AuthContext } from '../plugins/auth';
import { createComplaint, moveComplaint } from '../modules/complaints/service';
import { issue } from '../modules/einvoices/service';
import { finishInventory, recordCounts, startInventory, createInventory } from '../modules/inventories/service';
import { applyOrders } from '../modules/orders/order-create';
import { receivePurchaseOrder } from '../modules/purchasing/receive';
import { createPurchaseOrder, orderPurchaseOrder, payPurchaseOrder } from '../modules/purchasing/service';
import { createQualityControl, moveQualityControl, raiseScrap } from '../modules/quality/service';
import { refreshDays } from '../modules/reports/dashboard-days';
import { createScrap, finishScrap } from '../modules/scraps/service';
import { tillHandlers } from '../modules/sync/handlers';
import type { MutationContext } from '../modules/sync/mutations';
import { addMonths } from '../../scripts/demo-data/dates';
import { intBetween, mulberry32, pick, type Rng } from '../../scripts/demo-data/prng';
import { einvoiceRequestArgs, type BuyerInput } from '../../src/domain/einvoice/schemas';
import { allocateFefo, sellableQuantity, takeInOrder, type StockLot } from '../../src/domain/lots';
import { baseQty, dong } from '../../src/domain/money';
import { customerCreateArgs, type CustomerCreateArgs } from '../../src/domain/mutation-args';
import { recomputeOrderTotals } from '../../src/domain/order-check';
import { formatOrderCode } from '../../src/domain/order-codes';
import type { PaymentMethod } from '../../src/domain/pos-enums';
import {
  orderCreateArgsSchema,
  registerCloseArgsSchema,
  registerOpenArgsSchema,
  type OrderCreateArgs,
  type OrderCreateInput,
  type OrderLineArgs,
  type PaymentArgs,
  type PrescriptionArgs,
} from '../../src/domain/pos-schemas';
import { closeSession, type SessionOrder } from '../../src/domain/register-session';
import { addDays, shopDayStart, todayInShop, weekdayIndex } from '../../src/domain/shop-clock';
import { complaintInput } from '../../src/domain/stock/complaints';
import { inventoryInput } from '../../src/domain/stock/inventories';
import { purchaseOrderInput, purchaseReceiptInput } from '../../src/domain/stock/purchase-orders';
import { qualityControlInput } from '../../src/domain/stock/quality-controls';
import { scrapInput } from '../../src/domain/stock/scraps';
import { DEMO_INVOICE_COMPANIES, demoNewCustomers } from './demo-history-people';

export const DEMO_HISTORY_DAYS = 90;
/** The mark (a row of the shop's code counters) of a history still being written. */
export const HISTORY_PENDING = 'demo_history_pending';
/** The device the demo's till pushed from. */
const DEVICE_ID = 'demo-quay-1';
const OPENING_CASH = 1_000_000;
/** Opening and closing of the counter, minutes after midnight (07:30–21:30). */
const OPENS = 450;
const CLOSES = 1290;
/** Sales per hour of the day: busy before work and after it. */
const HOURS: readonly [from: number, to: number, weight: number][] = [
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

interface Unit {
  id: string;
  factor: number;
  price: number;
  name: string;
}

interface Product {
  id: string;
  name: string;
  drugClass: 'otc' | 'rx';
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

interface Customer {
  id: string;
  name: string;
  gender: 'male' | 'female' | 'other' | null;
  born: string | null;
  address: string;
  regular: boolean;
}

interface Template {
  diagnosis: string;
  instructions: string;
  items: { productId: string; unitId: string | null; quantity: number; dosage: string }[];
}

interface Catalogue {
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

const q = <T extends Record<string, unknown>>(tx: Tx, query: SQL) => tx.execute<T>(query).then((r) => r.rows);

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

const at = (day: string, minute: number) => new Date(shopDayStart(day).getTime() + Math.round(minute * 60_000));

async function loadCatalogue(tx: Tx, tenantId: string): Promise<Catalogue> {
  const productRows = await q<{
    id: string;
    name: string;
    drug_class: 'otc' | 'rx';
    tracking_type: Product['tracking'];
    is_active: boolean;
    min_stock: number | null;
    max_stock: number | null;
    cost_price: string;
    default_vendor_id: string | null;
    category_id: string | null;
  }>(
    tx,
    sql`select id, name, drug_class, tracking_type, is_active, min_stock, max_stock, cost_price, default_vendor_id, category_id
          from products where tenant_id = ${tenantId} and deleted_at is null order by code`,
  );
  const unitRows = await q<{ id: string; product_id: string; factor: number; price: string; name: string }>(
    tx,
    sql`select u.id, u.product_id, u.factor, u.price, m.name from product_units u
          join uoms m on m.tenant_id = u.tenant_id and m.id = u.uom_id
         where u.tenant_id = ${tenantId} and u.deleted_at is null order by u.product_id, u.factor`,
  );
  const products = new Map<string, Product>(
    productRows.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        drugClass: p.drug_class,
        tracking: p.tracking_type,
        active: p.is_active,
        minStock: p.min_stock ?? 0,
        maxStock: p.max_stock ?? 0,
        cost: Number(p.cost_price),
        vendorId: p.default_vendor_id,
        categoryId: p.category_id,
        units: [],
      },
    ]),
  );
  for (const u of unitRows)
    products.get(u.product_id)?.units.push({ id: u.id, factor: u.factor, price: Number(u.price), name: u.name });

  // Popularity: a long tail over a fixed shuffle of the shelf, the same every day and every seed.
  const shelf = mulberry32(17);
  let until = 0;
  const otc = [...products.values()]
    .filter(
      (p) => p.active && p.drugClass === 'otc' && (p.tracking === 'lot' || p.tracking === 'basic') && p.units[0]?.price,
    )
    .map((product) => ({ product, rank: shelf() }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ product }, i) => {
      const dear = product.units[0]!.price > 200_000 ? 0.3 : 1;
      until += (dear * 10) / Math.pow(i + 4, 0.85);
      return { product, until };
    });

  const templates = (
    await q<{ diagnosis: string | null; instructions: string | null; items: Template['items'] | null }>(
      tx,
      sql`select diagnosis, instructions,
            (select jsonb_agg(jsonb_build_object('productId', i->>'product_id', 'unitId', i->>'unit_id',
                     'quantity', (i->>'quantity')::int, 'dosage', coalesce(i->>'dosage', ''))) from jsonb_array_elements(items) i) as items
          from prescription_templates where tenant_id = ${tenantId} and deleted_at is null order by name`,
    )
  ).map((t) => ({ diagnosis: t.diagnosis ?? '', instructions: t.instructions ?? '', items: t.items ?? [] }));
  const doctors = (
    await q<{ id: string; name: string; workplace: string | null }>(
      tx,
      sql`select id, name, workplace from doctors where tenant_id = ${tenantId} and deleted_at is null order by name, id`,
    )
  ).map((d) => ({ id: d.id, name: d.name, workplace: d.workplace || 'Phòng khám tư nhân' }));
  const customerRows = await q<{
    id: string;
    full_name: string;
    gender: Customer['gender'];
    date_of_birth: string | null;
    street: string | null;
    ward: string | null;
    district: string | null;
    phone: string | null;
  }>(
    tx,
    sql`select id, full_name, gender, date_of_birth::text, street, ward, district, phone
          from customers where tenant_id = ${tenantId} and deleted_at is null order by code`,
  );
  const [till] = await q<{ id: string; prefix: string }>(
    tx,
    sql`select id, order_code_prefix as prefix from pos_settings where tenant_id = ${tenantId} and is_active order by name limit 1`,
  );
  const vendors = await q<{ id: string }>(
    tx,
    sql`select id from vendors where tenant_id = ${tenantId} and deleted_at is null order by code`,
  );
  if (!till || vendors.length === 0) throw new Error('the demo catalogue has no till or no vendor');
  return {
    products,
    otc,
    templates: templates.filter((t) => t.items.length > 0),
    doctors,
    customers: customerRows.map((c) => ({
      id: c.id,
      name: c.full_name,
      gender: c.gender,
      born: c.date_of_birth,
      address: [c.street, c.ward, c.district].filter(Boolean).join(', '),
      regular: true,
    })),
    phones: new Set(customerRows.flatMap((c) => (c.phone ? [c.phone] : []))),
    till,
    vendors: vendors.map((v) => v.id),
  };
}

/** The shop's stock as the ledger's caches hold it: lots per product, and on hand of products without lots. */
class StockModel {
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
class History {
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

function pickWeighted<T>(rng: Rng, items: readonly { until: number; product: T }[]): T {
  const r = rng() * items.at(-1)!.until;
  let lo = 0;
  let hi = items.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.until > r) hi = mid;
    else lo = mid + 1;
  }
  return items[lo]!.product;
}

/** The instants of the day's sales: more in the morning and after work. */
function saleMinutes(rng: Rng, count: number): number[] {
  const total = HOURS.reduce((sum, [from, to, w]) => sum + (to - from) * w, 0);
  const minutes = Array.from({ length: count }, () => {
    let r = rng() * total;
    for (const [from, to, w] of HOURS) {
      const span = (to - from) * w;
      if (r < span) return from + r / w;
      r -= span;
    }
    return CLOSES - 1;
  });
  return minutes.sort((a, b) => a - b);
}

function salesOnDay(h: History, day: string, index: number, days: number): number {
  const wd = weekdayIndex(day);
  const base = wd === 6 ? 38 : wd === 5 ? 64 : 52;
  const drift = 1 + 0.08 * Math.sin((index / days) * 2 * Math.PI) + 0.1 * (index / days);
  return Math.max(28, Math.min(80, Math.round(base * drift * (0.85 + 0.3 * h.rng()))));
}

/** A line of `product` in `unit`, its lots taken; null when the shelf cannot cover it. */
function saleLine(h: History, product: Product, unit: Unit, quantity: number, day: string): OrderLineArgs | null {
  const base = quantity * unit.factor;
  const lots = h.stock.take(product, base, day);
  if (!lots) return null;
  h.recordSold(product.id, base);
  return {
    id: h.uuid(),
    product_id: product.id,
    product_name: product.name,
    unit_id: unit.id,
    unit_name: unit.name,
    factor: unit.factor,
    quantity,
    base_quantity: base,
    price: unit.price,
    note: '',
    is_return: false,
    return_of_line_id: null,
    drug_class: product.drugClass,
    tracking_type: product.tracking,
    lots,
    serials: [],
  };
}

/** How much of an OTC product a customer takes: a few tablets, a blister, a box or a bottle. */
function otcLine(h: History, product: Product, day: string): OrderLineArgs | null {
  const { rng } = h;
  const units = product.units;
  const [small, mid] = [units[0]!, units[1]];
  const big = units.at(-1)!;
  let choice: [Unit, number];
  if (!mid) choice = [small, rng() < 0.8 ? 1 : intBetween(rng, 2, 3)];
  else {
    const r = rng();
    if (r < 0.5) choice = [mid, mid.factor >= 20 ? 1 : intBetween(rng, 1, 3)];
    else if (r < 0.85) choice = [small, intBetween(rng, 1, Math.min(10, mid.factor))];
    else choice = [big, 1];
  }
  return saleLine(h, product, ...choice, day) ?? (choice[0] === small ? null : saleLine(h, product, small, 1, day));
}

function pickCustomer(h: History): Customer {
  const { rng } = h;
  if (h.newCustomers.length > 0 && rng() < 0.14) {
    const args = h.newCustomers.shift()!;
    h.pendingCustomers.push(args);
    const customer: Customer = {
      id: args.id,
      name: args.full_name,
      gender: args.gender ?? null,
      born: args.date_of_birth ?? null,
      address: [args.street, args.ward, args.district].filter(Boolean).join(', '),
      regular: false,
    };
    h.customers.push(customer);
    return customer;
  }
  // Regulars (the shop's file from the start) come back three times as often.
  for (;;) {
    const c = pick(rng, h.customers);
    if (c.regular || rng() < 0.34) return c;
  }
}

function ageOn(day: string, born: string | null): number | null {
  if (!born) return null;
  return Number(day.slice(0, 4)) - Number(born.slice(0, 4)) - (day.slice(5) < born.slice(5) ? 1 : 0);
}

/** A prescription sale from one of the shop's templates: the doctor's drugs the shelf can cover. */
function prescriptionSale(
  h: History,
  day: string,
): { lines: OrderLineArgs[]; prescription: PrescriptionArgs; customer: Customer; doctorId: string } | null {
  const { rng, catalogue } = h;
  if (catalogue.templates.length === 0 || catalogue.doctors.length === 0) return null;
  const template = pick(rng, catalogue.templates);
  const lines: OrderLineArgs[] = [];
  const items: PrescriptionArgs['items'] = [];
  for (const item of template.items) {
    const product = catalogue.products.get(item.productId);
    if (!product?.active || product.tracking === 'serial' || product.tracking === 'none') continue;
    const unit = product.units.find((u) => u.id === item.unitId) ?? product.units[0];
    if (!unit) continue;
    items.push({
      product_id: product.id,
      product_name: product.name,
      quantity: item.quantity,
      unit_name: unit.name,
      dosage: item.dosage,
    });
    const line = saleLine(h, product, unit, item.quantity, day);
    if (line) lines.push(line);
  }
  if (lines.length === 0) return null;
  const customer = pickCustomer(h);
  const doctor = pick(rng, catalogue.doctors);
  return {
    lines,
    customer,
    doctorId: doctor.id,
    prescription: {
      id: h.uuid(),
      code: null,
      source: 'offline',
      date: addDays(day, -intBetween(rng, 0, 2)),
      doctor_id: doctor.id,
      doctor_name: doctor.name,
      facility: doctor.workplace,
      diagnosis: template.diagnosis,
      patient_id: customer.id,
      patient_name: customer.name,
      patient_age: ageOn(day, customer.born),
      patient_gender: customer.gender,
      patient_address: customer.address,
      instructions: template.instructions,
      items,
    },
  };
}

/** What a customer hands over in cash for `due`: the exact sum or the next round note. */
function tendered(rng: Rng, due: number): number {
  if (rng() < 0.3) return due;
  const notes = [10_000, 50_000, 100_000, 200_000, 500_000].filter((n) => n >= due / 10);
  const note = notes[Math.min(notes.length - 1, Math.floor(rng() * 3))] ?? 500_000;
  return Math.ceil(due / note) * note;
}

function payFor(h: History, due: number, code: string): PaymentArgs[] {
  const { rng } = h;
  if (due === 0) return [];
  if (due < 0) return [{ id: h.uuid(), method: 'cash', amount: due, reference: null }];
  const r = rng();
  const reference = (prefix: string) => `${prefix}${code.replace(/\D/g, '')}`;
  if (r < 0.55) return [{ id: h.uuid(), method: 'cash', amount: tendered(rng, due), reference: null }];
  if (r < 0.83) return [{ id: h.uuid(), method: 'bank_transfer', amount: due, reference: reference('VQR') }];
  if (r < 0.94)
    return [{ id: h.uuid(), method: 'card', amount: due, reference: `POS ${intBetween(rng, 100000, 999999)}` }];
  if (r < 0.97) return [{ id: h.uuid(), method: 'e_wallet', amount: due, reference: reference('MOMO') }];
  // Split: what is in the wallet in cash, the rest by VietQR transfer.
  const cash = Math.min(due - 1_000, Math.floor((due * (0.2 + rng() * 0.5)) / 10_000) * 10_000);
  if (cash <= 0) return [{ id: h.uuid(), method: 'cash', amount: tendered(rng, due), reference: null }];
  return [
    { id: h.uuid(), method: 'cash', amount: cash, reference: null },
    { id: h.uuid(), method: 'bank_transfer', amount: due - cash, reference: reference('VQR') },
  ];
}

interface Draft {
  type: OrderCreateArgs['type'];
  lines: OrderLineArgs[];
  customerId: string | null;
  doctorId: string | null;
  returnFor: string | null;
  prescription: PrescriptionArgs | null;
  note: string;
  /** "Bớt lẻ": the odd thousands taken off a large basket. */
  roundDown: boolean;
}

function buildOrder(h: History, draft: Draft, instant: Date, sessionId: string, soldBy: string): OrderCreateArgs {
  h.counter += 1;
  const code = formatOrderCode(draft.type, h.catalogue.till.prefix, h.counter);
  const base = {
    type: draft.type,
    discount_type: 'amount' as const,
    discount_percent: 0,
    discount_amount: 0,
    lines: draft.lines,
    payments: [] as PaymentArgs[],
  };
  const subtotal = recomputeOrderTotals(base).subtotal;
  if (draft.roundDown && draft.type === 'sale') base.discount_amount = subtotal % 10_000;
  const due = recomputeOrderTotals(base).grand_total;
  const payments = payFor(h, due, code);
  const input: OrderCreateInput = {
    id: h.uuid(),
    code,
    type: draft.type,
    status: 'paid',
    created_at: instant.toISOString(),
    pos_setting_id: h.catalogue.till.id,
    register_session_id: sessionId,
    sold_by: soldBy,
    customer_id: draft.customerId,
    doctor_id: draft.doctorId,
    return_for: draft.returnFor,
    note: draft.note,
    discount_type: base.discount_type,
    discount_percent: 0,
    ...recomputeOrderTotals({ ...base, payments }),
    lines: draft.lines,
    payments,
    prescription: draft.prescription,
  };
  return orderCreateArgsSchema.parse(input);
}

function saleDraft(h: History, day: string): Draft | null {
  const { rng, catalogue } = h;
  if (rng() < 0.17) {
    const rx = prescriptionSale(h, day);
    if (rx) {
      h.summary.prescriptions += 1;
      if (rng() < 0.25) {
        const extra = otcLine(h, pickWeighted(rng, catalogue.otc), day);
        if (extra && !rx.lines.some((l) => l.product_id === extra.product_id)) rx.lines.push(extra);
      }
      return {
        type: 'sale',
        lines: rx.lines,
        customerId: rx.customer.id,
        doctorId: rx.doctorId,
        returnFor: null,
        prescription: rx.prescription,
        note: '',
        roundDown: false,
      };
    }
  }
  const r = rng();
  const count = r < 0.45 ? 1 : r < 0.75 ? 2 : r < 0.92 ? 3 : 4;
  const lines: OrderLineArgs[] = [];
  for (let i = 0; i < count * 2 && lines.length < count; i += 1) {
    const product = pickWeighted(rng, catalogue.otc);
    if (lines.some((l) => l.product_id === product.id)) continue;
    const line = otcLine(h, product, day);
    if (line) lines.push(line);
  }
  if (lines.length === 0) return null;
  const subtotal = lines.reduce((s, l) => s + l.quantity * l.price, 0);
  return {
    type: 'sale',
    lines,
    customerId: rng() < 0.4 ? pickCustomer(h).id : null,
    doctorId: null,
    returnFor: null,
    prescription: null,
    note: '',
    roundDown: subtotal >= 200_000 && rng() < 0.08,
  };
}

const RETURN_NOTES = [
  'Khách mua nhầm hàng, còn nguyên hộp',
  'Bác sĩ đổi thuốc, khách trả lại',
  'Khách mua thừa, hàng còn nguyên vỉ',
  'Khách đổi ý, hàng còn nguyên tem',
];

/** A return (or an exchange) of a sale of the last days, by the lots it was taken from. */
function returnDraft(h: History, day: string, exchange: boolean): Draft | null {
  const { rng } = h;
  const candidates = h.pastSales.filter(
    (s) => s.day < day && s.day >= addDays(day, -3) && s.lines.some((l) => l.returned < l.line.base_quantity),
  );
  if (candidates.length === 0) return null;
  const sale = pick(rng, candidates);
  const open = sale.lines.filter((l) => l.returned < l.line.base_quantity && l.line.drug_class === 'otc');
  if (open.length === 0) return null;
  const entry = pick(rng, open);
  const orig = entry.line;
  const left = (orig.base_quantity - entry.returned) / orig.factor;
  if (!Number.isInteger(left) || left < 1) return null;
  const quantity = rng() < 0.6 ? left : 1;
  const base = quantity * orig.factor;
  const taken = orig.lots.map((l) => ({ ...l, quantity: baseQty(l.quantity) }));
  const lots = taken.length > 0 ? takeInOrder(taken, base, entry.returned) : [];
  const back: OrderLineArgs = {
    ...orig,
    id: h.uuid(),
    quantity,
    base_quantity: base,
    is_return: true,
    return_of_line_id: orig.id,
    lots: lots.map((l) => ({ ...l })),
  };
  const lines = [back];
  if (exchange) {
    // The same need, another product: the next one on the shelf the customer prefers.
    for (let i = 0; i < 6 && lines.length === 1; i += 1) {
      const product = pickWeighted(rng, h.catalogue.otc);
      if (product.id === orig.product_id) continue;
      const line = otcLine(h, product, day);
      if (line) lines.push(line);
    }
    if (lines.length === 1) return null;
  }
  entry.returned += base;
  h.stock.giveBack(orig.product_id, base, back.lots);
  h.recordSold(orig.product_id, -base);
  return {
    type: exchange ? 'exchange' : 'return',
    lines,
    customerId: null,
    doctorId: null,
    returnFor: sale.id,
    prescription: null,
    note: pick(rng, RETURN_NOTES),
    roundDown: false,
  };
}

/** Applies a till mutation as a push would: the till's schema first, then the handler. */
async function applyTill(
  h: History,
  auth: AuthContext,
  name: 'customer.create' | 'register.open' | 'register.close',
  args: unknown,
): Promise<void> {
  const context = h.context(auth);
  if (name === 'customer.create') await tillHandlers[name].apply(customerCreateArgs.parse(args), context);
  else if (name === 'register.open') await tillHandlers[name].apply(registerOpenArgsSchema.parse(args), context);
  else await tillHandlers[name].apply(registerCloseArgsSchema.parse(args), context);
}

/** The day's orders as the till pushed them, each reaching the server a few seconds after it was made. */
async function pushOrders(h: History, orders: OrderCreateArgs[]): Promise<void> {
  const outcomes = await applyOrders(
    h.tx,
    h.options.jobs,
    h.tenantId,
    DEVICE_ID,
    orders,
    (order) => Date.parse(order.created_at) + 3_000,
  );
  outcomes.forEach((outcome, i) => {
    if (outcome.status !== 'applied') throw new Error(`demo order ${orders[i]!.code} refused: ${outcome.message}`);
    h.summary.reviewFlags += (outcome.result as { review_flags: unknown[] }).review_flags.length;
  });
}

/**
 * Purchase orders of the day's deliveries (each vendor delivers once a week): what would run short
 * before its next delivery, from its usual vendor, received with new lots.
 */
async function receiveGoods(h: History, day: string, vendors: ReadonlySet<string>): Promise<void> {
  const { rng, catalogue, tx, tenantId } = h;
  const byVendor = new Map<string, { product: Product; unit: Unit; quantity: number }[]>();
  for (const product of catalogue.products.values()) {
    if (!product.active || (product.tracking !== 'lot' && product.tracking !== 'basic') || !product.units.length)
      continue;
    const vendor = product.vendorId ?? catalogue.vendors[0]!;
    if (!vendors.has(vendor)) continue;
    const demand = h.dailyDemand(product.id);
    const onShelf = h.stock.sellable(product, addDays(day, 14));
    if (onShelf >= Math.max(product.minStock, Math.ceil(demand * 14))) continue;
    const need = Math.max(product.maxStock, Math.ceil(demand * 28)) - onShelf;
    if (need <= 0) continue;
    const unit = product.units.at(-1)!;
    const list = byVendor.get(vendor) ?? [];
    list.push({ product, unit, quantity: Math.max(1, Math.ceil(need / unit.factor)) });
    byVendor.set(vendor, list);
  }
  for (const [vendorId, wanted] of [...byVendor].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const input = purchaseOrderInput.parse({
      vendor_id: vendorId,
      order_date: addDays(day, -2),
      vendor_invoice_number: String(intBetween(rng, 1_000_000, 9_999_999)),
      note: 'Đặt hàng bổ sung theo tồn tối thiểu',
      lines: wanted.map((w) => ({
        product_id: w.product.id,
        unit_id: w.unit.id,
        quantity: w.quantity,
        unit_cost: Math.round((w.product.cost * w.unit.factor * (0.97 + 0.06 * rng())) / 10) * 10,
      })),
    });
    const id = await createPurchaseOrder(tx, tenantId, h.options.adminId, input);
    await orderPurchaseOrder(tx, tenantId, id, at(addDays(day, -2), 16 * 60 + intBetween(rng, 0, 50)));
    const lines = await q<{ id: string; product_id: string; quantity: number }>(
      tx,
      sql`select id, product_id, quantity from purchase_order_lines where tenant_id = ${tenantId} and order_id = ${id} order by position`,
    );
    const made = addDays(day, -intBetween(rng, 30, 150));
    const receipt = purchaseReceiptInput.parse({
      lines: lines.map((l, i) => {
        const lotted = catalogue.products.get(l.product_id)!.tracking === 'lot';
        return {
          line_id: l.id,
          quantity: l.quantity,
          lot_number: lotted
            ? `${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}${String.fromCharCode(65 + (i % 26))}`
            : null,
          expiry_date: lotted ? addMonths(made, rng() < 0.5 ? 24 : 36) : null,
          manufacture_date: lotted ? made : null,
        };
      }),
    });
    await receivePurchaseOrder(tx, tenantId, h.options.adminId, id, receipt, at(day, 7 * 60 + intBetween(rng, 0, 20)));
    const [order] = await q<{ total: string }>(
      tx,
      sql`select total from purchase_orders where tenant_id = ${tenantId} and id = ${id}`,
    );
    h.unpaidOrders.push({ id, day, total: Number(order!.total) });
    h.summary.purchaseOrders += 1;
  }
}

/** Vendors are paid two weeks after delivery. */
async function payVendors(h: History, day: string): Promise<void> {
  const due = h.unpaidOrders.filter((o) => o.day <= addDays(day, -14));
  h.unpaidOrders = h.unpaidOrders.filter((o) => o.day > addDays(day, -14));
  for (const order of due) await payPurchaseOrder(h.tx, h.tenantId, order.id, order.total);
}

interface InvoiceAsk {
  orderId: string;
  buyer: BuyerInput;
  issueAt: Date | null;
}

async function requestInvoices(h: History, asks: InvoiceAsk[]): Promise<void> {
  for (const ask of asks) {
    const args = einvoiceRequestArgs.parse({ id: h.uuid(), order_id: ask.orderId, buyer: ask.buyer });
    const { id } = (await tillHandlers['einvoice.request'].apply(args, h.context(h.cashier))) as { id: string };
    if (ask.issueAt) await issue(h.tx, h.options, h.tenantId, id, ask.issueAt);
    h.summary.einvoices += 1;
  }
}

/** One day at the counter: the register opened, the day's sales, returns and exchanges, the register closed. */
async function counterDay(h: History, day: string, index: number, days: number): Promise<void> {
  const { rng, options } = h;
  const nowMinute = (options.now.getTime() - shopDayStart(day).getTime()) / 60_000;
  const isToday = day === h.today;
  const minutes = saleMinutes(rng, salesOnDay(h, day, index, days)).filter((m) => !isToday || m < nowMinute - 1);
  const returns = [0, 1, 2].filter(() => rng() < 0.25).length;
  const exchange = rng() < 0.18;
  if (minutes.length === 0) return;
  const sessionId = h.uuid();
  const openedAt = at(day, OPENS - intBetween(rng, 2, 10));
  const soldBy = (minute: number) =>
    weekdayIndex(day) >= 5 && minute > 1020 ? options.adminId : rng() < 0.15 ? options.adminId : options.cashierId;
  const kinds: ('sale' | 'return' | 'exchange')[] = minutes.map(() => 'sale');
  for (let i = 0; i < returns; i += 1) kinds[intBetween(rng, 0, kinds.length - 1)] = 'return';
  if (exchange) kinds[intBetween(rng, 0, kinds.length - 1)] = 'exchange';

  h.pendingCustomers = [];
  const orders: OrderCreateArgs[] = [];
  const asks: InvoiceAsk[] = [];
  const sameYear = day.slice(0, 4) === h.today.slice(0, 4);
  minutes.forEach((minute, i) => {
    const kind = kinds[i]!;
    const draft = kind === 'sale' ? saleDraft(h, day) : returnDraft(h, day, kind === 'exchange');
    if (!draft) return;
    const order = buildOrder(h, draft, at(day, minute + rng() / 2), sessionId, soldBy(minute));
    orders.push(order);
    if (order.type === 'sale') {
      h.summary.sales += 1;
      h.pastSales.push({
        id: order.id,
        day,
        method: order.payments[0]?.method ?? 'cash',
        lines: order.lines.map((line) => ({ line, returned: 0 })),
      });
      const r = rng();
      if (sameYear && (r < 0.02 || (r < 0.03 && order.grand_total >= 300_000))) {
        const company = pick(rng, DEMO_INVOICE_COMPANIES);
        const late = day >= addDays(h.today, -1);
        asks.push({
          orderId: order.id,
          buyer: { type: 'company', ...company },
          issueAt: late ? null : at(day, Math.min(CLOSES + 20, minute + intBetween(rng, 5, 90))),
        });
      }
    } else if (order.type === 'return') h.summary.returns += 1;
    else h.summary.exchanges += 1;
  });
  h.pastSales = h.pastSales.filter((s) => s.day >= addDays(day, -3));

  for (const customer of h.pendingCustomers) await applyTill(h, h.cashier, 'customer.create', customer);
  h.summary.newCustomers += h.pendingCustomers.length;
  await applyTill(h, h.cashier, 'register.open', {
    id: sessionId,
    pos_setting_id: h.catalogue.till.id,
    opened_at: openedAt.toISOString(),
    opening_cash: OPENING_CASH,
    note: '',
  });
  await pushOrders(h, orders);
  const sessionOrders: SessionOrder[] = orders.map((o) => ({
    type: o.type,
    status: 'paid',
    total_return: dong(o.total_return),
    payments: o.payments.map((p) => ({ method: p.method, amount: dong(p.amount) })),
  }));
  const expected = closeSession(dong(OPENING_CASH), dong(0), sessionOrders).expectedCash as number;
  const off = rng() < 0.12 ? intBetween(rng, -5, 3) * 1_000 : 0;
  const closedAt = isToday
    ? new Date(Math.max(Date.parse(orders.at(-1)!.created_at) + 60_000, options.now.getTime() - 30_000))
    : at(day, CLOSES + intBetween(rng, 5, 20));
  await applyTill(h, h.cashier, 'register.close', {
    id: sessionId,
    closed_at: closedAt.toISOString(),
    counted_cash: Math.max(0, expected + off),
    expected_cash: expected,
    note: off === 0 ? '' : off < 0 ? 'Thiếu tiền lẻ, đã ghi sổ' : 'Thừa tiền khách không lấy lại',
  });
  await requestInvoices(h, asks);
  h.summary.days += 1;
}

/** A category counted after closing: most lines as expected, a few tablets short. */
async function countCategory(h: History, day: string): Promise<void> {
  const { tx, tenantId, rng } = h;
  const [category] = await q<{ id: string }>(
    tx,
    sql`select category_id as id from products where tenant_id = ${tenantId} and category_id is not null and tracking_type = 'lot'
         group by category_id order by count(*) desc, category_id limit 1`,
  );
  if (!category) return;
  const id = await createInventory(
    tx,
    tenantId,
    h.options.adminId,
    inventoryInput.parse({
      count_date: day,
      scope: 'category',
      category_id: category.id,
      note: 'Kiểm kê định kỳ cuối tháng',
    }),
  );
  await startInventory(tx, tenantId, id, at(day, CLOSES + 30));
  const lines = await q<{ id: string; expected: string; lot_id: string | null }>(
    tx,
    sql`select id, expected, lot_id from inventory_lines where tenant_id = ${tenantId} and inventory_id = ${id} order by id`,
  );
  const short = new Set(
    lines
      .filter((l) => l.lot_id && Number(l.expected) >= 10)
      .filter(() => rng() < 0.08)
      .slice(0, 3)
      .map((l) => l.id),
  );
  await recordCounts(tx, tenantId, id, {
    lines: lines.map((l) => ({
      line_id: l.id,
      counted: Number(l.expected) - (short.has(l.id) ? intBetween(rng, 1, 3) : 0),
    })),
  });
  await finishInventory(tx, tenantId, h.options.adminId, id, at(day, CLOSES + 75));
}

/** The morning the pharmacist takes expired lots off the shelf. */
async function scrapExpired(h: History, day: string): Promise<void> {
  const { tx, tenantId } = h;
  const expired = await q<{ id: string; product_id: string; quantity: string }>(
    tx,
    sql`select l.id, l.product_id, l.quantity from lots l
         where l.tenant_id = ${tenantId} and l.deleted_at is null and l.expiry_date < ${day}::date and l.quantity > 0
         order by l.expiry_date, l.id`,
  );
  if (expired.length === 0) return;
  const id = await createScrap(
    tx,
    tenantId,
    h.options.adminId,
    scrapInput.parse({
      scrap_date: day,
      reason: 'expired',
      note: 'Huỷ thuốc hết hạn sử dụng theo quy định GPP',
      lines: expired.map((l) => ({ product_id: l.product_id, lot_id: l.id, quantity: Number(l.quantity) })),
    }),
  );
  await finishScrap(tx, tenantId, h.options.adminId, id, at(day, OPENS - 20));
}

/** Lots on the shelf with at least `min` units, for inspections and complaints. */
function shelfLots(h: History, day: string, count: number, min = 1): { product: Product; lot: StockLot }[] {
  const found: { product: Product; lot: StockLot }[] = [];
  for (let i = 0; i < count * 8 && found.length < count; i += 1) {
    const product = pickWeighted(h.rng, h.catalogue.otc);
    const lot = (h.stock.lots.get(product.id) ?? []).find(
      (l) => l.quantity >= min && (l.expiry_date === null || l.expiry_date > day),
    );
    if (lot && !found.some((f) => f.lot.id === lot.id)) found.push({ product, lot });
  }
  return found;
}

/**
 * A periodic inspection of the shelves (or a spot check); `damaged`: one lot's packaging is torn,
 * scrapped through the scrap the inspection raises. `draft` leaves it open.
 */
async function inspect(
  h: History,
  day: string,
  type: 'SPOT' | 'PERIODIC',
  { damaged = false, draft = false } = {},
): Promise<void> {
  const { tx, tenantId } = h;
  const lots = shelfLots(h, day, type === 'PERIODIC' ? 8 : 3, 5);
  if (lots.length === 0) return;
  const id = await createQualityControl(
    tx,
    tenantId,
    h.options.adminId,
    qualityControlInput.parse({
      inspection_date: day,
      inspection_type: type,
      note: type === 'PERIODIC' ? 'Kiểm soát chất lượng định kỳ hằng tháng' : 'Kiểm tra đột xuất hàng mới nhập',
      lines: lots.map(({ product, lot }, i) => {
        const torn = damaged && i === 0;
        return {
          product_id: product.id,
          lot_id: lot.id,
          appearance_ok: true,
          packaging_ok: !torn,
          label_ok: true,
          expiry_ok: true,
          result: torn ? 'SCRAP' : 'ACCEPT',
          quantity: torn ? 2 : 0,
          note: torn ? 'Hộp bị rách, ẩm do dột mái kho' : null,
        };
      }),
    }),
  );
  if (draft) return;
  await moveQualityControl(tx, tenantId, id, 'done', at(day, 14 * 60));
  if (!damaged) return;
  const scrapId = await raiseScrap(tx, tenantId, h.options.adminId, id, day);
  await finishScrap(tx, tenantId, h.options.adminId, scrapId, at(day, 14 * 60 + 30));
}

/** A customer's complaint about a lot: looked into, then resolved the next day (or still new). */
async function complaint(h: History, day: string, resolved: boolean): Promise<void> {
  const { tx, tenantId, rng } = h;
  const [found] = shelfLots(h, day, 1);
  const customer = pick(rng, h.catalogue.customers);
  const id = await createComplaint(
    tx,
    tenantId,
    h.options.adminId,
    complaintInput.parse({
      received_date: day,
      customer_id: customer.id,
      product_id: found?.product.id ?? null,
      lot_id: found?.lot.id ?? null,
      content: resolved
        ? 'Khách phản ánh sản phẩm mua hôm trước có vỏ hộp bị móp, nghi ngờ chất lượng bên trong.'
        : 'Khách gọi điện hỏi vì sao dùng thuốc xong thấy buồn ngủ, đề nghị dược sĩ gọi lại tư vấn.',
      handling: resolved
        ? 'Kiểm tra lô còn tại quầy: bao bì nguyên vẹn, hạn dùng còn dài. Đổi hộp mới cho khách.'
        : null,
      result: resolved ? 'Khách đồng ý, không phát hiện lỗi chất lượng của lô hàng.' : null,
    }),
  );
  if (!resolved) return;
  await moveComplaint(tx, tenantId, h.options.adminId, id, 'processing', at(day, 10 * 60));
  await moveComplaint(tx, tenantId, h.options.adminId, id, 'resolved', at(addDays(day, 1), 16 * 60));
}

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
