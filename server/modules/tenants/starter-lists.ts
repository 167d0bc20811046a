/**
 * What a shop starts with at sign-up, so its first product and first sale need no lists set up
 * first: the units pharmacies sell in, the VAT rates of Vietnamese goods (most drugs 5%), and one
 * till taking cash and bank transfers. From then on they are the shop's own, renamed, archived or
 * added to in the back office like any other row.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Tx } from '../../db/connection';
import { posSettings, taxes, uoms } from '../../db/schema/index';

export const STARTER_UOMS = [
  'Viên',
  'Vỉ',
  'Hộp',
  'Chai',
  'Lọ',
  'Tuýp',
  'Gói',
  'Ống',
  'Cái',
  'Miếng',
  'Túi',
  'Hũ',
] as const;

export const STARTER_TAXES = [
  { name: 'Không chịu thuế', rate: 0, vatCategory: 'kct' },
  { name: 'VAT 5%', rate: 5, vatCategory: 'rate' },
  { name: 'VAT 8%', rate: 8, vatCategory: 'rate' },
  { name: 'VAT 10%', rate: 10, vatCategory: 'rate' },
] as const;

export const STARTER_TILL = { name: 'Quầy 1', orderCodePrefix: 'Q1', paymentMethods: ['cash', 'bank_transfer'] };

export async function addStarterLists(tx: Tx, tenantId: string): Promise<void> {
  await tx.insert(uoms).values(STARTER_UOMS.map((name) => ({ tenantId, id: uuidv7(), name })));
  await tx
    .insert(taxes)
    .values(STARTER_TAXES.map((tax) => ({ tenantId, id: uuidv7(), ...tax, includedInPrice: true })));
  await tx.insert(posSettings).values({ tenantId, id: uuidv7(), ...STARTER_TILL });
}
