/**
 * A big shop's first load in blocks (fake-indexeddb, the engine over a fake server): products come
 * as blocks, the rest by the pull from the plan's version; a pulled or sold product's own record
 * wins over its block's copy, a deleted one stays hidden; search answers as a rebuild does; a load
 * cut short starts again cleanly; a small shop still loads page by page.
 */
import { v4 as uuidv4, v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb, type ProductRecord } from '../../../src/db/database';
import { dexieLocalStore, onPulled } from '../../../src/db/local-store';
import { META_KEYS, readMeta, writeMeta } from '../../../src/db/meta';
import { lotsByProduct, sellableProduct } from '../../../src/db/pos-catalog';
import { commitOrder } from '../../../src/db/pos-sales';
import { productChunks, readProductBare, readProducts } from '../../../src/db/product-records';
import { ProductSearch } from '../../../src/db/product-search';
import { addProduct } from '../../../src/domain/cart';
import { assignLotsFefo } from '../../../src/domain/checkout';
import { recalculate } from '../../../src/domain/orders';
import { todayInShop } from '../../../src/domain/shop-clock';
import { pullChanges, type PullProgress } from '../../../src/sync/engine';
import type { PullPage, Transport } from '../../../src/sync/ports';
import {
  PRODUCT_BUCKETS,
  partBuckets,
  productBucket,
  type BootstrapPlan,
  type Change,
  type ProductBlock,
} from '../../../src/sync/protocol';
import { cash, ticketWith } from '../../domain/pos-fixtures';

const NAMES = ['Paracetamol 500mg', 'Thuốc ho Bảo Thanh', 'Vitamin C 1000', 'Amoxicillin 250mg', 'Siro ho Prospan'];

function product(i: number): ProductRecord {
  const id = uuidv4();
  return {
    id,
    code: `SP${i}`,
    name: `${NAMES[i % NAMES.length]} ${i}`,
    is_active: true,
    tracking_type: i % 2 ? 'lot' : 'basic',
    stock_on_hand: 40,
    units: [{ id: uuidv4(), uom_id: 'hop', barcode: `893${String(i).padStart(10, '0')}`, factor: 1, price: 1000 + i }],
    lots: i % 2 ? [{ id: uuidv4(), lot_number: `L${i}`, expiry_date: '2030-01-31', quantity: 40 }] : [],
  };
}

/** A server of `products` at version 100, then what changed after it (served by the pull). */
class FakeServer implements Transport {
  readonly calls: string[] = [];
  failPart: number | null = null;
  constructor(
    public products: ProductRecord[],
    public later: Change[] = [],
    readonly parts = 3,
  ) {}

  push(): never {
    throw new Error('not used');
  }

  async bootstrap(): Promise<BootstrapPlan> {
    this.calls.push('plan');
    return { cursor: '100', products: this.products.length, parts: this.parts, buckets: PRODUCT_BUCKETS };
  }

  async bootstrapPart(part: number, parts: number): Promise<ProductBlock[]> {
    this.calls.push(`part ${part}/${parts}`);
    if (part === this.failPart) throw new Error('network down');
    const { from, to } = partBuckets(part, parts);
    const blocks = new Map<number, ProductRecord[]>();
    for (const p of this.products) {
      const bucket = productBucket(p.id);
      if (bucket >= from && bucket < to) blocks.set(bucket, [...(blocks.get(bucket) ?? []), structuredClone(p)]);
    }
    return [...blocks].map(([bucket, products]) => ({ bucket, products }));
  }

  async pull(cursor: string, _limit: number, _count: boolean, productsAfter?: string): Promise<PullPage> {
    this.calls.push(`pull ${cursor}${productsAfter ? ` after ${productsAfter}` : ''}`);
    const uom: Change = { entity: 'uoms', id: 'hop', version: '3', deleted: false, row: { id: 'hop', name: 'Hộp' } };
    const all = [
      uom,
      ...(productsAfter ? [] : this.products.map((p, i) => productChange(p, String(10 + i)))),
      ...this.later,
    ];
    const changes = all.filter((c) => BigInt(c.version) > BigInt(cursor));
    return { changes, cursor: changes.at(-1)?.version ?? cursor, has_more: false, remaining: changes.length };
  }
}

