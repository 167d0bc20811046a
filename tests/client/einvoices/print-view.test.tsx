import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/components/ui/system';
import { amountInWords } from '../../../src/domain/amount-in-words';
import type { EinvoiceDetail } from '../../../src/domain/einvoice/schemas';
import { BuyerForm } from '../../../src/features/einvoices/buyer-form';
import { InvoicePrint } from '../../../src/features/einvoices/invoice-print';
import { sampleInvoice } from '../../domain/einvoice/sample-invoice';
import { renderAt } from '../stock/render-stock';

afterEach(cleanup);

function detail(overrides: Partial<EinvoiceDetail> = {}): EinvoiceDetail {
  const s = sampleInvoice();
  return {
    id: '0190f3a0-0000-7000-8000-000000000001',
    state: 'issued',
    relation: 'original',
    related_id: null,
    order_id: '0190f3a0-0000-7000-8000-000000000002',
    order_code: 'Q1-000042',
    buyer: s.buyer,
    template_code: '1',
    series: 'C25TAA',
    number: 42,
    total_before_tax: s.totals.before_tax,
    total_vat: s.totals.vat,
    total: s.totals.total,
    issued_at: '2025-03-14T03:00:00.000Z',
    created_at: '2025-03-14T02:00:00.000Z',
    cash_register_code: null,
    delivery: 'none',
    delivery_message: null,
    stuck: false,
    signed: true,
    lines: [...s.lines],
    rates: s.totals.rates,
    total_discount: 0,
    amount_in_words: amountInWords(s.totals.total),
    seller: { ...s.seller, phone: s.seller.phone ?? '', bank_account: '', bank_name: '' },
    provider: 'builtin',
    cancel_reason: null,
    note: '',
    cancelled_at: null,
    related: null,
    corrections: [],
    has_xml: true,
    ...overrides,
  };
}

const renderIn = (node: React.ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

describe('the printable invoice', { timeout: 20_000 }, () => {
  it('shows seller, buyer, template/series/number, lines, totals per rate and the amount in words', () => {
    renderIn(<InvoicePrint invoice={detail()} />);
    const view = screen.getByTestId('einvoice-print');
    expect(within(view).getByText('HÓA ĐƠN GIÁ TRỊ GIA TĂNG')).toBeTruthy();
    expect(view.textContent).toContain('1C25TAA');
    expect(view.textContent).toContain('00000042');
    expect(view.textContent).toContain('14/03/2025');
    expect(view.textContent).toContain('Nhà thuốc An Tâm & Cộng sự');
    expect(view.textContent).toContain("Công ty TNHH Dược O'Hara");
    expect(view.textContent).toContain('0109876557-001');
    expect(view.textContent).toContain('Máy đo huyết áp Omron & phụ kiện');
    const rates = screen.getByTestId('einvoice-rates');
    expect(screen.getByRole('table', { name: 'Tổng hợp theo thuế suất' })).toBe(rates);
    const rows = within(rates)
      .getAllByRole('row')
      .map((r) => r.textContent?.replace(/\s/g, ' '));
    expect(rows[1]).toMatch(/5%.*500\.000.*25\.000.*525\.000/);
    expect(rows[2]).toMatch(/10%.*436\.364.*43\.636.*480\.000/);
    expect(rows[3]).toMatch(/936\.364.*68\.636.*1\.005\.000/);
    expect(screen.getByTestId('einvoice-words').textContent).toContain('Một triệu không trăm linh năm nghìn đồng');
    expect(view.textContent).not.toContain('BẢN NHÁP');
    expect(view.querySelector('style')?.textContent).toContain('@media print');
  });

  it('marks a draft and names a retail buyer "Khách lẻ"', () => {
    renderIn(
      <InvoicePrint
        invoice={detail({
          state: 'draft',
          number: null,
          template_code: null,
          series: null,
          seller: null,
          buyer: { type: 'retail', name: '', tax_code: '', address: '', email: '' },
        })}
      />,
    );
    const view = screen.getByTestId('einvoice-print');
    expect(view.textContent).toContain('BẢN NHÁP – CHƯA PHÁT HÀNH');
    expect(view.textContent).toContain('Khách lẻ');
    expect(view.textContent).toContain('Người mua không lấy hóa đơn');
  });
});

describe('the buyer form', { timeout: 20_000 }, () => {
  it('asks a company buyer for name, tax code and address before saving', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn();
    renderAt('/einvoices/e1/edit', () => (
      <BuyerForm
        initial={{ type: 'retail', name: '', tax_code: '', address: '', email: '' }}
        readOnly={false}
        onSave={onSave}
      />
    ));
    await user.selectOptions(await screen.findByRole('combobox'), 'company');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Nhập tên đơn vị mua hàng.')).toBeTruthy();
    expect(
      screen.getByText(
        'Mã số thuế gồm 10 chữ số (hoặc thêm dấu gạch và 3 chữ số của chi nhánh) với chữ số kiểm tra đúng.',
      ),
    ).toBeTruthy();
    await user.type(document.querySelector('input[name="buyer_name"]')!, 'Công ty A');
    await user.type(document.querySelector('input[name="buyer_tax_code"]')!, '0101234565');
    await user.type(document.querySelector('input[name="buyer_address"]')!, 'Hà Nội');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(onSave).toHaveBeenCalledWith(
      { type: 'company', name: 'Công ty A', tax_code: '0101234565', address: 'Hà Nội', email: '' },
      expect.any(Function),
    );
  });

  it('locks the buyer of an issued invoice', async () => {
    renderAt('/einvoices/e1/edit', () => (
      <BuyerForm
        initial={{ type: 'company', name: 'Công ty A', tax_code: '0101234565', address: 'Hà Nội', email: '' }}
        readOnly
        onSave={vi.fn()}
      />
    ));
    await screen.findByRole('combobox');
    expect((document.querySelector('input[name="buyer_name"]') as HTMLInputElement).matches(':disabled')).toBe(true);
    expect((screen.getByRole('combobox') as HTMLSelectElement).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lưu nháp' })).toBeNull();
  });
});
