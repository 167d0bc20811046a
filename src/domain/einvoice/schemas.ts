/** Payloads of /api/v1/einvoices and of the till's `einvoice.request` mutation. */
import { z } from '../z';
import { einvoicesVi } from '../../i18n/einvoices';
import { listQuery } from '../list-query';
import { dashedTaxCode, isValidTaxCode } from '../tax-code';
import { parseCashRegisterCode } from './cash-register-code';
import { SERIES_PATTERN, TEMPLATE_PATTERN } from './series-format';
import { EINVOICE_DELIVERIES, EINVOICE_RELATIONS, EINVOICE_STATES } from './state';

const e = einvoicesVi.errors;

export const buyerInput = z
  .object({
    type: z.enum(['retail', 'company']).default('retail'),
    name: z.string().trim().max(255).default(''),
    tax_code: z.string().trim().max(14).default(''),
    address: z.string().trim().max(500).default(''),
    email: z.string().trim().max(320).default(''),
  })
  .superRefine((b, ctx) => {
    if (b.email && !z.email().safeParse(b.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: e.emailInvalid });
    if (b.type !== 'company') return;
    if (!b.name) ctx.addIssue({ code: 'custom', path: ['name'], message: e.companyNameRequired });
    if (!isValidTaxCode(b.tax_code)) ctx.addIssue({ code: 'custom', path: ['tax_code'], message: e.taxCodeInvalid });
    if (!b.address) ctx.addIssue({ code: 'custom', path: ['address'], message: e.addressRequired });
  })
  // MST of the XML is `0100109106-001` for a branch: a code typed without the dash is kept dashed.
  .transform((b) => ({ ...b, tax_code: dashedTaxCode(b.tax_code) }));
export type BuyerInput = z.output<typeof buyerInput>;

export const einvoiceCreateInput = z.object({
  /** A client id, so a till can name the draft it queued offline. */
  id: z.uuid().optional(),
  order_id: z.uuid(),
  buyer: buyerInput.default({ type: 'retail', name: '', tax_code: '', address: '', email: '' }),
});
export const einvoiceUpdateInput = z.object({ buyer: buyerInput });
/** POST /einvoices/{id}/adjust: line changes (none: an adjustment of the buyer's details only) and the content note. */
export const einvoiceAdjustInput = z.object({
  note: z.string().trim().max(500).default(''),
  lines: z
    .array(
      z
        .object({
          position: z.number().int().min(1),
          kind: z.enum(['quantity', 'price', 'vat_rate']),
          /** Quantity or VAT-inclusive unit price change (not for vat_rate). */
          change: z.number().int().default(0),
          /** The right rate of the line (vat_rate only); null: not subject to VAT. */
          vat_rate: z.number().int().min(0).max(100).nullable().optional(),
        })
        .superRefine((l, ctx) => {
          if (l.kind !== 'vat_rate' && l.change === 0)
            ctx.addIssue({ code: 'custom', path: ['change'], message: einvoicesVi.adjustment.changeRequired });
          if (l.kind === 'vat_rate' && l.vat_rate === undefined)
            ctx.addIssue({ code: 'custom', path: ['vat_rate'], message: einvoicesVi.adjustment.rateRequired });
        }),
    )
    .max(200)
    .default([]),
});
export type EinvoiceAdjustInput = z.output<typeof einvoiceAdjustInput>;
export const einvoiceCancelInput = z.object({ reason: z.string().trim().min(1, e.cancelReasonRequired).max(500) });

