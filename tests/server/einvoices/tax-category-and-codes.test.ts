/**
 * What the tax settings and the counter put into the invoice XML: a tax saved through /taxes as
 * "not subject to VAT" comes out as `KCT` (a category apart from 0%), and a branch tax code typed
 * without its dash (buyer at the counter, the shop's seller code) is stored and written dashed.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenancy';
import { products } from '../../../server/db/schema/index';
import { makeSelfSignedPkcs12 } from '../../../server/modules/einvoices/signing/certificate';
import { invoiceXmlProblems } from '../../domain/einvoice/xml-rules';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';
import { saveSettings, seedGoods, seedOrder, type ShopGoods } from './helpers';

let t: TestApp;
let shop: SeededShop;
let goods: ShopGoods;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: shop.admin.headers, ...(payload ? { payload } : {}) });

async function issuedXml(orderId: string, buyer?: object): Promise<{ id: string; xml: string }> {
  const draft = await call('POST', '/einvoices', { order_id: orderId, ...(buyer ? { buyer } : {}) });
  expect(draft.statusCode, draft.body).toBe(201);
  const id: string = draft.json().data.id;
  const issued = await call('POST', `/einvoices/${id}/issue`);
  expect(issued.statusCode, issued.body).toBe(200);
  const xml = await call('GET', `/einvoices/${id}/xml`);
  expect(xml.statusCode).toBe(200);
  return { id, xml: xml.body };
}

describe('tax category', () => {
  it('writes KCT for a product whose tax is "not subject to VAT", 0% for one at 0%', async () => {
    await saveSettings(t, shop);
    const kct = await call('POST', '/taxes', { name: 'Không chịu thuế', rate: 0, vat_category: 'kct' });
    expect(kct.statusCode, kct.body).toBe(201);
    expect(kct.json().data).toMatchObject({ rate: 0, vat_category: 'kct' });
    const zero = await call('POST', '/taxes', { name: 'Thuế suất 0%', rate: 0, vat_category: 'rate' });
    expect(zero.statusCode, zero.body).toBe(201);
    // KCT is 0 đồng of tax by definition: a rate with it is refused in Vietnamese.
    const wrong = await call('POST', '/taxes', { name: 'Sai', rate: 5, vat_category: 'kct' });
    expect(wrong.statusCode).toBe(400);

    const kctProduct = { id: uuidv7(), code: 'SP000101', name: 'Sữa bột trẻ em', rate: null };
    const zeroProduct = { id: uuidv7(), code: 'SP000102', name: 'Hàng xuất khẩu', rate: 0 };
    await withTenant(t.database.db, shop.tenantId, (tx) =>
      tx.insert(products).values([
        { tenantId: shop.tenantId, ...kctProduct, taxId: kct.json().data.id },
        { tenantId: shop.tenantId, ...zeroProduct, taxId: zero.json().data.id },
      ]),
    );
    const shopGoods = { ...goods, products: [...goods.products, kctProduct, zeroProduct] };
    const n = goods.products.length;
    const orderId = await seedOrder(t, shop, shopGoods, {
      lines: [
        { product: n, quantity: 2, price: 150_000 },
        { product: n + 1, quantity: 1, price: 40_000 },
      ],
    });
    const { xml } = await issuedXml(orderId);
    expect(invoiceXmlProblems(xml)).toEqual([]);
    const lines = [...xml.matchAll(/<HHDVu>[\s\S]*?<\/HHDVu>/g)].map((m) => m[0]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('<THHDVu>Sữa bột trẻ em</THHDVu>');
    expect(lines[0]).toContain('<TSuat>KCT</TSuat>');
    expect(lines[1]).toContain('<TSuat>0%</TSuat>');
    expect(xml).toMatch(/<LTSuat>\s*<TSuat>KCT<\/TSuat>\s*<ThTien>300000<\/ThTien>\s*<TThue>0<\/TThue>/);
  });
});

describe('branch tax codes without the dash', () => {
  it('stores and writes the buyer, seller and store codes as 0100109106-001', async () => {
    await saveSettings(t, shop, { seller_tax_code: '0100109106001' });
    expect((await call('GET', '/settings/einvoices')).json().data.seller_tax_code).toBe('0100109106-001');
    const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
    const { id, xml } = await issuedXml(orderId, {
      type: 'company',
      name: 'Chi nhánh Công ty A',
      tax_code: '0100109106001',
      address: 'Hà Nội',
    });
    expect((await call('GET', `/einvoices/${id}`)).json().data.buyer.tax_code).toBe('0100109106-001');
    expect(invoiceXmlProblems(xml)).toEqual([]);
    expect(xml.match(/<MST>[^<]*<\/MST>/g)).toEqual(['<MST>0100109106-001</MST>', '<MST>0100109106-001</MST>']);

    const store = (await call('GET', '/settings/store')).json().data;
    const saved = await call('PUT', '/settings/store', { ...store, tax_code: '0100109106001' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', '/settings/store')).json().data.tax_code).toBe('0100109106-001');
  });
});

describe('signature', () => {
  it('says an invoice issued with no certificate is unsigned, and one issued after the upload is signed', async () => {
    await saveSettings(t, shop);
    const first = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
    const unsigned = await issuedXml(first);
    expect(unsigned.xml).not.toContain('<Signature');
    expect((await call('GET', `/einvoices/${unsigned.id}`)).json().data.signed).toBe(false);
    const drafted = await call('POST', '/einvoices', {
      order_id: await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] }),
    });
    expect(drafted.json().data.signed).toBeNull();

    const made = makeSelfSignedPkcs12('Nhà thuốc Thử Nghiệm', '0312345673');
    const cert = await call('PUT', '/settings/einvoices/certificate', {
      p12_base64: made.p12Base64,
      password: made.password,
    });
    expect(cert.statusCode, cert.body).toBe(200);
    const second = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 1, price: 35_000 }] });
    const signed = await issuedXml(second);
    expect(signed.xml).toContain('<Signature');
    const listed = (await call('GET', '/einvoices?state=issued')).json().data as { id: string; signed: boolean }[];
    expect(listed.find((i) => i.id === signed.id)?.signed).toBe(true);
    expect(listed.find((i) => i.id === unsigned.id)?.signed).toBe(false);
  });
});