const productChange = (row: ProductRecord | null, version: string, id = row?.id ?? ''): Change => ({
  entity: 'products',
  id,
  version,
  deleted: row === null,
  row,
});

async function load(db: TillDb, server: Transport, progress: PullProgress[] = []) {
  return pullChanges({
    store: dexieLocalStore(db),
    transport: server,
    deviceId: 'd',
    blockLoadMinProducts: 10,
    onPullProgress: (p) => progress.push(p),
  });
}

async function everyProduct(db: TillDb): Promise<ProductRecord[]> {
  const all: ProductRecord[] = [];
  for await (const chunk of productChunks(db, 7)) all.push(...chunk);
  return all;
}

describe('a first catalogue load in blocks', () => {
  it('stores the products as blocks, pulls the rest from the plan, and reads each product as the newest it has', async () => {
    const db = new TillDb(uuidv7());
    const products = Array.from({ length: 60 }, (_, i) => product(i));
    const [renamed, deleted] = [products[1]!, products[2]!];
    const added = product(60);
    const server = new FakeServer(products, [
      productChange({ ...renamed, name: 'Berberin mới' }, '101'),
      productChange(null, '102', deleted.id),
      productChange(added, '103'),
    ]);
    const progress: PullProgress[] = [];
    const search = new ProductSearch(db);
    search.beginLoad();
    const stop = onPulled((changes, catalogue) => search.followLoad(changes, catalogue));
    expect(await load(db, server, progress)).toBe(64);
    stop();
    await search.finishLoad(true);

    expect(server.calls).toEqual(['plan', 'part 0/3', 'part 1/3', 'part 2/3', 'pull 0 after 100']);
    expect(progress.at(-1)).toEqual({ done: 64, total: 64 });
    expect(await readMeta(db, META_KEYS.productsFloor)).toBe('100');
    expect(await readMeta(db, META_KEYS.cursor)).toBe('103');
    // Blocks hold the load; the products table only what the pull brought after it.
    expect(await db.product_blocks.count()).toBeGreaterThan(0);
    expect((await db.products.toArray()).map((p) => p.id).sort()).toEqual([renamed.id, deleted.id, added.id].sort());

    const [first, second, third, fourth] = await readProducts(db, [products[0]!.id, renamed.id, deleted.id, added.id]);
    expect(first).toEqual(products[0]);
    expect(second?.name).toBe('Berberin mới');
    expect(third?.deleted_at).toBeTruthy();
    expect(fourth).toEqual(added);
    expect(await sellableProduct(db, deleted.id)).toBeNull();
    expect((await sellableProduct(db, products[3]!.id))?.units[0]?.name).toBe('Hộp');
    expect((await lotsByProduct(db, [products[3]!.id])).get(products[3]!.id)).toEqual([
      { id: products[3]!.lots![0]!.id, lot_number: 'L3', expiry_date: '2030-01-31', quantity: 40 },
    ]);
    expect(await readProductBare(db.backendDB(), products[5]!.id)).toEqual(products[5]);
    expect(await readProductBare(db.backendDB(), renamed.id)).toMatchObject({ name: 'Berberin mới' });

    // Every product once, the newest copy: the blocks' not overridden, then the records.
    const all = await everyProduct(db);
    expect(all).toHaveLength(61);
    expect(new Set(all.map((p) => p.id)).size).toBe(61);
    expect(all.find((p) => p.id === renamed.id)?.name).toBe('Berberin mới');

    // The index followed the blocks and the pages: it answers as a rebuild from the database.
    const rebuilt = new ProductSearch(db);
    await rebuilt.build();
    expect(search.size).toBe(60);
    expect(rebuilt.size).toBe(60);
    for (const q of ['para', 'berberin', 'thuoc ho', 'vitamin', 'sp5', '8930000000004'])
      expect((await search.search(q, 100)).map((p) => p.id).sort()).toEqual(
        (await rebuilt.search(q, 100)).map((p) => p.id).sort(),
      );
    expect(await search.findByBarcode('8930000000004')).toMatchObject({ product: { id: products[4]!.id } });
    expect(await search.findByBarcode('8930000000002')).toBeNull(); // deleted after the load
    expect(await search.search('berberin')).toEqual([expect.objectContaining({ id: renamed.id })]);

    // The next round pulls from its cursor: no second block load.
    server.later.push(productChange({ ...products[6]!, stock_on_hand: 12 }, '104'));
    expect(await load(db, server)).toBe(1);
    expect(server.calls.slice(5)).toEqual(['pull 103']);
    expect((await readProducts(db, [products[6]!.id]))[0]?.stock_on_hand).toBe(12);
    search.dispose();
    rebuilt.dispose();
    db.close();
  });

  it("sells a product held only in a block: its stock and lot move into the product's own record", async () => {
    const db = new TillDb(uuidv7());
    await writeMeta(db, META_KEYS.deviceSegment, '3');
    const products = Array.from({ length: 20 }, (_, i) => product(i));
    await load(db, new FakeServer(products));
    const sold = products[3]!;
    const sellable = (await sellableProduct(db, sold.id))!;
    const lots = await lotsByProduct(db, [sold.id]);
    const items = assignLotsFefo(addProduct([], sellable, { lineId: uuidv7(), quantity: 5 }), lots, {
      asOf: todayInShop(),
    }).items;
    const ticket = recalculate(ticketWith(items, { payments: [cash(100_000)] }));
    const cashier = { id: uuidv7(), name: 'Thu ngân' };
    await commitOrder(db, {
      ticket,
      id: uuidv7(),
      createdAt: new Date().toISOString(),
      till: { id: uuidv7(), name: 'Quầy 1', order_code_prefix: 'Q1' },
      register: {
        id: uuidv7(),
        pos_setting_id: uuidv7(),
        opened_at: new Date().toISOString(),
        opening_cash: 0,
        opened_by: cashier.id,
        opened_by_name: cashier.name,
      },
      cashier,
    });
    expect(await db.products.get(sold.id)).toMatchObject({
      stock_on_hand: 35,
      lots: [expect.objectContaining({ quantity: 35 })],
    });
    expect((await sellableProduct(db, sold.id))?.qty_available).toBe(35);
    // A pull of the server's figures (before the push) keeps the sale's decrease on top.
    const server = new FakeServer(products, [productChange({ ...sold, sale_price: 1 }, '101')]);
    await load(db, server);
    expect((await readProducts(db, [sold.id]))[0]).toMatchObject({ stock_on_hand: 35, sale_price: 1 });
    db.close();
  });

  it('starts a load cut short again from the beginning, without what the first attempt stored', async () => {
    const db = new TillDb(uuidv7());
    const products = Array.from({ length: 40 }, (_, i) => product(i));
    const server = new FakeServer(products);
    server.failPart = 1;
    await expect(load(db, server)).rejects.toThrow('network down');
    expect(await readMeta(db, META_KEYS.productsFloor)).toBeUndefined();
    expect(await readMeta(db, META_KEYS.cursor)).toBeUndefined();
    expect(await db.product_blocks.count()).toBeGreaterThan(0);
    // Meanwhile a product of the first part went from the catalogue.
    const { from, to } = partBuckets(0, 3);
    const gone = products.find((p) => productBucket(p.id) >= from && productBucket(p.id) < to)!;
    server.products = products.filter((p) => p !== gone);
    server.failPart = null;
    await load(db, server);
    const all = await everyProduct(db);
    expect(all.map((p) => p.id).sort()).toEqual(server.products.map((p) => p.id).sort());
    db.close();
  });

  it('loads a small shop page by page, as before', async () => {
    const db = new TillDb(uuidv7());
    const server = new FakeServer(Array.from({ length: 5 }, (_, i) => product(i)));
    expect(await load(db, server)).toBe(6);
    expect(server.calls).toEqual(['plan', 'pull 0']);
    expect(await db.product_blocks.count()).toBe(0);
    expect(await db.products.count()).toBe(5);
    db.close();
  });
});
