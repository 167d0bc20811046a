/**
 * The printed receipt of a sale paid by transfer with a cash-register invoice, in each paper size
 * (80 mm, 58 mm, A5): the page size it prints on (a roll's as long as the receipt), the shop's tax code, the invoice block (title,
 * template and series, the tax authority's code, lookup address and code, and a QR of the lookup
 * link), and the transfer's content, with no VietQR that would invite a second payment. A long lookup address wraps. A return prints
 * as money given back, naming the sale it returns.
 */
import { ChakraProvider, useQrCode } from '@chakra-ui/react';
import { render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/components/ui/system';
import type { TillInvoice } from '../../../src/db/cash-register-invoices';
import type { LocalOrder } from '../../../src/db/pos-sales';
import { addProduct } from '../../../src/domain/cart';
import { withCustomerGroup } from '../../../src/domain/discount';
import { dong } from '../../../src/domain/money';
import { formatMoney } from '../../../src/i18n/format';
import { recalculate } from '../../../src/domain/orders';
import { lookupLink, ReceiptInvoice } from '../../../src/features/pos/receipt-invoice';
import { Receipt } from '../../../src/features/pos/receipt';
import { amoxicillin, ticketWith } from '../../domain/pos-fixtures';

const CODE = 'M1-26-A1B2C-00070001234';
const LOOKUP = 'https://tracuu.nhacungcap-hoadon-dien-tu.example.vn/tra-cuu-hoa-don-khoi-tao-tu-may-tinh-tien';

const invoice: TillInvoice = {
  id: '0192a000-0000-7000-8000-0000000000e1',
  code: CODE,
  template_code: '1',
  series: 'C26MAA',
  issued_at: '2026-11-26T03:00:00.000Z',
  lookup_url: LOOKUP,
  seller_tax_code: '0100109106-001',
  buyer: { type: 'retail', name: '', tax_code: '', address: '', email: '' },
};

/** A return of every line of `sale`, priced, with nothing paid back yet. */
function returnOf(sale: LocalOrder) {
  return recalculate({
    ...sale.ticket,
    items: sale.ticket.items.map((item) => ({ ...item, is_return: true })),
    order: { ...sale.ticket.order, type: 'return', returnFor: sale.id, returnForCode: 'HD-Q1-000042' },
    payments: [],
  });
}

function order(): LocalOrder {
  const items = addProduct([], amoxicillin, { lineId: '0192a000-0000-7000-8000-0000000000f1', quantity: 2 });
  const priced = recalculate(ticketWith(items));
  const total = priced.order.grandTotal;
  const ticket = recalculate({
    ...priced,
    payments: [
      { id: '0192a000-0000-7000-8000-0000000000c2', method: 'bank_transfer', amount: dong(total), reference: null },
    ],
  });
  return {
    id: '0192a000-0000-7000-8000-0000000000a9',
    code: 'HD-Q1-000042',
    created_at: '2026-11-26T03:00:00.000Z',
    register_session_id: '0192a000-0000-7000-8000-0000000000b9',
    pos_setting_id: '0192a000-0000-7000-8000-0000000000b8',
    args: {} as LocalOrder['args'],
    ticket,
    cashier_name: 'Trần Văn Hùng',
    till_name: 'Quầy 1',
    einvoice: invoice,
  };
}

// A roll's page is as long as the receipt laid out (here 377 px, 99.75 mm, taken as 100) with its margins (2 × 4 mm)
// and a millimetre to spare.
const PAGE = { '80mm': '80mm 109mm', '58mm': '58mm 109mm', a5: 'A5' } as const;

afterEach(() => vi.restoreAllMocks());

describe('the receipt with a cash-register invoice and a transfer', { timeout: 20_000 }, () => {
  it.each(['80mm', '58mm', 'a5'] as const)('prints everything in %s', (layout) => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 377 } as DOMRect);
    const sale = order();
    const { unmount } = render(
      <ChakraProvider value={system}>
        <Receipt order={sale} layout={layout} header={'NHÀ THUỐC AN KHANG\n12 Lê Lợi'} footer="Cảm ơn quý khách" />
      </ChakraProvider>,
    );
    const receipt = screen.getByTestId('receipt');
    expect(receipt.querySelector('style')!.textContent).toContain(`@page { size: ${PAGE[layout]};`);
    expect(screen.getByTestId('receipt-tax-code').textContent).toBe('MST: 0100109106-001');

    const block = screen.getByTestId('receipt-invoice');
    expect(block.textContent).toContain('HÓA ĐƠN KHỞI TẠO TỪ MÁY TÍNH TIỀN');
    expect(block.textContent).toContain('Mẫu số - Ký hiệu: 1C26MAA');
    expect(within(block).getByTestId('receipt-invoice-code').textContent).toBe(CODE);
    expect(screen.getByTestId('receipt-lookup-url').textContent).toBe(`Tra cứu hóa đơn tại: ${LOOKUP}`);
    expect(block.textContent).toContain(`Mã tra cứu: ${CODE}`);
    const qr = within(block).getByTestId('receipt-lookup-qr');
    const link = `${LOOKUP}?code=${CODE}`;
    expect(qr.dataset.payload).toBe(link);
    const { result } = renderHook(() => useQrCode({ value: link, encoding: { ecc: 'M', border: 2 } }));
    expect(qr.querySelector('svg path')!.getAttribute('d')).toBe(result.current.getPatternProps().d);

    // Paid by transfer: the receipt names the transfer's content and draws no payment QR.
    expect(screen.getByTestId('receipt-transfer').textContent).toBe('Đã nhận chuyển khoản · Nội dung: HD-Q1-000042');
    expect(screen.queryByTestId('vietqr')).toBeNull();
    unmount();
  });

  it('wraps a long lookup address anywhere instead of running past 58 mm', () => {
    render(
      <ChakraProvider value={system}>
        <ReceiptInvoice invoice={invoice} />
      </ChakraProvider>,
    );
    const url = getComputedStyle(screen.getByTestId('receipt-lookup-url'));
    expect(url.overflowWrap).toBe('anywhere');
    expect(url.wordBreak).toBe('break-all');
    expect(getComputedStyle(screen.getByTestId('receipt-invoice')).overflowWrap).toBe('anywhere');
    expect(lookupLink({ ...invoice, lookup_url: null })).toBeNull();
  });

  it('prints a return as money given back, with the sale it returns', () => {
    const sale = order();
    const priced = returnOf(sale);
    const refund = -priced.order.grandTotal;
    const ticket = recalculate({
      ...priced,
      payments: [
        { id: '0192a000-0000-7000-8000-0000000000c3', method: 'cash', amount: dong(-refund), reference: null },
      ],
    });
    render(
      <ChakraProvider value={system}>
        <Receipt
          order={{ ...sale, code: 'TH-Q1-000007', ticket, einvoice: null }}
          layout="80mm"
          header={null}
          footer={null}
        />
      </ChakraProvider>,
    );
    const text = screen.getByTestId('receipt').textContent ?? '';
    expect(refund).toBeGreaterThan(0);
    expect(text).toContain('Trả cho HĐHD-Q1-000042');
    expect(text).toContain(`Tổng tiền hoàn trả khách${formatMoney(refund)}`);
    expect(text).toContain(`Hoàn bằng tiền mặt${formatMoney(refund)}`);
  });

  it('prints a refund kept against the sale’s debt as deducted, with what the sale still owes after it', () => {
    const sale = order();
    const priced = returnOf(sale);
    const refund = -priced.order.grandTotal;
    const owed = refund + 7_000;
    const ticket = recalculate({ ...priced, order: { ...priced.order, onCredit: true, deductibleDebt: dong(owed) } });
    render(
      <ChakraProvider value={system}>
        <Receipt
          order={{ ...sale, code: 'TH-Q1-000008', ticket, einvoice: null }}
          layout="80mm"
          header={null}
          footer={null}
        />
      </ChakraProvider>,
    );
    const text = screen.getByTestId('receipt').textContent ?? '';
    expect(text).toContain(`Trừ vào công nợ${formatMoney(refund)}`);
    expect(text).toContain(`Đơn gốc còn nợ${formatMoney(7_000)}`);
    expect(text).not.toContain('Hoàn bằng');
  });
});

