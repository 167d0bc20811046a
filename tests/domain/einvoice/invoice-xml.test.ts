import { describe, expect, it } from 'vitest';
import { dong } from '../../../src/domain/money';
import { buildInvoiceLines } from '../../../src/domain/einvoice/invoice-lines';
import { buildInvoiceXml } from '../../../src/domain/einvoice/invoice-xml';
import { escapeXml } from '../../../src/domain/einvoice/xml-writer';
import { canDo, nextState } from '../../../src/domain/einvoice/state';
import { buyerInput } from '../../../src/domain/einvoice/schemas';
import { einvoiceSettingsInput } from '../../../src/domain/catalog/settings';
import { storeSettingsSchema } from '../../../src/domain/account-schemas';
import { sampleInvoice } from './sample-invoice';
import { invoiceXmlProblems } from './xml-rules';

describe('invoice XML', () => {
  it('writes the amount in words and the totals per rate', () => {
    const xml = buildInvoiceXml(sampleInvoice());
    expect(xml).toContain('<TgTTTBChu>Một triệu không trăm linh năm nghìn đồng</TgTTTBChu>');
    expect(xml).toContain(
      '<LTSuat>\n            <TSuat>5%</TSuat>\n            <ThTien>500000</ThTien>\n            <TThue>25000</TThue>',
    );
  });

  it('reads 21.000.000 as "Hai mươi mốt triệu đồng"', () => {
    const { lines, totals } = buildInvoiceLines(
      [{ code: 'X', name: 'Thiết bị', unit: 'Cái', quantity: 2, price: dong(10_500_000), vatRate: 5 }],
      dong(0),
    );
    const xml = buildInvoiceXml({ ...sampleInvoice(), lines, totals });
    expect(xml).toContain('<TgTTTBSo>21000000</TgTTTBSo>');
    expect(xml).toContain('<TgTTTBChu>Hai mươi mốt triệu đồng</TgTTTBChu>');
  });

  it('gives a retail buyer the default name and the no-invoice note', () => {
    const xml = buildInvoiceXml({
      ...sampleInvoice(),
      buyer: { type: 'retail', name: '', tax_code: '', address: '', email: '' },
    });
    expect(xml).toContain(
      '<NMua>\n        <Ten>Khách lẻ</Ten>\n        <HVTNMHang>Người mua không lấy hóa đơn</HVTNMHang>\n      </NMua>',
    );
    expect(xml).not.toContain('<MST></MST>');
  });

  it('names the invoice a replacement corrects', () => {
    const xml = buildInvoiceXml({
      ...sampleInvoice(),
      relation: 'replace',
      related: { template_code: '1', series: 'C25TAA', number: 7, issued_on: '2025-03-01' },
    });
    expect(xml).toContain(
      '<TTHDLQuan>\n        <TCHDon>1</TCHDon>\n        <LHDCLQuan>1</LHDCLQuan>\n        <KHMSHDCLQuan>1</KHMSHDCLQuan>\n        <KHHDCLQuan>C25TAA</KHHDCLQuan>\n        <SHDCLQuan>7</SHDCLQuan>\n        <NLHDCLQuan>2025-03-01</NLHDCLQuan>',
    );
  });

  it('escapes the five XML characters and drops control characters', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg');
  });
});

describe('invoice lines', () => {
  it('spreads the order discount and keeps lines equal to the totals per rate', () => {
    const { lines, totals } = buildInvoiceLines(
      [
        { code: 'A', name: 'A', unit: 'Hộp', quantity: 3, price: dong(33_333), vatRate: 5 },
        { code: 'B', name: 'B', unit: 'Hộp', quantity: 1, price: dong(77_777), vatRate: 5 },
        { code: 'C', name: 'C', unit: 'Chai', quantity: 2, price: dong(55_555), vatRate: 10 },
        { code: 'D', name: 'D', unit: 'Gói', quantity: 1, price: dong(12_000), vatRate: null },
      ],
      dong(10_001),
    );
    expect(totals.total).toBe(99_999 + 77_777 + 111_110 + 12_000 - 10_001);
    expect(totals.rates.map((r) => r.vat_rate)).toEqual([null, 5, 10]);
    for (const rate of totals.rates) {
      const sum = lines.filter((l) => l.vat_rate === rate.vat_rate).reduce((s, l) => s + l.amount, 0);
      expect(sum).toBe(rate.before_tax);
      expect(rate.before_tax + rate.vat).toBe(rate.total);
    }
    expect(totals.rates[0]).toEqual({
      vat_rate: null,
      before_tax: totals.rates[0]!.total,
      vat: 0,
      total: totals.rates[0]!.total,
    });
    for (const l of lines) expect(l.gross_before_tax - l.discount).toBe(l.amount);
  });
});

describe('invoice states', () => {
  it.each([
    ['draft', 'issue', true],
    ['draft', 'edit', true],
    ['draft', 'replace', false],
    ['issued', 'issue', false],
    ['issued', 'edit', false],
    ['issued', 'cancel', true],
    ['issued', 'adjust', true],
    ['cancelled', 'cancel', false],
    ['replaced', 'replace', false],
  ] as const)('%s + %s → %s', (state, action, allowed) => {
    expect(canDo(state, action)).toBe(allowed);
  });

  it('moves draft → issued → cancelled and refuses the rest', () => {
    expect(nextState('draft', 'issue')).toBe('issued');
    expect(nextState('issued', 'cancel')).toBe('cancelled');
    expect(() => nextState('cancelled', 'issue')).toThrow();
  });
});

describe('buyer', () => {
  it('asks a company buyer for name, tax code and address', () => {
    const result = buyerInput.safeParse({ type: 'company', name: '', tax_code: '12345', address: '', email: 'x' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['address', 'email', 'name', 'tax_code']);
  });

  it('accepts a branch tax code and a retail buyer with nothing', () => {
    expect(
      buyerInput.safeParse({ type: 'company', name: 'Công ty A', tax_code: '0101234565-002', address: 'Hà Nội' })
        .success,
    ).toBe(true);
    expect(buyerInput.parse({})).toEqual({ type: 'retail', name: '', tax_code: '', address: '', email: '' });
  });

  it('keeps a 13-digit code typed without the dash in the dashed form the XML requires', () => {
    const buyer = buyerInput.parse({
      type: 'company',
      name: 'Công ty A',
      tax_code: ' 0100109106001 ',
      address: 'Hà Nội',
    });
    expect(buyer.tax_code).toBe('0100109106-001');
    expect(buyerInput.parse({ type: 'company', name: 'A', tax_code: '0100109106', address: 'HN' }).tax_code).toBe(
      '0100109106',
    );
    const settings = einvoiceSettingsInput.parse({ seller_tax_code: '0100109106001' });
    expect(settings.seller_tax_code).toBe('0100109106-001');
    expect(
      storeSettingsSchema.parse({ name: 'A', address: 'B', phone: '0901234567', tax_code: '0100109106001' }).tax_code,
    ).toBe('0100109106-001');
    // An invoice stored before the fix (no dash) still gets MST in the schema's form.
    const xml = buildInvoiceXml({
      ...sampleInvoice(),
      seller: { ...sampleInvoice().seller, tax_code: '0100109106001' },
      buyer: { ...sampleInvoice().buyer, tax_code: '0100109106001' },
    });
    expect(invoiceXmlProblems(xml)).toEqual([]);
    expect(xml.match(/<MST>[^<]*<\/MST>/g)).toEqual(['<MST>0100109106-001</MST>', '<MST>0100109106-001</MST>']);
  });
});
