/**
 * Runs inside Chromium (bundled by esbuild): the till's real engine, Dexie database and search
 * against the real server, plus the raw IndexedDB peer the first sync is compared with.
 */
import { v7 as uuidv7 } from 'uuid';
import { TillDb } from '../../../src/db/database';
import { lotsByProduct, sellableProduct } from '../../../src/db/pos-catalog';
import { commitOrder } from '../../../src/db/pos-sales';
import { saveCart } from '../../../src/db/pos-state';
import { addProduct } from '../../../src/domain/cart';
import type { PosTicket } from '../../../src/domain/cart-types';
import { assignLotsFefo } from '../../../src/domain/checkout';
import { dong } from '../../../src/domain/money';
import { recalculate, resetTicket } from '../../../src/domain/orders';
import { todayInShop } from '../../../src/domain/shop-clock';
import { dexieLocalStore, onPulled } from '../../../src/db/local-store';
import { ProductSearch } from '../../../src/db/product-search';
import { productChunks } from '../../../src/db/product-records';
import { pullChanges } from '../../../src/sync/engine';
import type { PullPage, Transport } from '../../../src/sync/ports';
import {
  bootstrapPlanSchema,
  parseBootstrapPart,
  parsePullData,
  type Change,
  type ProductBlock,
} from '../../../src/sync/protocol';

/** The app's transport over fetch, keeping what it received for the raw-put peer. */
function fetchTransport(token: string, pages: Change[][], parts: ProductBlock[][]): Transport {
  const get = async (url: string) => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return ((await res.json()) as { data: unknown }).data;
  };
  return {
    push: () => Promise.reject(new Error('not used')),
    async pull(cursor, limit, count, productsAfter): Promise<PullPage> {
      const after = productsAfter === undefined ? '' : `&products_after=${productsAfter}`;
      const page = parsePullData(await get(`/api/v1/sync/pull?cursor=${cursor}&limit=${limit}&count=${count}${after}`));
      pages.push(page.changes);
      return page;
    },
    bootstrap: async () => bootstrapPlanSchema.parse(await get('/api/v1/sync/bootstrap')),
    async bootstrapPart(part, partCount) {
      const blocks = parseBootstrapPart(
        await get(`/api/v1/sync/bootstrap/${part}?parts=${partCount}`),
        part,
        partCount,
      );
      parts.push(blocks);
      return blocks;
    },
  };
}

let lastPages: Change[][] = [];
let lastParts: ProductBlock[][] = [];
/** The till's secondary indexes per table, as its current schema version declares them. */
let tillIndexes: Record<string, string[]> = {};

/** The app's page size unless a profiling run asks for another. */
async function firstSync(
  tenantId: string,
  token: string,
  pageSize?: number,
): Promise<{
  ms: number;
  rows: number;
  records: number;
  storeMs: number;
  pages: number;
  indexMs: number;
  saveMs: number;
}> {
  // As the app does: outbox on a strict connection, pulled pages on a relaxed one.
  const db = new TillDb(tenantId);
  const catalogueDb = new TillDb(tenantId, { durability: 'relaxed' });
  await db.open();
  await catalogueDb.open();
  tillIndexes = Object.fromEntries(db.tables.map((t) => [t.name, t.schema.indexes.map((i) => String(i.keyPath))]));
  lastPages = [];
  lastParts = [];
  // Time spent storing blocks and pages (the rest is waiting for the server while nothing is left to store).
  const store = dexieLocalStore(db, catalogueDb);
  let storeMs = 0;
  const timed =
    <A extends unknown[]>(work: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      const s = performance.now();
      await work(...args);
      storeMs += performance.now() - s;
    };
  store.applyPull = timed(store.applyPull);
  if (store.blocks) store.blocks.store = timed(store.blocks.store);
  // As src/till/open-session.ts does: the search index follows the stored pages and is installed at the end.
  const search = new ProductSearch(db, catalogueDb);
  search.beginLoad();
  const stopFollowing = onPulled((changes, catalogue) => search.followLoad(changes, catalogue));
  const t0 = performance.now();
  const rows = await pullChanges({
    store,
    transport: fetchTransport(token, lastPages, lastParts),
    deviceId: 'bench',
    pullLimit: pageSize,
  });
  const ms = performance.now() - t0;
  stopFollowing();
  await search.finishLoad(true);
  const indexMs = performance.now() - t0 - ms;
  if (search.size === 0) throw new Error('the followed index is empty');
  const t1 = performance.now();
  if (!(await search.saveNow())) throw new Error('the index was not saved');
  const saveMs = performance.now() - t1;
  search.dispose();
  db.close();
  catalogueDb.close();
  const records = lastParts.flat().length + lastPages.flat().length;
  return { ms, rows, records, storeMs, pages: lastParts.length + lastPages.length, indexMs, saveMs };
}

/**
 * The same records (the very objects the sync stored: blocks, then pulled rows), put with the
 * bare IndexedDB API: one transaction per part or page, same durability and indexes.
 */
