/**
 * Cash-register codes on the till (IndexedDB through fake-indexeddb): a code is taken inside the
 * sale's transaction, so a sale that rolls back gives its number back (no gap); a device that lost its
 * counter resumes after the highest code among its orders; incomplete settings make no invoice.
 */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  cashRegisterSettings,
  numberedSegment,
  takeCashRegisterCode,
  type CashRegisterSettings,
} from '../../../src/db/cash-register-invoices';
import { TillDb } from '../../../src/db/database';
import { META_KEYS, writeMeta } from '../../../src/db/meta';
import { todayInShop } from '../../../src/domain/shop-clock';

const YY = todayInShop().slice(2, 4);
const settings: CashRegisterSettings = {
  template: '1',
  series: `C${YY}MAA`,
  taxOfficeCode: 'A1B2C',
  lookupUrl: null,
  sellerName: 'Nhà thuốc',
  sellerTaxCode: '0100109106',
};
const now = () => new Date().toISOString();
const take = (db: TillDb, device = 7) =>
  db.transaction('rw', [db.meta, db.recent_orders], () => takeCashRegisterCode(db, device, settings, now()));

describe('cash-register codes on the till', () => {
  it('runs 1, 2, 3 for a device and gives back the number of a sale that rolled back', async () => {
    const db = new TillDb(uuidv7());
    expect(await take(db)).toBe(`M1-${YY}-A1B2C-00070000001`);
    await expect(
      db.transaction('rw', [db.meta, db.recent_orders], async () => {
        await takeCashRegisterCode(db, 7, settings, now());
        throw new Error('the sale failed');
      }),
    ).rejects.toThrow('the sale failed');
    expect(await take(db)).toBe(`M1-${YY}-A1B2C-00070000002`);
    expect(await take(db, 8)).toBe(`M1-${YY}-A1B2C-00080000001`);
    db.close();
  });

  it('resumes after the highest code among its orders when its meta is gone', async () => {
    const db = new TillDb(uuidv7());
    await db.recent_orders.bulkAdd([
      { id: uuidv7(), created_at: now(), code: 'HD-Q1-000001', einvoice: { code: `M1-${YY}-A1B2C-00070000041` } },
      { id: uuidv7(), created_at: now(), code: 'HD-Q1-000002', einvoice: { code: `M1-${YY}-A1B2C-00090000090` } },
    ]);
    expect(await take(db)).toBe(`M1-${YY}-A1B2C-00070000042`);
    db.close();
  });

  it('uses only the segment the server gave this device, never a provisional one', async () => {
    const db = new TillDb(uuidv7());
    expect(await numberedSegment(db)).toBeNull();
    await writeMeta(db, META_KEYS.deviceSegment, 'X1A2B');
    expect(await numberedSegment(db)).toBeNull();
    await writeMeta(db, META_KEYS.deviceSegment, '12');
    expect(await numberedSegment(db)).toBe(12);
    db.close();
  });

  it('makes no invoice until the pulled settings are on and complete', async () => {
    const db = new TillDb(uuidv7());
    expect(await cashRegisterSettings(db)).toBeNull();
    const row = {
      id: 'tenant',
      cash_register_enabled: true,
      cash_register_template: '1',
      cash_register_series: `C${YY}MAA`,
      tax_office_code: '',
      seller_tax_code: '0100109106',
    };
    await db.synced('einvoice_settings').put(row);
    expect(await cashRegisterSettings(db)).toBeNull();
    await db.synced('einvoice_settings').put({ ...row, tax_office_code: 'A1B2C', lookup_url: 'https://tra.cuu/hd' });
    expect(await cashRegisterSettings(db)).toMatchObject({ taxOfficeCode: 'A1B2C', lookupUrl: 'https://tra.cuu/hd' });
    await db.synced('einvoice_settings').put({ ...row, tax_office_code: 'A1B2C', cash_register_enabled: false });
    expect(await cashRegisterSettings(db)).toBeNull();
    db.close();
  });
});
