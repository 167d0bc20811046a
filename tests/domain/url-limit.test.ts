/**
 * SPEC §5: URL fields take at most 2048 characters, refused with one Vietnamese message. Every
 * URL field the screens and the API take (e-invoice provider and lookup addresses, the national
 * prescription system, the link-up system) goes through the one rule, and a scan of every schema
 * of src/domain finds no URL field left out of it.
 */
import { z } from 'zod';
import { URL_MAX, urlSchema } from '../../src/domain/account-schemas';
import { einvoiceSettingsInput } from '../../src/domain/catalog/settings';
import { eprescriptionSettingsInput } from '../../src/domain/eprescription';
import { linkupSettingsInput } from '../../src/domain/linkup/settings';

const TOO_LONG = 'Đường dẫn không được dài quá 2048 ký tự.';
const base = 'https://hoadon.example.vn/';
const atLimit = base + 'a'.repeat(URL_MAX - base.length);
const overLimit = `${atLimit}a`;

const messagesAt = (schema: z.ZodType, body: Record<string, unknown>, field: string) =>
  (schema.safeParse(body).error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message);

/** Every URL field of a form or request body, with what else its form needs to pass. */
const URL_FIELDS = [
  { name: 'e-invoice provider address', schema: einvoiceSettingsInput, field: 'api_url', web: false },
  { name: 'e-invoice lookup address', schema: einvoiceSettingsInput, field: 'lookup_url', web: true },
  { name: 'national prescription system', schema: eprescriptionSettingsInput, field: 'api_url', web: false },
  { name: 'link-up system', schema: linkupSettingsInput, field: 'api_url', web: true },
] as const;

describe('URL fields', () => {
  it('take an absolute URL up to 2048 characters and refuse a longer one or a non-URL in Vietnamese', () => {
    expect(urlSchema().safeParse(atLimit).success).toBe(true);
    const tooLong = urlSchema().safeParse(overLimit);
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([TOO_LONG]);
    expect(urlSchema().safeParse('hoadon').error?.issues[0]?.message).toMatch(/^Đường dẫn không hợp lệ/);
    // A web address: http and https only, with the field's own message; the length message stays the one.
    expect(urlSchema({ web: true }).safeParse('ftp://hoadon.example.vn').success).toBe(false);
    expect(urlSchema({ web: true, invalid: 'x' }).safeParse('ftp://a.vn').error?.issues[0]?.message).toBe('x');
    expect(urlSchema({ web: true, invalid: 'x' }).safeParse(overLimit).error?.issues[0]?.message).toBe(TOO_LONG);
  });

  it.each(URL_FIELDS)('$name ($field): 2048 characters pass, 2049 are refused with the message', (entry) => {
    expect(messagesAt(entry.schema, { [entry.field]: atLimit }, entry.field)).toEqual([]);
    expect(messagesAt(entry.schema, { [entry.field]: overLimit }, entry.field)).toEqual([TOO_LONG]);
    const notUrl = messagesAt(entry.schema, { [entry.field]: 'hoadon' }, entry.field);
    expect(notUrl).toHaveLength(1);
    expect(notUrl[0]).not.toBe(TOO_LONG);
    if (entry.web)
      expect(messagesAt(entry.schema, { [entry.field]: 'ftp://a.example.vn' }, entry.field)).toEqual(notUrl);
    // Blank means "not given".
    expect(messagesAt(entry.schema, { [entry.field]: '' }, entry.field)).toEqual([]);
  });

  it('no schema of src/domain takes a URL without the limit (what answers may carry any text is listed)', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/**/*.ts', { eager: true });
    /** Response shapes: the server writes them, the limit was checked when the value came in. */
    const responses = new Set([
      'catalog/settings.ts#einvoiceSettings',
      'catalog/products.ts#product',
      'eprescription.ts#eprescriptionSettings',
      'linkup/settings.ts#linkupSettings',
    ]);
    const found: string[] = [];
    const unlimited: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!(value instanceof z.ZodObject)) continue;
        for (const [key, field] of Object.entries(value.shape as Record<string, z.ZodType>)) {
          if (!/url|link$|website|href/i.test(key)) continue;
          const where = `${file.replace('../../src/domain/', '')}#${name}`;
          found.push(`${where}.${key}`);
          const parsed = field.safeParse(overLimit);
          if (parsed.success) {
            if (!responses.has(where)) unlimited.push(`${where}.${key}`);
          } else expect(parsed.error.issues.map((issue) => issue.message)).toEqual([TOO_LONG]);
        }
      }
    }
    expect(unlimited).toEqual([]);
    // The scan saw the fields this file tests one by one.
    for (const entry of URL_FIELDS) expect(found.some((key) => key.endsWith(`.${entry.field}`))).toBe(true);
    expect(found.length).toBeGreaterThanOrEqual(URL_FIELDS.length);
  });
});