async function rawPut(name: string): Promise<number> {
  const entities = [...new Set(lastPages.flat().map((c) => c.entity))];
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    // The same stores and indexes as the till's tables, so both sides do the same IndexedDB work.
    open.onupgradeneeded = () => {
      entities.forEach((e) => {
        const store = open.result.createObjectStore(e, { keyPath: 'id' });
        for (const index of tillIndexes[e] ?? []) store.createIndex(index, index);
      });
      open.result.createObjectStore('product_blocks', { keyPath: 'bucket' });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const t0 = performance.now();
  for (const part of lastParts) {
    await new Promise<void>((resolve, reject) => {
      const tx = idb.transaction('product_blocks', 'readwrite', { durability: 'relaxed' });
      for (const block of part) tx.objectStore('product_blocks').put(block);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  }
  for (const page of lastPages) {
    await new Promise<void>((resolve, reject) => {
      const tx = idb.transaction(entities, 'readwrite', { durability: 'relaxed' });
      for (const c of page) if (c.row) tx.objectStore(c.entity).put(c.row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  }
  const ms = performance.now() - t0;
  idb.close();
  return ms;
}

/** Barcodes of the first `count` products' units. */
async function someBarcodes(db: TillDb, count: number): Promise<string[]> {
  for await (const products of productChunks(db, count))
    return products.slice(0, count).flatMap((p) => (p.units ?? []).map((u) => String(u.barcode)));
  return [];
}

/** Realistic queries plus the broadest a cashier types first: one letter, one digit. */
const QUERIES = [
  'para',
  'thuoc ho',
  'vitamin c',
  'amox',
  'ber',
  'cef 250',
  'ome',
  'lora',
  'ibu 400',
  'metf',
  'p',
  'a',
  't',
  '5',
  'SP0012',
  'kem',
  'siro',
  'thuốc',
  'đau',
  'vien nen',
];

async function searchBench(
  tenantId: string,
  runs: number,
): Promise<{ samples: number[]; buildMs: number; openMs: number; barcodeSamples: number[] }> {
  const db = new TillDb(tenantId);
  await db.open();
  // A reload of the POS: the saved index, then (for comparison) a rebuild from IndexedDB.
  const search = new ProductSearch(db);
  const t0 = performance.now();
  await search.open();
  const openMs = performance.now() - t0;
  const rebuilt = new ProductSearch(db);
  const t1 = performance.now();
  await rebuilt.build();
  const buildMs = performance.now() - t1;
  rebuilt.dispose();
  if (search.size !== rebuilt.size)
    throw new Error(`saved index has ${search.size} products, the database ${rebuilt.size}`);
  // The barcode map fills in the background after a reload; measure scans once it has.
  await search.settled();
  if (search.barcodeCount === 0) throw new Error('the barcode map was not filled');
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const q = QUERIES[i % QUERIES.length]!;
    const s = performance.now();
    await search.search(q, 20);
    samples.push(performance.now() - s);
  }
  const barcodes = await someBarcodes(db, 5_000);
  const barcodeSamples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const code = barcodes[(i * 7919) % barcodes.length]!;
    const s = performance.now();
    const hit = await search.findByBarcode(code);
    barcodeSamples.push(performance.now() - s);
    if (!hit) throw new Error(`barcode ${code} not found`);
  }
  search.dispose();
  db.close();
  return { samples, buildMs, openMs, barcodeSamples };
}

/**
 * The cashier's path as the till runs it (cart-actions → ticket-updates → pos-sales): a scan adds
 * the product (barcode lookup, product read, the pure cart rule, FEFO lots, totals, the cart stored
 * for a reload), and every fifth line the sale is confirmed in one strict transaction with its
 * stock and outbox entry.
 */
async function posBench(tenantId: string, sales: number): Promise<{ addSamples: number[]; commitSamples: number[] }> {
  const db = new TillDb(tenantId);
  await db.open();
  const search = new ProductSearch(db);
  await search.open();
  await search.settled();
  const barcodes = await someBarcodes(db, 2_000);
  const till = { id: uuidv7(), name: 'Quầy bench', order_code_prefix: 'QB' };
  const cashier = { id: uuidv7(), name: 'Thu ngân' };
  const register = {
    id: uuidv7(),
    pos_setting_id: till.id,
    opened_at: new Date().toISOString(),
    opening_cash: 0,
    opened_by: cashier.id,
    opened_by_name: cashier.name,
  };
  const today = todayInShop();
  const addSamples: number[] = [];
  const commitSamples: number[] = [];
  for (let sale = 0; sale < sales; sale += 1) {
    let ticket: PosTicket = resetTicket(cashier.id);
    for (let line = 0; line < 5; line += 1) {
      const code = barcodes[((sale * 5 + line) * 7919) % barcodes.length]!;
      const s = performance.now();
      const match = await search.findByBarcode(code);
      const product = match && (await sellableProduct(db, match.product.id));
      if (!match || !product) throw new Error(`barcode ${code} not found`);
      const items = addProduct(ticket.items, product, {
        lineId: uuidv7(),
        unit: product.units.find((unit) => unit.id === match.unit.id),
      });
      const lotIds = items.filter((item) => item.tracking_type === 'lot').map((item) => item.product_id);
      const lots = lotIds.length > 0 ? await lotsByProduct(db, lotIds) : new Map();
      ticket = recalculate({ ...ticket, items: assignLotsFefo(items, lots, { asOf: today }).items });
      await saveCart(db, ticket);
      addSamples.push(performance.now() - s);
    }
    ticket = recalculate({
      ...ticket,
      payments: [{ id: uuidv7(), method: 'cash', amount: dong(Math.max(ticket.order.grandTotal, 1)), reference: null }],
    });
    const s = performance.now();
    await commitOrder(db, { ticket, id: uuidv7(), createdAt: new Date().toISOString(), till, register, cashier });
    commitSamples.push(performance.now() - s);
  }
  search.dispose();
  db.close();
  return { addSamples, commitSamples };
}

const tillBench = { firstSync, rawPut, searchBench, posBench };
/** What the page offers the benchmark (scripts/bench/till-sync.ts calls it through `page.evaluate`). */
export type TillBench = typeof tillBench;

Object.assign(window, { tillBench });