const buyer = z.object({
  type: z.enum(['retail', 'company']),
  name: z.string(),
  tax_code: z.string(),
  address: z.string(),
  email: z.string(),
});
const line = z.object({
  position: z.number().int(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  gross_before_tax: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  vat_rate: z.number().int().nullable(),
  adjusts: z.enum(['quantity', 'price', 'vat_rate']).optional(),
  direction: z.enum(['increase', 'decrease']).optional(),
});
const rateTotal = z.object({
  vat_rate: z.number().int().nullable(),
  before_tax: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
const seller = z.object({
  name: z.string(),
  tax_code: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  bank_account: z.string(),
  bank_name: z.string(),
});

export const einvoiceSummary = z.object({
  id: z.uuid(),
  state: z.enum(EINVOICE_STATES),
  relation: z.enum(EINVOICE_RELATIONS),
  related_id: z.uuid().nullable(),
  order_id: z.uuid(),
  order_code: z.string(),
  buyer,
  template_code: z.string().nullable(),
  series: z.string().nullable(),
  number: z.number().int().nullable(),
  total_before_tax: z.number().int(),
  total_vat: z.number().int(),
  total: z.number().int(),
  issued_at: z.string().nullable(),
  created_at: z.string(),
  /** The tax authority's code of a cash-register invoice (made on the till). */
  cash_register_code: z.string().nullable(),
  delivery: z.enum(EINVOICE_DELIVERIES),
  /** The provider's or tax authority's answer (the reason of a refusal). */
  delivery_message: z.string().nullable(),
  /**
   * On its way (waiting or sent) with no delivery job left to move it (the queue's retries ran
   * out while the provider was unreachable): a manager sends it again.
   */
  stuck: z.boolean(),
  /**
   * Whether the issued XML carries the seller's signature (null: no XML yet). Unsigned when the
   * shop has no certificate on the server: a cash-register invoice needs none; any other invoice
   * must then be signed by the provider.
   */
  signed: z.boolean().nullable(),
});
export type EinvoiceSummary = z.infer<typeof einvoiceSummary>;

export const einvoiceDetail = einvoiceSummary.extend({
  lines: z.array(line),
  rates: z.array(rateTotal),
  total_discount: z.number().int(),
  amount_in_words: z.string(),
  seller: seller.nullable(),
  provider: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** An adjustment's content note (empty otherwise). */
  note: z.string(),
  cancelled_at: z.string().nullable(),
  related: z
    .object({
      id: z.uuid(),
      template_code: z.string().nullable(),
      series: z.string().nullable(),
      number: z.number().int().nullable(),
      issued_at: z.string().nullable(),
    })
    .nullable(),
  corrections: z.array(
    z.object({
      id: z.uuid(),
      relation: z.enum(EINVOICE_RELATIONS),
      state: z.enum(EINVOICE_STATES),
      number: z.number().int().nullable(),
    }),
  ),
  has_xml: z.boolean(),
});
export type EinvoiceDetail = z.infer<typeof einvoiceDetail>;
export type EinvoiceSeller = z.infer<typeof seller>;

/** A real calendar day (a shop day filter; 2026-02-30 is refused, not rolled into March). */
const isoDate = z.iso.date();
export const einvoiceListQuery = listQuery(
  ['created_at', 'issued_at', 'number', 'total'] as const,
  '-created_at',
).extend({
  state: z.enum(EINVOICE_STATES).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  buyer: z.string().trim().max(200).optional(),
  number: z.coerce.number().int().min(1).optional(),
  order_id: z.uuid().optional(),
  delivery: z.enum(EINVOICE_DELIVERIES).optional(),
});
export type EinvoiceListQuery = z.output<typeof einvoiceListQuery>;

export const einvoiceRequestArgs = einvoiceCreateInput.extend({ id: z.uuid() });
export type EinvoiceRequestArgs = z.output<typeof einvoiceRequestArgs>;

/**
 * `einvoice.register`: the invoice a till generated from the cash register with a paid sale, in
 * the sale's own transaction (docs/einvoices.md): its id, the order, the code printed on the
 * receipt, the template and series it was made under, when, and the buyer given at the counter.
 */
export const cashRegisterInvoiceArgs = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  code: z.string().refine((code) => parseCashRegisterCode(code) !== null, e.cashRegisterCode),
  template_code: z.string().regex(TEMPLATE_PATTERN),
  series: z.string().regex(SERIES_PATTERN),
  issued_at: z.iso.datetime({ offset: true }),
  buyer: buyerInput.default({ type: 'retail', name: '', tax_code: '', address: '', email: '' }),
  /**
   * Which part of the order the invoice is for: `sale` (the goods sold) or `return` (the adjustment
   * of the sale's invoice for the goods given back). Implied for a sale or a return; an exchange
   * has one invoice of each part.
   */
  part: z.enum(['sale', 'return']).optional(),
});
export type CashRegisterInvoiceArgs = z.output<typeof cashRegisterInvoiceArgs>;

/** GET /einvoices/summary: invoices not yet accepted by the tax authority (the dashboard's count). */
export const einvoiceDeliverySummary = z.object({
  waiting: z.number().int(),
  sent: z.number().int(),
  refused: z.number().int(),
  /** Issued on a shop day that has ended and still not accepted: the end-of-day alert. */
  overdue: z.number().int(),
});
export type EinvoiceDeliverySummary = z.infer<typeof einvoiceDeliverySummary>;
