/**
 * A received purchase order's page: each line with what was ordered and what came, a device's
 * line with the serials it received, and the receipts under each lot; from md up a table, below
 * md the same rows as cards whose values carry their column's name.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/components/ui/system';
import { PurchaseOrderDetail } from '../../../src/features/purchasing/po-detail';
import { poLine, purchaseOrder } from './purchase-order-fixture';

const id = (n: number) => `0190f3a0-0000-7000-8000-0000000006${String(n).padStart(2, '0')}`;

const order = purchaseOrder({
  id: id(1),
  code: 'PN000042',
  state: 'received',
  lines: [
    poLine({
      id: id(10),
      product_name: 'Paracetamol 500mg',
      product_code: 'SP000010',
      quantity: 10,
      received_quantity: 6,
    }),
    poLine({
      id: id(11),
      product_name: 'Máy đo huyết áp Omron HEM-7121',
      unit_name: 'Cái',
      quantity: 2,
      received_quantity: 2,
      tracking_type: 'serial',
      serials: ['HEM7121-A0042', 'HEM7121-A0043'],
    }),
  ],
  receipts: [
    {
      product_id: id(10),
      lot_id: id(20),
      lot_number: 'A-2701',
      expiry_date: '2027-01-31',
      base_quantity: 6,
      unit_cost: 10_000,
      moved_at: '2026-11-26T03:00:00.000Z',
    },
  ],
});

describe('the purchase order page', () => {
  it("lists each line's ordered and received quantities, a device's serials, and the receipts", () => {
    render(
      <ChakraProvider value={system}>
        <PurchaseOrderDetail order={order} />
      </ChakraProvider>,
    );
    const lines = screen.getByRole('region', { name: 'Danh sách sản phẩm' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Paracetamol 500mg' + 'SP000010',
      'Đơn vị' + 'hộp',
      'Số lượng' + '10',
      'Đã nhận' + '6',
      'Đơn giá nhập' + '10.000 ₫',
      'Chiết khấu' + '0 ₫',
      'Thuế' + '0%',
      'Thành tiền' + '100.000 ₫',
    ]);
    expect(within(rows[1]!).getByTestId('po-line-serials').textContent).toBe(
      'Serial đã nhận: HEM7121-A0042, HEM7121-A0043',
    );
    expect(within(rows[0]!).queryByTestId('po-line-serials')).toBeNull();
    const receipts = within(screen.getByTestId('po-receipts')).getAllByRole('row').slice(1);
    expect(
      receipts.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([['Paracetamol 500mg', 'Ngày10:00 26/11/2026', 'Số lôA-2701', 'Hạn dùng31/01/2027', 'Số lượng6 hộp']]);
  });
});
