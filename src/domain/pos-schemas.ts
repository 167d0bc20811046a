/**
 * The till's push mutations of the point of sale (DESIGN.md §5): `order.create` (sale, return,
 * exchange), `register.open` and `register.close`. One schema per payload: the till validates
 * what it writes to the outbox and the server validates what it applies. The shape is checked
 * here; totals are recorded facts, re-checked by `recheckOrderTotals` and flagged, not refused.
 */
import { z } from './z';
import { posMessages } from '../i18n/pos';
import { uiKit } from '../i18n/ui-kit';
import { ORDER_CODE_TYPE_PREFIXES, parseOrderCode } from './order-codes';
import { MONEY_MAX } from './money';
import { REGISTER_NOTE_MAX, registerCashProblem } from './register-cash';
import {
  DISCOUNT_TYPES,
  DRUG_CLASSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PRESCRIPTION_SOURCES,
  TRACKING_TYPES,
} from './pos-enums';

const v = posMessages.validation;
const MAX_MONEY = 100_000_000_000;
const money = z.number().int().min(-MAX_MONEY).max(MAX_MONEY);
const price = z.number().int().min(0).max(MAX_MONEY);
const required = (max: number, message: string) => z.string().trim().min(1, message).max(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');

export const lotTakeSchema = z.object({
  lot_id: z.uuid(),
  lot_number: z.string().trim().min(1).max(60),
  expiry_date: z.iso.date().nullable(),
  quantity: z.number().int().min(1),
});

export const orderLineSchema = z
  .object({
    id: z.uuid(),
    product_id: z.uuid(),
    /** Snapshot of the name: a product deleted later keeps its line (DESIGN.md §5). */
    product_name: z.string().trim().min(1).max(255),
    unit_id: z.uuid().nullable(),
    unit_name: z.string().trim().max(50),
    factor: z.number().int().min(1).max(1_000_000),
    /** In the unit sold. */
    quantity: z.number().int().min(1).max(1_000_000),
    base_quantity: z.number().int().min(1),
    price,
    note: optionalText(500),
    is_return: z.boolean(),
    return_of_line_id: z.uuid().nullable(),
    drug_class: z.enum(DRUG_CLASSES),
    tracking_type: z.enum(TRACKING_TYPES),
    lots: z.array(lotTakeSchema).max(50).default([]),
    serials: z.array(z.string().trim().min(1).max(100)).max(10_000).default([]),
  })
  .superRefine((line, ctx) => {
    if (line.base_quantity !== line.quantity * line.factor)
      ctx.addIssue({ code: 'custom', path: ['base_quantity'], message: v.baseQuantity });
    if (line.is_return && !line.return_of_line_id)
      ctx.addIssue({ code: 'custom', path: ['return_of_line_id'], message: v.returnLineSource });
  });

export const paymentSchema = z.object({
  id: z.uuid(),
  method: z.enum(PAYMENT_METHODS),
  /** Positive received, negative paid back. */
  amount: money.refine((amount) => amount !== 0),
  reference: z.string().trim().max(100).nullable().default(null),
});

export const prescriptionItemSchema = z.object({
  product_id: z.uuid(),
  product_name: z.string().trim().min(1).max(255),
  quantity: z.number().int().min(1).max(1_000_000),
  unit_name: z.string().trim().max(50),
  dosage: optionalText(500),
  /** On a national prescription: the prescribed drug's national code (what the dispensing reports). */
  national_drug_code: z.string().trim().max(60).nullable().optional(),
});

/** A prescription as typed at the counter (also the form's schema) or fetched online. */
export const prescriptionSchema = z.object({
  id: z.uuid(),
  code: z.string().trim().max(50).nullable().default(null),
  source: z.enum(PRESCRIPTION_SOURCES),
  date: z.iso.date(),
  doctor_id: z.uuid().nullable().default(null),
  doctor_name: required(255, v.doctorNameRequired),
  facility: required(255, v.facilityRequired),
  diagnosis: required(1000, v.diagnosisRequired),
  patient_id: z.uuid().nullable().default(null),
  patient_name: required(255, v.patientNameRequired),
  /** Whole years; anything but a number (text, NaN) is refused, never read as age 0. */
  patient_age: z
    // Only the type's issue: a schema-wide `error` would also replace the range messages.
    .number({ error: (issue) => (issue.code === 'invalid_type' ? uiKit.form.invalidNumber : undefined) })
    .int()
    .min(0)
    .max(150)
    .nullable()
    .default(null),
  patient_gender: z.enum(['male', 'female', 'other']).nullable().default(null),
  patient_address: optionalText(500),
  instructions: optionalText(2000),
  items: z.array(prescriptionItemSchema).max(100).default([]),
});

export const orderCreateArgsSchema = z
  .object({
    id: z.uuid(),
    code: z.string().refine((code) => parseOrderCode(code) !== null, v.orderCodeInvalid),
    type: z.enum(ORDER_TYPES),
    status: z.literal('paid'),
    /** When the sale was made on the till (ISO 8601). */
    created_at: z.iso.datetime({ offset: true }),
    pos_setting_id: z.uuid(),
    register_session_id: z.uuid(),
    sold_by: z.uuid(),
    customer_id: z.uuid().nullable().default(null),
    doctor_id: z.uuid().nullable().default(null),
    return_for: z.uuid().nullable().default(null),
    note: optionalText(1000),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_percent: z.number().min(0).max(100),
    discount_amount: money,
    subtotal: money,
    grand_total: money,
    total_paid: money,
    total_return: money,
    /** Sold on credit: what the customer still owes (grand total − paid); 0 from tills before it. */
    debt_amount: money.default(0),
    lines: z.array(orderLineSchema).min(1, v.linesRequired).max(500),
    payments: z.array(paymentSchema).max(20),
    prescription: prescriptionSchema.nullable().default(null),
  })
  .superRefine((order, ctx) => {
    const parsed = parseOrderCode(order.code);
    if (parsed && parsed.typePrefix !== ORDER_CODE_TYPE_PREFIXES[order.type])
      ctx.addIssue({ code: 'custom', path: ['code'], message: v.orderCodeType });
    const returns = order.lines.filter((line) => line.is_return).length;
    const sales = order.lines.length - returns;
    if (order.type === 'sale') {
      if (order.return_for) ctx.addIssue({ code: 'custom', path: ['return_for'], message: v.returnForNotAllowed });
      if (returns > 0) ctx.addIssue({ code: 'custom', path: ['lines'], message: v.saleHasReturnLine });
    } else {
      if (!order.return_for) ctx.addIssue({ code: 'custom', path: ['return_for'], message: v.returnForRequired });
      if (order.type === 'return' && sales > 0)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: v.returnHasSaleLine });
      if (order.type === 'exchange' && (sales === 0 || returns === 0))
        ctx.addIssue({ code: 'custom', path: ['lines'], message: v.exchangeNeedsBoth });
    }
    const ids = new Set(order.lines.map((line) => line.id));
    if (ids.size !== order.lines.length) ctx.addIssue({ code: 'custom', path: ['lines'], message: v.duplicateLine });
  });

