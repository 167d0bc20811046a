/**
 * The port every national e-prescription system adapter implements (docs/e-prescriptions.md):
 * look a prescription up by its code, and report a dispensing under a key the system keeps once
 * (so a report repeated after a crash mid-call records nothing twice). gateway.ts is the HTTP
 * adapter of the QĐ 808 contract; the shop's settings point it at the real system or the simulator.
 */
import type { DispenseLine, NationalPrescriptionRecord } from '../../../scripts/simulators/eprescription-system';

export type DispenseState = 'chua_ban' | 'ban_mot_phan' | 'da_ban_du';

/** A prescription as the system answers it, with what was already dispensed per drug. */
export interface LookedUpPrescription extends Omit<NationalPrescriptionRecord, 'da_ban' | 'thong_tin_don_thuoc'> {
  thong_tin_don_thuoc: (NationalPrescriptionRecord['thong_tin_don_thuoc'][number] & { so_luong_da_ban: number })[];
  trang_thai_ban: DispenseState;
}

export interface DispenseInput {
  /** The key the system keeps one dispensing per: the order's id. */
  key: string;
  prescriptionCode: string;
  orderCode: string;
  /** `YYYY-MM-DD HH:mm:ss`, shop time. */
  soldAt: string;
  lines: DispenseLine[];
}

export type DispenseAnswer =
  | { outcome: 'recorded'; state: DispenseState; message: string }
  | { outcome: 'refused'; reason: 'dispensed' | 'invalid'; message: string };

export interface EprescriptionSystem {
  lookup(code: string): Promise<LookedUpPrescription | null>;
  dispense(input: DispenseInput): Promise<DispenseAnswer>;
}

/** The system could not be reached or failed: try again later. */
export class SystemUnavailable extends Error {
  override name = 'SystemUnavailable';
}

/** The system refused the shop's account. */
export class SystemLoginFailed extends Error {
  override name = 'SystemLoginFailed';
}
