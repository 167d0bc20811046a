/**
 * The URL search of the list pages and of the e-mailed links, parsed without zod since issue 16,
 * against the zod schemas they replaced (copied here as they were): same values, same keys.
 */
import { z } from 'zod';
import { listSearchSchema, listSearchWith, optionalFilter } from '../../../src/components/data-table/list-search';
import { EINVOICE_DELIVERIES, EINVOICE_STATES } from '../../../src/domain/einvoice/state';
import { LINKUP_STATUSES } from '../../../src/domain/linkup/messages';
import { DRUG_CLASSES, TRACKING_TYPES } from '../../../src/domain/pos-enums';
import { productSearchSchema } from '../../../src/features/catalog/product-search';
import { complaintSearchSchema } from '../../../src/features/complaints/complaint-search';
import { einvoiceSearchSchema } from '../../../src/features/einvoices/einvoice-search';
import { linkupSearchSchema } from '../../../src/features/link-ups/linkup-search';
import { posOrderSearchSchema } from '../../../src/features/pos/pos-order-search';
import { syncProblemSearchSchema } from '../../../src/features/sync/sync-problem-search';
import { linkSearch } from '../../../src/routes/-search';

const PAGE_SIZES = [10, 20, 50, 100];
const oldList = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => PAGE_SIZES.includes(n))
    .optional()
    .catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/)
    .optional()
    .catch(undefined),
});
const oldFilter = z.string().min(1).optional().catch(undefined);
const oldLooseDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const oldDay = z.iso.date().optional().catch(undefined);
const oldLink = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''));

const PAIRS: [string, (search: Record<string, unknown>) => unknown, z.ZodObject][] = [
  ['list', listSearchSchema, oldList],
  ['a list with one filter', complaintSearchSchema, oldList.extend({ state: oldFilter })],
  [
    'products',
    productSearchSchema,
    oldList.extend({
      category_id: oldFilter,
      drug_class: z.enum(DRUG_CLASSES).optional().catch(undefined),
      tracking_type: z.enum(TRACKING_TYPES).optional().catch(undefined),
      active: z.enum(['true', 'false']).optional().catch(undefined),
    }),
  ],
  [
    'e-invoices',
    einvoiceSearchSchema,
    oldList.extend({
      state: z.enum(EINVOICE_STATES).optional().catch(undefined),
      delivery: z.enum(EINVOICE_DELIVERIES).optional().catch(undefined),
      date_from: oldLooseDate,
      date_to: oldLooseDate,
      buyer: oldFilter,
      number: z.coerce.number().int().min(1).optional().catch(undefined),
    }),
  ],
  [
    'link-ups',
    linkupSearchSchema,
    oldList.extend({
      status: z.enum(LINKUP_STATUSES).optional().catch(undefined),
      problems: z.enum(['true']).optional().catch(undefined),
      date_from: oldLooseDate,
      date_to: oldLooseDate,
    }),
  ],
  [
    'POS orders',
    posOrderSearchSchema,
    oldList.extend({
      date_from: oldDay,
      date_to: oldDay,
      code: oldFilter,
      type: oldFilter,
      status: oldFilter,
      pos_setting_id: oldFilter,
      sold_by: oldFilter,
      customer_id: oldFilter,
    }),
  ],
  [
    'sync problems',
    syncProblemSearchSchema,
    oldList.extend({ status: z.enum(['open', 'resolved']).optional().catch(undefined), kind: oldFilter }),
  ],
  ['an e-mailed link', linkSearch('uid', 'token'), z.object({ uid: oldLink, token: oldLink })],
];

/** Values the router's JSON parsing of a query string gives, valid and not for each field above. */
const VALUES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  3,
  20,
  30,
  -2,
  1.5,
  123456,
  '',
  '3',
  ' 20 ',
  'abc',
  'name',
  '-created_at',
  'Name',
  'x;y',
  'a'.repeat(201),
  'otc',
  'lot',
  'true',
  'draft',
  'waiting',
  'open',
  '2026-11-25',
  '2026-02-30',
  '2026-1-5',
  '019a0000-0000-7000-8000-000000000000',
  [1],
  { a: 1 },
];

describe('route search params without zod', () => {
  it.each(PAIRS)('%s: each param, valid or not, as the zod schema gave it', (_, parse, old) => {
    const keys = [...Object.keys(old.shape), 'unknown_param'];
    for (const key of keys) {
      for (const value of VALUES) {
        const input = { [key]: value };
        expect([input, parse(input)]).toStrictEqual([input, old.parse(input)]);
      }
    }
    expect(parse({})).toStrictEqual(old.parse({}));
  });

  it.each(PAIRS)('%s: every param at once, as the zod schema gave it', (_, parse, old) => {
    const keys = Object.keys(old.shape);
    for (let round = 0; round < VALUES.length; round++) {
      const input = Object.fromEntries(keys.map((key, i) => [key, VALUES[(round + i * 7) % VALUES.length]]));
      expect([input, parse(input)]).toStrictEqual([input, old.parse(input)]);
    }
  });

  it('a filter keeps a non-empty text, a list its page, size, search and sort', () => {
    expect(optionalFilter('abc')).toBe('abc');
    expect(optionalFilter('')).toBeUndefined();
    expect(
      listSearchWith({ state: optionalFilter })({ page: '2', page_size: 50, sort: '-name', state: 'draft' }),
    ).toEqual({
      page: 2,
      page_size: 50,
      sort: '-name',
      state: 'draft',
    });
  });

  it("an e-mailed link's numeric token comes back as text; an absent one is ''", () => {
    expect(linkSearch('uid', 'token')({ uid: 'abc', token: 123456 })).toStrictEqual({ uid: 'abc', token: '123456' });
    expect(linkSearch('key')({})).toStrictEqual({ key: '' });
    expect(linkSearch('key')({ key: { a: 1 } })).toStrictEqual({ key: '' });
  });
});