/**
 * Register cash: the checks decide whether it is wrong, registerCashProblem says what is wrong
 * (missing, not a number, a fraction, negative, too large), as the till's form says it. The
 * schema-wide `error` answers every issue of this schema, its checks' too.
 */
const registerCash = (missing: string) =>
  z
    .number({ error: (issue) => registerCashProblem(issue.input, missing) ?? undefined })
    .int()
    .min(0)
    .max(MONEY_MAX);

export const registerOpenArgsSchema = z.object({
  id: z.uuid(),
  pos_setting_id: z.uuid(),
  opened_at: z.iso.datetime({ offset: true }),
  opening_cash: registerCash(v.openingCashRequired),
  note: optionalText(REGISTER_NOTE_MAX),
});

export const registerCloseArgsSchema = z.object({
  id: z.uuid(),
  closed_at: z.iso.datetime({ offset: true }),
  counted_cash: registerCash(v.countedCashRequired),
  /** As the till computed it; the server recomputes and keeps both. */
  expected_cash: money,
  note: optionalText(REGISTER_NOTE_MAX),
});

export type OrderLineArgs = z.infer<typeof orderLineSchema>;
export type PaymentArgs = z.infer<typeof paymentSchema>;
export type PrescriptionArgs = z.infer<typeof prescriptionSchema>;
export type OrderCreateArgs = z.infer<typeof orderCreateArgsSchema>;
export type OrderCreateInput = z.input<typeof orderCreateArgsSchema>;
export type RegisterOpenArgs = z.infer<typeof registerOpenArgsSchema>;
export type RegisterCloseArgs = z.infer<typeof registerCloseArgsSchema>;
