import { describe, expect, it } from 'vitest';
import { dong } from '../../../src/domain/money';
import { buildAdjustment } from '../../../src/domain/einvoice/adjustment';
import { buildInvoiceLines, lineAmounts, type SourceLine } from '../../../src/domain/einvoice/invoice-lines';
import { buildInvoiceXml, type XmlInvoice } from '../../../src/domain/einvoice/invoice-xml';
import { sampleInvoice } from './sample-invoice';
import { invoiceXmlProblems } from './xml-rules';

const retail = { type: 'retail' as const, name: '', tax_code: '', address: '', email: 'khach@example.vn' };

const mixed: SourceLine[] = [
  { code: 'SP1', name: 'Paracetamol 500mg', unit: 'Hộp', quantity: 3, price: dong(35_000), vatRate: 5 },
  { code: 'SP2', name: 'Nhiệt kế điện tử', unit: 'Cái', quantity: 1, price: dong(129_000), vatRate: 8 },
  { code: 'SP3', name: 'Khẩu trang y tế', unit: 'Hộp', quantity: 7, price: dong(33_333), vatRate: 10 },
  { code: 'DV1', name: 'Đo huyết áp', unit: 'Lần', quantity: 1, price: dong(20_000), vatRate: null },
  { code: 'SP4', name: 'Nước muối sinh lý', unit: 'Chai', quantity: 2, price: dong(12_000), vatRate: 0 },
];

function invoice(lines: SourceLine[], discount: number, over: Partial<XmlInvoice> = {}): XmlInvoice {
  const built = buildInvoiceLines(lines, dong(discount));
  return { ...sampleInvoice(), issued_on: '2025-03-14', lines: built.lines, totals: built.totals, ...over };
}

function adjustmentOf(lines: SourceLine[], discount: number) {
  const original = buildInvoiceLines(lines, dong(discount));
  const { gross, net } = lineAmounts(lines, dong(discount));
  const adjustable = original.lines.map((line, i) => ({ line, gross: gross[i]!, net: net[i]! }));
  return buildAdjustment(adjustable, [
    { position: 1, kind: 'quantity', change: -1 },
    { position: 2, kind: 'price', change: -7_000 },
    { position: 3, kind: 'vat_rate', change: 0, vat_rate: 5 },
    { position: 4, kind: 'quantity', change: 2 },
  ]);
}

const related = { template_code: '1', series: 'C25TAA', number: 7, issued_on: '2025-03-10' };

/** A cash-register return: one of the three boxes sold goes back, a decrease of the sale's invoice. */
function cashRegisterReturn(): XmlInvoice {
  const original = buildInvoiceLines(mixed, dong(37_777));
  const { gross, net } = lineAmounts(mixed, dong(37_777));
  const adjustable = original.lines.map((line, i) => ({ line, gross: gross[i]!, net: net[i]! }));
  const { lines, totals } = buildAdjustment(adjustable, [{ position: 1, kind: 'quantity', change: -1 }]);
  return {
    ...sampleInvoice(),
    buyer: retail,
    series: 'C25MAA',
    number: 43,
    issued_on: '2025-03-14',
    lines,
    totals,
    relation: 'adjust',
    related: { template_code: '1', series: 'C25MAA', number: 42, issued_on: '2025-03-10' },
    note: 'Điều chỉnh hàng hóa, dịch vụ của hóa đơn ký hiệu 1C25MAA số 42 ngày 10/03/2025',
    cash_register_code: 'M1-25-A1B2C-00100000043',
  };
}

const KINDS: [string, () => XmlInvoice][] = [
  ['sale to a retail buyer with an e-mail', () => invoice(mixed.slice(0, 1), 0, { buyer: retail })],
  ['company buyer', () => sampleInvoice()],
  ['KCT goods apart from 0%', () => invoice(mixed.slice(3), 0, { buyer: retail })],
  ['mixed rates with an order discount', () => invoice(mixed, 37_777)],
  [
    'cash-register invoice',
    () =>
      invoice(mixed, 5_000, {
        series: 'C25MAA',
        template_code: '2',
        buyer: retail,
        cash_register_code: 'M2-25-A1B2C-00100000042',
      }),
  ],
  ['replacement', () => invoice(mixed, 10_000, { relation: 'replace', related })],
  [
    'adjustment of a discounted invoice (quantity, price, rate, increase)',
    () => {
      const { lines, totals } = adjustmentOf(mixed, 37_777);
      return { ...sampleInvoice(), lines, totals, relation: 'adjust', related, note: 'Điều chỉnh giảm' };
    },
  ],
  ['cash-register adjustment of a return (a decrease naming the sale invoice)', cashRegisterReturn],
  [
    "cash-register invoice of an exchange's new goods",
    () =>
      invoice(mixed.slice(3, 4), 2_000, {
        series: 'C25MAA',
        buyer: retail,
        cash_register_code: 'M1-25-A1B2C-00100000044',
      }),
  ],
];

