/**
 * Doctors made at the counter while typing a prescription: stored on the till at once (so the
 * prescription can name them offline) and queued as `doctor.create` in the same transaction.
 */
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { doctorCreateArgs } from '../domain/mutation-args';
import type { Row, TillDb } from './database';
import { recordMutation } from './outbox';

export type NewDoctor = Omit<z.input<typeof doctorCreateArgs>, 'id'>;

export async function createDoctorAtCounter(db: TillDb, input: NewDoctor): Promise<Row> {
  const args = doctorCreateArgs.parse({ ...input, id: uuidv7() });
  const doctors = db.synced('doctors');
  const row: Row = { ...args, deleted_at: null, created_at: new Date().toISOString(), pending_sync: true };
  await recordMutation(db, {
    name: 'doctor.create',
    args,
    tables: [doctors],
    effect: async () => {
      await doctors.add(row);
    },
  });
  return row;
}
