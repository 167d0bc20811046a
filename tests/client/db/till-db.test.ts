/**
 * The till database on fake-indexeddb: upgrading from the previous schema version keeps the
 * outbox; logout keeps it; a mutation and its local effect commit together; pulled pages are
 * stored with their cursor and tombstones delete.
 */
import Dexie from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { clearSession, storeSession } from '../../../src/api/session';
import { TillDb, tillDbName } from '../../../src/db/database';
import { createCustomerAtCounter } from '../../../src/db/customers';
import { dexieLocalStore } from '../../../src/db/local-store';
import {
  exportOutbox,
  listOutbox,
  outboxSummary,
  recordMutation,
  retryEntries,
  unsyncedCount,
  type RecordMutation,
} from '../../../src/db/outbox';
import { TILL_MUTATIONS } from '../../../src/domain/mutations';
import { SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5, SCHEMA_VERSIONS } from '../../../src/db/schema';
import { lotsByProduct, sellableProduct } from '../../../src/db/pos-catalog';
import { readProducts } from '../../../src/db/product-records';

const newTenant = () => uuidv7();

/** What IndexedDB itself holds: each store's key path and its indexes, and the version. */
function installedSchema(name: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const idb = request.result;
      const stores = [...idb.objectStoreNames].map((store) => {
        const os = idb.transaction(store).objectStore(store);
        const indexes = [...os.indexNames].map((index) => {
          const { keyPath, unique, multiEntry } = os.index(index);
          return { index, keyPath, unique, multiEntry };
        });
        return { store, keyPath: os.keyPath, autoIncrement: os.autoIncrement, indexes };
      });
      resolve({ version: idb.version, stores });
      idb.close();
    };
  });
}