describe('invoice XML against the published field list', () => {
  it.each(KINDS)('%s passes', (_name, make) => {
    expect(invoiceXmlProblems(buildInvoiceXml(make()))).toEqual([]);
  });

  it('writes KCT goods as KCT and 0% goods as 0%, each with its own total', () => {
    const xml = buildInvoiceXml(invoice(mixed.slice(3), 0));
    expect(xml).toMatch(/<TSuat>KCT<\/TSuat>\s*<ThTien>20000<\/ThTien>\s*<TThue>0<\/TThue>/);
    expect(xml).toMatch(/<TSuat>0%<\/TSuat>\s*<ThTien>24000<\/ThTien>\s*<TThue>0<\/TThue>/);
  });

  it('puts the six-character series in KHHDon and the code after DLHDon', () => {
    const xml = buildInvoiceXml(KINDS[4]![1]());
    expect(xml).toContain('<KHHDon>C25MAA</KHHDon>');
    expect(xml).toMatch(/<\/DLHDon>\s*<MCCQT Id="mccqt">M2-25-A1B2C-00100000042<\/MCCQT>/);
  });

  // The check can fail: the defects the issue found are each reported.
  it.each([
    ['a series with its template digit', (x: string) => x.replace('<KHHDon>C25TAA', '<KHHDon>1C25TAA')],
    ['a series of another year', (x: string) => x.replace('<KHHDon>C25TAA', '<KHHDon>C24TAA')],
    [
      'an e-mail after HVTNMHang',
      (x: string) => x.replace(/(<DCTDTu>.*<\/DCTDTu>)\s*(<HVTNMHang>.*<\/HVTNMHang>)/, '$2$1'),
    ],
    [
      'a line whose ThTien is not SLuong × DGia − STCKhau',
      (x: string) => x.replace('<STCKhau>0</STCKhau>', '<STCKhau>5</STCKhau>'),
    ],
    ['a seller tax code with a wrong check digit', (x: string) => x.replace('<MST>0312345673', '<MST>0312345678')],
  ])('reports %s', (_name, breakIt) => {
    const good = buildInvoiceXml(invoice([mixed[0]!, mixed[3]!], 0, { buyer: retail }));
    const bad = breakIt(good);
    expect(bad).not.toBe(good);
    expect(invoiceXmlProblems(bad)).not.toEqual([]);
  });

  it('writes a return as a decrease: negative quantity, amounts and totals, words starting with Âm', () => {
    const xml = buildInvoiceXml(cashRegisterReturn());
    expect(xml).toMatch(/<TCHDon>2<\/TCHDon>\s*<LHDCLQuan>1<\/LHDCLQuan>/);
    expect(xml).toMatch(/<SLuong>-1<\/SLuong>/);
    expect(xml).toMatch(/<TgTTTBSo>-\d+<\/TgTTTBSo>/);
    expect(xml).toMatch(/<TgTTTBChu>Âm /);
  });

  // Decree 123/2020 art. 19: what a correction names, and the sign of its amounts.
  it.each([
    [
      'an adjustment dated before the invoice it adjusts',
      (x: string) => x.replace('<NLHDCLQuan>2025-03-10', '<NLHDCLQuan>2025-03-20'),
      'NLHDCLQuan is after NLap: the invoice named is later',
    ],
    [
      'an adjustment naming itself',
      (x: string) => x.replace('<SHDCLQuan>42<', '<SHDCLQuan>43<'),
      'TTHDLQuan names the invoice itself',
    ],
    [
      'a decrease whose words do not say Âm',
      (x: string) => x.replace('<TgTTTBChu>Âm ', '<TgTTTBChu>'),
      'TgTTTBChu does not match the sign of TgTTTBSo',
    ],
    [
      'a negative total on a replacement',
      (x: string) => x.replace('<TCHDon>2</TCHDon>', '<TCHDon>1</TCHDon>'),
      'a negative total on an invoice that is not an adjustment',
    ],
    [
      'a negative total on an invoice that names none',
      (x: string) => x.replace(/<TTHDLQuan>[\s\S]*<\/TTHDLQuan>/, ''),
      'a negative total on an invoice that is not an adjustment',
    ],
  ])('reports %s', (_name, breakIt, problem) => {
    const good = buildInvoiceXml(cashRegisterReturn());
    expect(invoiceXmlProblems(good)).toEqual([]);
    const bad = breakIt(good);
    expect(bad).not.toBe(good);
    expect(invoiceXmlProblems(bad)).toContain(problem);
  });

  it('reports a cash-register series without its code', () => {
    const xml = buildInvoiceXml(invoice(mixed, 0, { series: 'C25MAA' }));
    expect(invoiceXmlProblems(xml)).toContain('a cash-register series (type M) without MCCQT');
  });
});
