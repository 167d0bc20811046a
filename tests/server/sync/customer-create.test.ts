/** `customer.create` pushed from a till: client id, once only, phone clash refused, pulled back. */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change, MutationResult } from '../../../src/sync/protocol';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

let t: TestApp;
let shop: SeededShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
});
afterAll(async () => t.close());

async function push(mutations: unknown[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sync/push',
    headers: shop.cashier.headers,
    payload: { device_id: 'till-1', mutations },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { results: MutationResult[] } }).data.results;
}

async function pullAll() {
  const changes: Change[] = [];
  let cursor = '0';
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sync/pull?cursor=${cursor}`,
      headers: shop.cashier.headers,
    });
    const page = (res.json() as { data: { changes: Change[]; cursor: string; has_more: boolean } }).data;
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) return changes;
  }
}

describe('customer.create', () => {
  it('creates the customer with the till id once, even when pushed twice', async () => {
    const id = uuidv7();
    const mutation = {
      id: uuidv7(),
      seq: 1,
      name: 'customer.create',
      args: { id, full_name: 'Nguyễn Văn Bình', phone: '0912 345 678' },
    };
    const [first] = await push([mutation]);
    const [again] = await push([mutation]);
    expect(first).toMatchObject({ status: 'applied', result: { id, code: expect.stringMatching(/^KH\d{6}$/) } });
    expect(again).toEqual(first);
    const rows = await ownerQuery<{ full_name: string; phone: string }>(
      t.database,
      'select full_name, phone from customers where id = $1',
      [id],
    );
    expect(rows).toEqual([{ full_name: 'Nguyễn Văn Bình', phone: '0912345678' }]);
    const pulled = (await pullAll()).filter((c) => c.entity === 'customers' && c.id === id);
    expect(pulled).toHaveLength(1);
    expect(pulled[0]!.row).toMatchObject({ full_name: 'Nguyễn Văn Bình', phone: '0912345678' });
    expect(pulled[0]!.row).not.toHaveProperty('search_text');
  });

  it('refuses a phone number another customer has, with a Vietnamese reason', async () => {
    await push([
      {
        id: uuidv7(),
        seq: 2,
        name: 'customer.create',
        args: { id: uuidv7(), full_name: 'Trần Thị Hoa', phone: '0987000111' },
      },
    ]);
    const [result] = await push([
      {
        id: uuidv7(),
        seq: 3,
        name: 'customer.create',
        args: { id: uuidv7(), full_name: 'Lê Văn Cường', phone: '0987000111' },
      },
    ]);
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'phone_taken',
      message: 'Số điện thoại này đã được dùng cho một khách hàng khác.',
    });
  });

  it('rejects invalid args instead of failing', async () => {
    const [result] = await push([{ id: uuidv7(), seq: 4, name: 'customer.create', args: { id: 'x', full_name: '' } }]);
    expect(result).toMatchObject({ status: 'rejected', code: 'invalid_args' });
  });

  it('sends an archived customer to the till as a tombstone', async () => {
    const id = uuidv7();
    await push([{ id: uuidv7(), seq: 5, name: 'customer.create', args: { id, full_name: 'Phạm Thu Trang' } }]);
    await ownerQuery(t.database, 'update customers set deleted_at = now() where id = $1', [id]);
    const last = (await pullAll()).filter((c) => c.id === id).at(-1);
    expect(last).toMatchObject({ entity: 'customers', deleted: true, row: null });
  });
});
