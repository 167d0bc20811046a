import { z } from 'zod';
import { integer, isoDate, oneOf, searchParams, text } from '../../src/domain/search-params';

/** What TanStack Router's JSON parsing of a query string can hand a route, and a few odd values. */
const VALUES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  2,
  -3,
  2.5,
  1e20,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  ' ',
  '2',
  ' 2 ',
  '-3',
  '2.5',
  '1e1',
  '0x10',
  'abc',
  'name',
  '-name',
  'Name',
  'name;drop',
  'a'.repeat(200),
  'a'.repeat(201),
  'otc',
  'rx',
  'true',
  'false',
  '2026-11-25',
  '2024-02-29',
  '2026-02-29',
  '2026-13-01',
  '2026-04-31',
  '2026-1-5',
  '2026-11-25T10:00',
  [3],
  ['a'],
  {},
  { a: 1 },
];

describe('search param fields', () => {
  it('text: only strings, within min/max, matching the pattern', () => {
    expect(text()('thuốc')).toBe('thuốc');
    expect(text()('')).toBe('');
    expect(text()(12)).toBeUndefined();
    expect(text({ min: 1 })('')).toBeUndefined();
    expect(text({ max: 3 })('abcd')).toBeUndefined();
    expect(text({ max: 3 })('abc')).toBe('abc');
    expect(text({ pattern: /^-?[a-z_]+$/ })('-created_at')).toBe('-created_at');
    expect(text({ pattern: /^-?[a-z_]+$/ })('name;drop')).toBeUndefined();
  });

  it('oneOf: exactly one of the texts, not a boolean or number that looks like one', () => {
    const active = oneOf(['true', 'false']);
    expect(active('true')).toBe('true');
    expect(active(true)).toBeUndefined();
    expect(active('TRUE')).toBeUndefined();
    expect(oneOf(['1'])(1)).toBeUndefined();
  });

  it('integer: coerced from a number or a numeric text, a safe integer of at least min, of the allowed', () => {
    const page = integer({ min: 1 });
    expect(page(2)).toBe(2);
    expect(page('2')).toBe(2);
    expect(page(' 7 ')).toBe(7);
    expect(page('1e1')).toBe(10);
    expect(page(0)).toBeUndefined();
    expect(page('-3')).toBeUndefined();
    expect(page(2.5)).toBeUndefined();
    expect(page(1e20)).toBeUndefined();
    expect(page('abc')).toBeUndefined();
    expect(page(null)).toBeUndefined();
    expect(page(Symbol('x'))).toBeUndefined();
    const size = integer({ allowed: [10, 20, 50, 100] });
    expect(size('50')).toBe(50);
    expect(size(30)).toBeUndefined();
  });

  it('isoDate: a real calendar day YYYY-MM-DD', () => {
    const day = isoDate();
    expect(day('2026-11-25')).toBe('2026-11-25');
    expect(day('2024-02-29')).toBe('2024-02-29');
    expect(day('2000-02-29')).toBe('2000-02-29');
    expect(day('1900-02-29')).toBeUndefined();
    expect(day('2026-02-29')).toBeUndefined();
    expect(day('2026-04-31')).toBeUndefined();
    expect(day('2026-1-5')).toBeUndefined();
    expect(day(20261125)).toBeUndefined();
  });

  // The zod fields the routes used before (`.optional().catch(undefined)`), value by value.
  const PAGE_SIZES = [10, 20, 50, 100];
  const pairs: [string, (v: unknown) => unknown, z.ZodType][] = [
    ['integer min 1', integer({ min: 1 }), z.coerce.number().int().min(1).optional().catch(undefined)],
    [
      'integer of the page sizes',
      integer({ allowed: PAGE_SIZES }),
      z.coerce
        .number()
        .int()
        .refine((n) => PAGE_SIZES.includes(n))
        .optional()
        .catch(undefined),
    ],
    ['text max 200', text({ max: 200 }), z.string().max(200).optional().catch(undefined)],
    ['text min 1', text({ min: 1 }), z.string().min(1).optional().catch(undefined)],
    [
      'text pattern',
      text({ pattern: /^-?[a-z_]+$/ }),
      z
        .string()
        .regex(/^-?[a-z_]+$/)
        .optional()
        .catch(undefined),
    ],
    ['oneOf', oneOf(['otc', 'rx']), z.enum(['otc', 'rx']).optional().catch(undefined)],
    ['oneOf true', oneOf(['true']), z.enum(['true']).optional().catch(undefined)],
    ['isoDate', isoDate(), z.iso.date().optional().catch(undefined)],
  ];
  it.each(pairs)('%s gives what the zod field gave for every value', (_, field, schema) => {
    for (const value of VALUES) expect([value, field(value)]).toStrictEqual([value, schema.parse(value)]);
  });
});

describe('searchParams', () => {
  const parse = searchParams({ page: integer({ min: 1 }), search: text({ max: 200 }) });
  const oldParse = z.object({
    page: z.coerce.number().int().min(1).optional().catch(undefined),
    search: z.string().max(200).optional().catch(undefined),
  });

  it('keeps the known keys, drops invalid values to undefined and unknown keys', () => {
    expect(parse({ page: '3', search: 'para', other: 'x' })).toStrictEqual({ page: 3, search: 'para' });
    expect(parse({ page: 0 })).toStrictEqual({ page: undefined });
    expect(parse({})).toStrictEqual({});
  });

  it('has the keys zod gave: a key of the URL stays even when invalid, an absent one is left out', () => {
    const inputs: Record<string, unknown>[] = [
      {},
      { page: undefined },
      { page: 'x', search: 3 },
      { page: 2, search: 'a', extra: true },
      { search: '' },
      Object.create({ page: 4 }) as Record<string, unknown>,
    ];
    for (const input of inputs) expect(parse(input)).toStrictEqual(oldParse.parse(input));
  });

  it('gives a field that never answers undefined even when the key is absent', () => {
    const link = searchParams({ key: (v: unknown) => (typeof v === 'string' ? v : '') });
    expect(link({})).toStrictEqual({ key: '' });
    expect(link({ key: 'abc' })).toStrictEqual({ key: 'abc' });
  });

  it('infers the search type: optional keys for fields that may be undefined', () => {
    const typed = searchParams({ page: integer(), kind: oneOf(['a', 'b']), key: (v: unknown) => String(v) });
    expectTypeOf(typed).returns.toEqualTypeOf<{
      page?: number | undefined;
      kind?: 'a' | 'b' | undefined;
      key: string;
    }>();
  });
});
