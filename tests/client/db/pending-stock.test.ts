/**
 * Local effects survive a pull: a sale still in the outbox has moved the till's stock; a pulled
 * product with its lots (the server's figures, without that sale) is stored with the sale put back
 * on top, until the push lands and the server's figures include it.
 */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { storeChanges } from '../../../src/db/local-store';
import type { Row } from '../../../src/db/database';

const change = (entity: string, row: Row, version: string) => ({
  entity,
  id: String(row.id),
  version,
  deleted: false,
  row,
});

describe('a pull with sales still in the outbox', () => {
  it('keeps their stock decrease on the pulled product and its lots, and drops it once pushed', async () => {
    const db = new TillDb(uuidv7());
    const productId = uuidv7();
    const lotId = uuidv7();
    const otherLot = uuidv7();
    await db.products.put({
      id: productId,
      stock_on_hand: 97,
      lots: [
        { id: lotId, quantity: 17 },
        { id: otherLot, quantity: 30 },
      ],
    });
    const line = (quantity: number, isReturn = false) => ({
      product_id: productId,
      base_quantity: quantity,
      is_return: isReturn,
      tracking_type: 'lot',
      lots: [{ lot_id: lotId, lot_number: 'A', expiry_date: null, quantity }],
    });
    // A sale of 5 and a return of 2, not pushed yet (one of them refused, waiting for a manager).
    await db.outbox.bulkAdd([
      {
        id: uuidv7(),
        device_id: 'd',
        seq: 1,
        name: 'order.create',
        args: { lines: [line(5)] },
        status: 'pending',
        attempts: 0,
        last_error: null,
        rejected_code: null,
        created_at: new Date().toISOString(),
      },
      {
        id: uuidv7(),
        device_id: 'd',
        seq: 2,
        name: 'order.create',
        args: { lines: [line(2, true)] },
        status: 'rejected',
        attempts: 1,
        last_error: 'x',
        rejected_code: 'unknown_register_session',
        created_at: new Date().toISOString(),
      },
      {
        id: uuidv7(),
        device_id: 'd',
        seq: 3,
        name: 'customer.create',
        args: {},
        status: 'pending',
        attempts: 0,
        last_error: null,
        rejected_code: null,
        created_at: new Date().toISOString(),
      },
    ] as never);
    // The server's figures, which know neither: 100 on hand, 20 in the lot; the price changed too.
    await storeChanges(
      db,
      [
        change(
          'products',
          {
            id: productId,
            stock_on_hand: 100,
            sale_price: 1500,
            lots: [
              { id: lotId, quantity: 20 },
              { id: otherLot, quantity: 31 },
            ],
          },
          '12',
        ),
      ],
      '12',
    );
    expect(await db.products.get(productId)).toMatchObject({
      stock_on_hand: 97,
      sale_price: 1500,
      lots: [
        { id: lotId, quantity: 17 },
        { id: otherLot, quantity: 31 },
      ],
    });

    // Both pushed and applied: the outbox is empty and the server's next figures include them.
    await db.outbox.clear();
    await storeChanges(db, [change('products', { id: productId, stock_on_hand: 97 }, '13')], '13');
    expect((await db.synced('products').get(productId))?.stock_on_hand).toBe(97);
    db.close();
  });
});
