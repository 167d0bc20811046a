/**
 * The demo counter's orders, decided in memory: when sales happen, what a customer takes (an OTC
 * line or a doctor's prescription the shelf can cover), how they pay, and the returns and exchanges
 * of the last days' sales, each as the till's `order.create` arguments.
 */
import { type Rng, intBetween, pick } from '../../../scripts/demo-data/prng';
import { takeInOrder } from '../../../src/domain/lots';
import { baseQty } from '../../../src/domain/money';
import { recomputeOrderTotals } from '../../../src/domain/order-check';
import { formatOrderCode } from '../../../src/domain/order-codes';
import {
  type OrderCreateArgs,
  type OrderCreateInput,
  type OrderLineArgs,
  type PaymentArgs,
  type PrescriptionArgs,
  orderCreateArgsSchema,
} from '../../../src/domain/pos-schemas';
import { addDays, shopDay, weekdayIndex } from '../../../src/domain/shop-clock';
import { CLOSES, type Customer, HOURS, type History, type Product, type Unit } from './model';
import { payFor } from './payments';

export function pickWeighted<T>(rng: Rng, items: readonly { until: number; product: T }[]): T {
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
export function saleMinutes(rng: Rng, count: number): number[] {
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

export function salesOnDay(h: History, day: string, index: number, days: number): number {
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

export function buildOrder(
  h: History,
  draft: Draft,
  instant: Date,
  sessionId: string,
  soldBy: string,
): OrderCreateArgs {
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
  let payments = payFor(h, due, code);
  // Now and then a known customer takes a larger basket on credit, paying half in cash: a regular
  // who settles ten days later (counter-day.ts). Chosen by the counter, so the draws stay the same.
  let debt = 0;
  if (draft.type === 'sale' && draft.customerId && due >= 40_000 && h.counter % 41 === 0) {
    const half = Math.floor(due / 20_000) * 10_000;
    payments = [{ id: payments[0]!.id, method: 'cash', amount: half, reference: null }];
    debt = due - half;
    h.credits.push({ customerId: draft.customerId, amount: debt, day: shopDay(instant) });
  }
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
    ...recomputeOrderTotals({ ...base, payments, debt_amount: debt }),
    debt_amount: debt,
    lines: draft.lines,
    payments,
    prescription: draft.prescription,
  };
  return orderCreateArgsSchema.parse(input);
}

export function saleDraft(h: History, day: string): Draft | null {
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
export function returnDraft(h: History, day: string, exchange: boolean): Draft | null {
  const { rng } = h;
  const candidates = h.pastSales.filter(
    (s) => s.day < day && s.day >= addDays(day, -3) && s.lines.some((l) => l.returned < l.line.base_quantity),
  );
  if (candidates.length === 0) return null;
  const sale = pick(rng, candidates);
  const open = sale.lines.filter((l) => l.returned < l.line.base_quantity && l.line.drug_class !== 'rx');
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
