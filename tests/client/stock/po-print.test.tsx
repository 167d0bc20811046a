/**
 * The printed purchase receipt (PHIẾU NHẬP HÀNG) of an order finished short: each line with the
 * quantity ordered and the quantity received; each receipt with its lot number, its expiry as
 * DD/MM/YYYY and its quantity in the line's unit (GPP keeps lot and expiry of every purchase);
 * the value received beside the order's total; and the three signatures.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { system } from '../../../src/components/ui/system';
import { PurchaseOrderPrint } from '../../../src/features/purchasing/po-print';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { poLine, purchaseOrder } from './purchase-order-fixture';

const id = (n: number) => `0190f3a0-0000-7000-8000-0000000006${String(n).padStart(2, '0')}`;

function line(n: number, name: string, unit: string, quantity: number, received: number) {
  return poLine({
    id: id(10 + n),
    position: n,
    product_id: id(20 + n),
    product_code: `SP00000${n}`,
    product_name: name,
    tracking_type: n === 1 ? 'lot' : 'basic',
    unit_id: id(30 + n),
    unit_name: unit,
    factor: 10,
    quantity,
    received_quantity: received,
  });
}

const receipt = (product: number, lot: string | null, expiry: string | null, base: number, at: string) => ({
  product_id: id(20 + product),
  lot_id: lot ? id(40 + base / 10) : null,
  lot_number: lot,
  expiry_date: expiry,
  base_quantity: base,
  unit_cost: 1_000,
  moved_at: at,
});

const order = purchaseOrder({
  id: id(1),
  code: 'PN000041',
  vendor_id: id(2),
  vendor_invoice_number: 'HD0012',
  state: 'received',
  subtotal: 150_000,
  total: 150_000,
  received_value: 110_000,
  debt: 110_000,
  ordered_at: '2026-11-22T01:00:00Z',
  received_at: '2026-11-25T03:00:00Z',
  updated_at: '2026-11-25T03:00:00Z',
  lines: [line(1, 'Acemuc 200mg', 'Gói', 10, 6), line(2, 'Gạc y tế', 'Cuộn', 5, 5)],
  receipts: [
    receipt(1, 'ACM-X', '2028-06-30', 40, '2026-11-23T02:00:00Z'),
    receipt(2, null, null, 50, '2026-11-23T02:00:00Z'),
    receipt(1, 'ACM-Y', '2029-01-15', 20, '2026-11-24T20:00:00Z'),
  ],
});

const api = useApiServer();
beforeEach(() => signIn());

/** The print area is hidden on screen: its roles are read as the printer sees them. */
const hidden = { hidden: true };
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell', hidden)
    .map((c) => c.textContent);

describe('the printed purchase receipt', { timeout: 45_000 }, () => {
  it('prints ordered and received quantities, every receipt’s lot and expiry, and the signatures', async () => {
    api.on('GET settings/store', { body: { data: { name: 'Nhà thuốc An Khang', address: '12 Lê Lợi, Huế' } } });
    render(
      <ChakraProvider value={system}>
        <QueryClientProvider client={createQueryClient()}>
          <PurchaseOrderPrint order={order} />
        </QueryClientProvider>
      </ChakraProvider>,
    );
    expect(await screen.findByText('Nhà thuốc An Khang')).toBeInTheDocument();
    const [lines, lots] = screen.getAllByRole('table', hidden);
    expect(
      within(lines!)
        .getAllByRole('columnheader', hidden)
        .map((h) => h.textContent),
    ).toEqual(['#', 'Sản phẩm', 'Đơn vị', 'SL đặt', 'SL nhận', 'Đơn giá nhập', 'Chiết khấu', 'Thuế', 'Thành tiền']);
    const lineRows = within(lines!).getAllByRole('row', hidden).slice(1);
    expect(cells(lineRows[0]!).slice(0, 5)).toEqual(['1', 'Acemuc 200mg', 'Gói', '10', '6']);
    expect(cells(lineRows[1]!).slice(0, 5)).toEqual(['2', 'Gạc y tế', 'Cuộn', '5', '5']);

    expect(screen.getByText('Chi tiết lô nhận hàng')).toBeInTheDocument();
    expect(within(lots!).getAllByRole('row', hidden).slice(1).map(cells)).toEqual([
      ['1', 'Acemuc 200mg', 'ACM-X', '30/06/2028', '4 Gói', '23/11/2026'],
      ['2', 'Gạc y tế', 'Không theo lô', '', '5 Cuộn', '23/11/2026'],
      // 20:00 UTC is the next morning in Vietnam.
      ['3', 'Acemuc 200mg', 'ACM-Y', '15/01/2029', '2 Gói', '25/11/2026'],
    ]);

    const area = document.querySelector('[data-print-area]') as HTMLElement;
    expect(area).toHaveTextContent('Tổng tiền: 150.000 ₫');
    expect(area).toHaveTextContent('Giá trị hàng đã nhận: 110.000 ₫');
    expect(area).toHaveTextContent('Còn nợ NCC: 110.000 ₫');
    const signatures = screen.getByTestId('po-print-signatures');
    for (const role of ['Người lập phiếu', 'Người giao hàng', 'Thủ kho / Người nhận hàng'])
      expect(signatures).toHaveTextContent(role);
    expect(within(signatures).getAllByText('(Ký, ghi rõ họ tên)')).toHaveLength(3);
  });
});
