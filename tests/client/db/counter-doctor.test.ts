/** A doctor added at the counter: the till row and its outbox entry are written together, or not at all. */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { createDoctorAtCounter } from '../../../src/db/doctors';
import { dexieLocalStore } from '../../../src/db/local-store';
import { searchDoctors } from '../../../src/db/pos-catalog';
import { unsyncedCount } from '../../../src/db/outbox';

describe('a doctor added at the counter', () => {
  it('is found by the prescription search at once and queued as doctor.create with the same id', async () => {
    const db = new TillDb(uuidv7());
    const row = await createDoctorAtCounter(db, {
      name: 'BS. Nguyễn Hữu Phước',
      workplace: 'Bệnh viện Bạch Mai',
      phone: '0903 111 222',
    });
    const [found] = await searchDoctors(db, 'huu phuoc');
    expect(found).toMatchObject({ id: row.id, name: 'BS. Nguyễn Hữu Phước', detail: 'Bệnh viện Bạch Mai' });
    const [entry] = await dexieLocalStore(db).pendingBatch(10);
    expect(entry).toMatchObject({
      name: 'doctor.create',
      status: 'pending',
      args: { id: row.id, name: 'BS. Nguyễn Hữu Phước', phone: '0903111222' },
    });
    db.close();
  });

  it('refuses a doctor without a name and queues nothing', async () => {
    const db = new TillDb(uuidv7());
    await expect(createDoctorAtCounter(db, { name: '  ' })).rejects.toThrow();
    expect(await unsyncedCount(db)).toBe(0);
    expect(await db.synced('doctors').count()).toBe(0);
    db.close();
  });
});