describe('till database', () => {
  it('upgrades from version 1 and keeps every outbox entry', async () => {
    const tenant = newTenant();
    const old = new Dexie(tillDbName(tenant));
    old.version(1).stores(SCHEMA_V1);
    await old.open();
    const entries = [1, 2, 3].map((seq) => ({
      id: uuidv7(),
      device_id: 'd',
      seq,
      name: 'customer.create',
      args: { n: seq },
      status: seq === 2 ? 'rejected' : 'pending',
      attempts: 0,
      last_error: null,
      rejected_code: null,
      created_at: new Date(2026, 0, seq).toISOString(),
    }));
    await old.table('outbox').bulkAdd(entries);
    old.close();

    const db = new TillDb(tenant);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSIONS.length);
    // Version 5's stores for the store and the e-invoice settings exist, empty until the first pull.
    expect(await db.synced('einvoice_settings').count()).toBe(0);
    expect(await db.synced('stores').count()).toBe(0);
    expect(await listOutbox(db)).toEqual(entries);
    // The new index answers the engine's ordered pending read.
    const pending = await dexieLocalStore(db).pendingBatch(10);
    expect(pending.map((e) => e.seq)).toEqual([1, 3]);
    db.close();
  });

  it('upgrades from version 5 to one record per product: units and lots folded in, outbox, cart and parked orders kept', async () => {
    const tenant = newTenant();
    const old = new Dexie(tillDbName(tenant));
    [SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4, SCHEMA_V5].forEach((stores, i) => old.version(i + 1).stores(stores));
    await old.open();
    await old.table('products').bulkAdd([
      { id: 'p1', code: 'SP1', name: 'Paracetamol', stock_on_hand: 37 },
      { id: 'p2', code: 'SP2', name: 'Vitamin C' },
    ]);
    await old.table('product_units').bulkAdd([
      { id: 'u1', product_id: 'p1', barcode: '8930000000001', factor: 1, price: 1000 },
      { id: 'u2', product_id: 'p1', barcode: null, factor: 10, price: 9500 },
      { id: 'u3', product_id: 'p1', barcode: '8930000000003', factor: 100, deleted_at: '2026-11-01T00:00:00Z' },
    ]);
    await old.table('lots').bulkAdd([
      { id: 'l1', product_id: 'p1', lot_number: 'A1', expiry_date: '2027-01-01', quantity: 17 },
      { id: 'l2', product_id: 'p1', lot_number: 'A2', expiry_date: '2027-06-01', quantity: 20 },
    ]);
    const entry = {
      id: uuidv7(),
      device_id: 'd',
      seq: 1,
      name: 'order.create',
      args: { lines: [{ product_id: 'p1', base_quantity: 3, lots: [{ lot_id: 'l1', quantity: 3 }] }] },
      status: 'pending',
      attempts: 0,
      last_error: null,
      rejected_code: null,
      created_at: new Date().toISOString(),
    };
    await old.table('outbox').add(entry);
    const cart = { id: 'current', items: [{ product_id: 'p1', quantity: 2 }] };
    const parked = { id: uuidv7(), created_at: new Date().toISOString(), items: [{ product_id: 'p2', quantity: 1 }] };
    await old.table('cart').add(cart);
    await old.table('parked_orders').add(parked);
    await old.table('meta').add({ key: 'pull_cursor', value: '812' });
    old.close();

    const db = new TillDb(tenant);
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSIONS.length);
    expect(db.tables.map((t) => t.name)).not.toContain('product_units');
    expect(db.tables.map((t) => t.name)).not.toContain('lots');
    expect(await db.products.get('p1')).toEqual({
      id: 'p1',
      code: 'SP1',
      name: 'Paracetamol',
      stock_on_hand: 37,
      units: [
        { id: 'u1', barcode: '8930000000001', factor: 1, price: 1000 },
        { id: 'u2', barcode: null, factor: 10, price: 9500 },
      ],
      lots: [
        { id: 'l1', lot_number: 'A1', expiry_date: '2027-01-01', quantity: 17 },
        { id: 'l2', lot_number: 'A2', expiry_date: '2027-06-01', quantity: 20 },
      ],
    });
    expect(await db.products.get('p2')).toMatchObject({ units: [], lots: [] });
    expect(await listOutbox(db)).toEqual([entry]);
    expect(await db.cart.get('current')).toEqual(cart);
    expect(await db.parked_orders.toArray()).toEqual([parked]);
    expect(await db.meta.get('pull_cursor')).toEqual({ key: 'pull_cursor', value: '812' });
    // The folded record sells as before: its units and lots are read from it.
    expect((await sellableProduct(db, 'p1'))?.units.map((u) => u.id)).toEqual(['u1', 'u2']);
    expect((await lotsByProduct(db, ['p1'])).get('p1')?.map((l) => [l.id, l.quantity])).toEqual([
      ['l1', 17],
      ['l2', 20],
    ]);
    db.close();
  });

  it('upgrades from version 7 to product blocks: outbox, cart, parked orders and products kept', async () => {
    const tenant = newTenant();
    const old = new Dexie(tillDbName(tenant));
    SCHEMA_VERSIONS.slice(0, 7).forEach((stores, i) => old.version(i + 1).stores(stores));
    await old.open();
    const product = {
      id: uuidv7(),
      name: 'Paracetamol',
      stock_on_hand: 12,
      units: [{ id: 'u1', uom_id: 'vien', barcode: '8930000000001', factor: 1, price: 1000 }],
      lots: [{ id: 'l1', lot_number: 'A1', expiry_date: '2027-01-01', quantity: 12 }],
    };
    await old.table('products').add(product);
    const entry = {
      id: uuidv7(),
      device_id: 'd',
      seq: 1,
      name: 'order.create',
      args: { lines: [{ product_id: product.id, base_quantity: 1, lots: [{ lot_id: 'l1', quantity: 1 }] }] },
      status: 'pending',
      attempts: 0,
      last_error: null,
      rejected_code: null,
      created_at: new Date().toISOString(),
    };
    await old.table('outbox').add(entry);
    const cart = { id: 'current', items: [{ product_id: product.id, quantity: 2 }] };
    const parked = { id: uuidv7(), created_at: new Date().toISOString(), items: [{ product_id: product.id }] };
    await old.table('cart').add(cart);
    await old.table('parked_orders').add(parked);
    await old.table('meta').add({ key: 'pull_cursor', value: '4711' });
    old.close();

    const db = new TillDb(tenant);
    await db.open();
    expect(db.verno).toBe(8);
    expect(await db.product_blocks.count()).toBe(0);
    expect(await listOutbox(db)).toEqual([entry]);
    expect(await db.cart.get('current')).toEqual(cart);
    expect(await db.parked_orders.toArray()).toEqual([parked]);
    expect(await db.meta.get('pull_cursor')).toEqual({ key: 'pull_cursor', value: '4711' });
    expect(await readProducts(db, [product.id])).toEqual([product]);
    expect((await sellableProduct(db, product.id))?.units.map((u) => u.id)).toEqual(['u1']);
    db.close();
  });

  it.each([1, 2, 3, 4, 5, 6, 7])(
    'upgrades from version %i to the same stores and indexes as a new till, outbox kept',
    async (from) => {
      const tenant = newTenant();
      const old = new Dexie(tillDbName(tenant));
      SCHEMA_VERSIONS.slice(0, from).forEach((stores, i) => old.version(i + 1).stores(stores));
      await old.open();
      const entry = { id: uuidv7(), seq: 1, name: 'customer.create', args: {}, status: 'pending' };
      await old.table('outbox').add(entry);
      old.close();

      const db = new TillDb(tenant);
      await db.open();
      expect(await db.outbox.toArray()).toEqual([entry]);
      db.close();
      const fresh = new TillDb(newTenant());
      await fresh.open();
      fresh.close();
      expect(await installedSchema(tillDbName(tenant))).toEqual(await installedSchema(fresh.name));
    },
  );

  it('keeps the outbox through logout and hands it to the next sign-in of the tenant', async () => {
    const tenant = newTenant();
    const user = { id: uuidv7(), tenant_id: tenant, email: 'thungan@demo.pharmatill.vn', roles: ['cashier'] } as never;
    storeSession({ access_token: 'a', refresh_token: 'r', user });
    const db = new TillDb(tenant);
    await createCustomerAtCounter(db, { full_name: 'Nguyễn Văn An', phone: '0901234567' });
    clearSession();
    db.close();
    expect(localStorage.getItem('token')).toBeNull();

    storeSession({ access_token: 'b', refresh_token: 'r2', user });
    const again = new TillDb(tenant);
    expect(await unsyncedCount(again)).toBe(1);
    const [entry] = await dexieLocalStore(again).pendingBatch(10);
    expect(entry).toMatchObject({
      name: 'customer.create',
      status: 'pending',
      args: { full_name: 'Nguyễn Văn An', phone: '0901234567' },
    });
    again.close();
  });

  it('writes the local effect and the outbox entry together, or neither', async () => {
    const db = new TillDb(newTenant());
    const customers = db.synced('customers');
    await expect(
      recordMutation(db, {
        name: 'customer.create',
        args: { id: uuidv7(), full_name: 'A' },
        tables: [customers],
        effect: async () => {
          await customers.add({ id: 'c1', full_name: 'A' });
          throw new Error('the effect failed');
        },
      }),
    ).rejects.toThrow('the effect failed');
    expect(await customers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    const row = await createCustomerAtCounter(db, { full_name: 'Lê Thị Bích' });
    expect(await customers.get(row.id)).toMatchObject({ full_name: 'Lê Thị Bích', pending_sync: true });
    const [entry] = await listOutbox(db);
    expect(entry).toMatchObject({ seq: 1, args: { id: row.id } });
    db.close();
  });

  it('queues a mutation of the till table under its name, its args typed by that name', async () => {
    const db = new TillDb(newTenant());
    const args = {
      id: uuidv7(),
      order_id: uuidv7(),
      buyer: { type: 'retail' as const, name: '', tax_code: '', address: '', email: '' },
    };
    await recordMutation(db, { name: 'einvoice.request', args });
    expect(await listOutbox(db)).toMatchObject([{ seq: 1, name: 'einvoice.request', args, status: 'pending' }]);
    // The same args under another name do not type-check, and that name's schema refuses them too.
    // @ts-expect-error: einvoice.request's args are not order.create's
    const wrong: RecordMutation = { name: 'order.create', args };
    expect(TILL_MUTATIONS[wrong.name].safeParse(wrong.args).success).toBe(false);
    db.close();
  });

  it('marks rejections, keeps them until retried, and exports everything unsent', async () => {
    const db = new TillDb(newTenant());
    const store = dexieLocalStore(db);
    const a = await createCustomerAtCounter(db, { full_name: 'Khách A' });
    await createCustomerAtCounter(db, { full_name: 'Khách B' });
    const [ea, eb] = await listOutbox(db);
    await store.recordFailure([ea!.id, eb!.id], 'offline');
    await store.recordResults([
      {
        id: ea!.id,
        status: 'rejected',
        code: 'phone_taken',
        message: 'Số điện thoại này đã được dùng cho một khách hàng khác.',
      },
      { id: eb!.id, status: 'applied', result: { id: a.id } },
    ]);
    expect(await outboxSummary(db)).toMatchObject({ pending: 0, rejected: 1 });
    expect(await store.pendingBatch(10)).toEqual([]);
    const exported = JSON.parse(await exportOutbox(db, new Date('2026-11-22T00:00:00Z'))) as {
      entries: Array<{ status: string; last_error: string; attempts: number }>;
    };
    expect(exported.entries).toEqual([
      expect.objectContaining({
        status: 'rejected',
        last_error: 'Số điện thoại này đã được dùng cho một khách hàng khác.',
        attempts: 2,
      }),
    ]);
    await retryEntries(db, [ea!.id]);
    expect((await store.pendingBatch(10)).map((e) => e.id)).toEqual([ea!.id]);
    db.close();
  });

  it('stores pulled pages with their cursor and deletes tombstoned rows', async () => {
    const db = new TillDb(newTenant());
    const store = dexieLocalStore(db);
    expect(await store.pullCursor()).toBe('0');
    await store.applyPull(
      [
        { entity: 'products', id: 'p1', version: '1', deleted: false, row: { name: 'Paracetamol 500mg' } },
        { entity: 'products', id: 'p2', version: '2', deleted: false, row: { name: 'Thuốc ho Bảo Thanh' } },
        { entity: 'unknown_thing', id: 'x', version: '3', deleted: false, row: { a: 1 } },
      ],
      '3',
    );
    await store.applyPull([{ entity: 'products', id: 'p1', version: '4', deleted: true, row: null }], '4');
    expect(await store.pullCursor()).toBe('4');
    expect(await db.synced('products').toArray()).toEqual([{ id: 'p2', name: 'Thuốc ho Bảo Thanh' }]);
    db.close();
  });
});
