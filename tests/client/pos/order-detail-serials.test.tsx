/**
 * A sale's page names the serials of a serial-tracked line (what a warranty claim is checked
 * against) beside the lots of the others.
 */
import { screen, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { beforeEach, describe, expect, it } from 'vitest';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import type { PosOrderDetail, PosOrderSummary } from '../../../src/domain/pos-orders-api';
import { PosOrderDetail as DetailPage } from '../../../src/features/pos/pos-order-detail';
import { tillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { useApiServer } from '../auth/api-server';
import { LAN, signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const ID = '0190f3a0-0000-7000-8000-0000000000e1';
const who = { id: '0190f3a0-0000-7000-8000-0000000000e2', name: 'Trần Văn Hùng' };

const summary: PosOrderSummary = {
  id: ID,
  code: 'HD-Q1-1-000042',
  type: 'sale',
  status: 'paid',
  ordered_at: '2026-11-28T02:10:00.000Z',
  synced_at: '2026-11-28T02:10:05.000Z',
  created_offline: false,
  pos_setting: { id: ID, name: 'Quầy 1' },
  register_session_id: ID,
  sold_by: who.id,
  seller: who,
  customer: null,
  subtotal: 952_000,
  discount_amount: 0,
  grand_total: 952_000,
  total_paid: 952_000,
  total_return: 0,
  debt_amount: 0,
  return_for: null,
  review_flag_count: 0,
};

const item = (n: number, fields: Partial<PosOrderDetail['order_items'][number]>) => ({
  id: `0190f3a0-0000-7000-8000-0000000001${n}0`,
  product_id: `0190f3a0-0000-7000-8000-0000000001${n}1`,
  product_name: '',
  product_code: `SP00000${n}`,
  product_qty: 1,
  unit_id: null,
  unit_name: 'Cái',
  factor: 1,
  base_quantity: 1,
  price: 0,
  note: '',
  is_return: false,
  return_of_line_id: null,
  drug_class: 'none' as const,
  tracking_type: 'basic' as const,
  serials: [],
  item_lots: [],
  ...fields,
});

const detail: PosOrderDetail = {
  ...summary,
  note: '',
  discount_type: 'percent',
  discount_percent: 0,
  return_for_code: null,
  doctor: null,
  prescription: null,
  order_items: [
    item(1, {
      product_name: 'Máy đo huyết áp Omron HEM-7121',
      price: 950_000,
      tracking_type: 'serial',
      serials: ['HEM7121-A0042'],
    }),
    item(2, {
      product_name: 'Paracetamol 500mg',
      unit_name: 'Viên',
      price: 1_000,
      drug_class: 'otc',
      tracking_type: 'lot',
      item_lots: [{ lot_id: ID, lot_number: 'A-2701', expiry_date: '2027-01-31', quantity: 2 }],
      product_qty: 2,
      base_quantity: 2,
    }),
  ],
  payments: [{ id: ID, method: 'cash', amount: 952_000, reference: null }],
  review_flags: [],
  returns: [],
};

const api = useApiServer();
beforeEach(() => signIn(LAN));

describe("a sale's page", () => {
  it('names the serials of a serial-tracked line, and only there', async () => {
    api.on(`GET pos-orders/${ID}`, { body: { data: detail } });
    const db = new TillDb(uuidv7());
    renderAt(`/pos-orders/${ID}/show`, () => (
      <TillSessionProvider session={tillSession(db, { search: new ProductSearch(db) })}>
        <DetailPage id={ID} />
      </TillSessionProvider>
    ));
    const serials = await screen.findAllByTestId('order-line-serials', {}, { timeout: 10_000 });
    expect(serials.map((s) => s.textContent)).toEqual(['Serial: HEM7121-A0042']);
    const row = serials[0]!.closest('tr')!;
    expect(within(row).getByText('Máy đo huyết áp Omron HEM-7121')).toBeInTheDocument();
  });
});
