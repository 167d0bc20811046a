import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { seedShop, type SeededShop } from '../fixtures';
import { seedGoods, seedOrder, type ShopGoods } from './helpers';

let t: TestApp;
let shop: SeededShop;
let goods: ShopGoods;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  goods = await seedGoods(t, shop);
});
afterAll(() => t.close());

async function push(mutations: object[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: shop.cashier.headers,
    payload: { device_id: 'till-1', mutations },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results as {
    id: string;
    status: string;
    code?: string;
    message?: string;
    result?: { id: string };
  }[];
}

describe('einvoice.request pushed by a till', () => {
  it('creates the draft with the till’s id once, even when pushed twice', async () => {
    const orderId = await seedOrder(t, shop, goods, { lines: [{ product: 0, quantity: 2, price: 50_000 }] });
    const invoiceId = uuidv7();
    const mutation = {
      id: uuidv7(),
      seq: 1,
      name: 'einvoice.request',
      args: {
        id: invoiceId,
        order_id: orderId,
        buyer: { type: 'company', name: 'Công ty C', tax_code: '0301234562', address: 'Đà Nẵng' },
      },
    };
    const [first] = await push([mutation]);
    expect(first).toMatchObject({ status: 'applied', result: { id: invoiceId } });
    expect(await push([mutation])).toEqual([first]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/einvoices/${invoiceId}`,
      headers: shop.admin.headers,
    });
    expect(res.json().data).toMatchObject({
      state: 'draft',
      order_id: orderId,
      total: 100_000,
      buyer: { type: 'company', name: 'Công ty C' },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/einvoices?order_id=${orderId}`,
      headers: shop.admin.headers,
    });
    expect(list.json().meta.total).toBe(1);
  });

  it('rejects a request for an order the server does not know, with a reason', async () => {
    const [result] = await push([
      { id: uuidv7(), seq: 2, name: 'einvoice.request', args: { id: uuidv7(), order_id: uuidv7() } },
    ]);
    expect(result).toMatchObject({ status: 'rejected', code: 'not_found', message: 'Không tìm thấy đơn hàng.' });
  });
});
