/**
 * `doctor.create`: a doctor typed at the counter, possibly offline, with the till's id. Pushed
 * before the sale whose prescription names the doctor, so the sale finds the doctor on apply.
 */
import type { DoctorCreateArgs } from '../../../src/domain/mutation-args';
import { viSync } from '../../../src/i18n/sync';
import { AppError } from '../../plugins/errors';
import { createDoctor } from '../doctors/service';
import { MutationRejected, type MutationHandler } from './mutations';

export const doctorCreateHandler: MutationHandler<DoctorCreateArgs> = {
  permission: 'viewPOS',
  async apply(args, { tx, auth }) {
    try {
      const doctor = await createDoctor(tx, auth.tenantId, args);
      return { id: doctor.id };
    } catch (error) {
      // The doctors service speaks HTTP errors; a till needs a rejection with a reason instead.
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'conflict') throw new MutationRejected('conflict', viSync.reasons.doctorIdTaken);
      throw new MutationRejected('invalid_args', viSync.reasons.doctorInvalid);
    }
  },
};
