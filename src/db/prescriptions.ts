/**
 * Prescriptions sold on this till, searched offline from the POS search box (SPEC's product kind
 * `prescription`): by patient, phone, diagnosis, doctor, prescription code or order code.
 */
import type { PartyRef } from '../domain/cart-types';
import type { Prescription } from '../domain/prescription';
import type { TillDb } from './database';
import { matchesWords } from './pos-catalog';
import type { LocalOrder } from './pos-sales';

export interface PrescriptionHit {
  prescription: Prescription;
  order_code: string;
  sold_at: string;
  customer: PartyRef | null;
  doctor: PartyRef | null;
}

export async function searchPrescriptions(db: TillDb, query: string, limit = 5): Promise<PrescriptionHit[]> {
  if (!query.trim()) return [];
  const hits: PrescriptionHit[] = [];
  const seen = new Set<string>();
  // Newest first, so a prescription sold twice is offered as its latest sale.
  await db.recent_orders
    .orderBy('created_at')
    .reverse()
    .until(() => hits.length >= limit)
    .each((row) => {
      const order = row as unknown as LocalOrder;
      const { prescription, customer, doctor } = order.ticket;
      if (!prescription || order.ticket.order.type !== 'sale' || seen.has(prescription.id)) return;
      seen.add(prescription.id);
      const text = [
        prescription.code,
        prescription.patient_name,
        prescription.diagnosis,
        prescription.doctor_name,
        customer?.phone,
        order.code,
      ]
        .filter(Boolean)
        .join(' ');
      if (!matchesWords(text, query)) return;
      hits.push({ prescription, order_code: order.code, sold_at: order.created_at, customer, doctor });
    });
  return hits;
}