describe('a device on the receipt', () => {
  it('prints the serials of a serial-tracked line, what its warranty is claimed against', () => {
    const sale = order();
    const [line] = sale.ticket.items;
    const device = {
      ...sale,
      ticket: {
        ...sale.ticket,
        items: [
          { ...line!, tracking_type: 'serial' as const, serials: [' HEM7121-A0042', 'HEM7121-A0043 ', ''] },
          { ...line!, id: '0192a000-0000-7000-8000-0000000000f2', serials: [] },
        ],
      },
    };
    render(
      <ChakraProvider value={system}>
        <Receipt order={device} layout="80mm" header="" footer="" />
      </ChakraProvider>,
    );
    expect(screen.getAllByTestId('receipt-serials').map((s) => s.textContent)).toEqual([
      'Số serial: HEM7121-A0042, HEM7121-A0043',
    ]);
  });

  it('names the customer group whose standing discount the sale had', () => {
    const sale = order();
    const regulars = { name: 'Khách VIP', percent: 5 };
    const discounted = {
      ...sale,
      ticket: recalculate({
        ...sale.ticket,
        order: { ...sale.ticket.order, ...withCustomerGroup(sale.ticket.order, regulars) },
      }),
    };
    render(
      <ChakraProvider value={system}>
        <Receipt order={discounted} layout="80mm" header="" footer="" />
      </ChakraProvider>,
    );
    expect(screen.getByTestId('receipt').textContent).toContain('Giảm giá (5%)');
    expect(screen.getByTestId('receipt-group-discount').textContent).toBe('Ưu đãi nhóm khách hàng Khách VIP');
  });
});
