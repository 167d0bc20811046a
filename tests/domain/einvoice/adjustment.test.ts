import { describe, expect, it } from 'vitest';
import { dong } from '../../../src/domain/money';
import { adjustmentErrors, buildAdjustment, type AdjustableLine } from '../../../src/domain/einvoice/adjustment';
import { buildInvoiceLines, lineAmounts, type SourceLine } from '../../../src/domain/einvoice/invoice-lines';

const source: SourceLine[] = [
  { code: 'A', name: 'Thuốc A', unit: 'Hộp', quantity: 3, price: dong(33_333), vatRate: 5 },
  { code: 'B', name: 'Thuốc B', unit: 'Hộp', quantity: 7, price: dong(12_345), vatRate: 5 },
  { code: 'C', name: 'Máy C', unit: 'Cái', quantity: 2, price: dong(55_555), vatRate: 10 },
];

function adjustable(discount: number): AdjustableLine[] {
  const { lines } = buildInvoiceLines(source, dong(discount));
  const { gross, net } = lineAmounts(source, dong(discount));
  return lines.map((line, i) => ({ line, gross: gross[i]!, net: net[i]! }));
}

describe('adjustment invoices', () => {
  it('keeps lines equal to the totals of each rate whatever the rounding', () => {
    const { lines, totals } = buildAdjustment(adjustable(10_001), [
      { position: 1, kind: 'quantity', change: -1 },
      { position: 2, kind: 'price', change: 1_001 },
      { position: 3, kind: 'quantity', change: -1 },
    ]);
    for (const rate of totals.rates) {
      const sum = lines.filter((l) => l.vat_rate === rate.vat_rate).reduce((s, l) => s + l.amount, 0);
      expect(sum).toBe(rate.before_tax);
      expect(rate.before_tax + rate.vat).toBe(rate.total);
    }
    expect(lines.map((l) => [l.adjusts, l.direction, l.quantity])).toEqual([
      ['quantity', 'decrease', -1],
      ['price', 'increase', 7],
      ['quantity', 'decrease', -1],
    ]);
    expect(totals.total).toBe(totals.rates.reduce((s, r) => s + r.total, 0));
  });

  it('taking back every line negates the invoice exactly, rate by rate', () => {
    const original = buildInvoiceLines(source, dong(10_001));
    const { totals } = buildAdjustment(
      adjustable(10_001),
      source.map((l, i) => ({ position: i + 1, kind: 'quantity' as const, change: -l.quantity })),
    );
    expect(totals.rates).toEqual(
      original.totals.rates.map((r) => ({
        vat_rate: r.vat_rate,
        before_tax: -r.before_tax,
        vat: -r.vat,
        total: -r.total,
      })),
    );
  });

  it('a corrected VAT rate keeps the amount before tax and moves the line to the right rate', () => {
    const lines = adjustable(0);
    const { lines: out, totals } = buildAdjustment(lines, [
      { position: 3, kind: 'vat_rate', change: 0, vat_rate: null },
    ]);
    const before = lines[2]!.line.amount;
    expect(out.map((l) => [l.vat_rate, l.quantity, l.amount, l.direction])).toEqual([
      [10, -2, -before, 'decrease'],
      [null, 2, before, 'increase'],
    ]);
    expect(totals.before_tax).toBe(0);
    // The 10% line paid 111.110 with its tax; without tax the buyer owes only the amount before tax.
    expect(totals.total).toBe(before - 111_110);
    expect(adjustmentErrors(lines, [{ position: 3, kind: 'vat_rate', change: 0, vat_rate: 10 }])).toEqual({
      'lines.0.vat_rate': ['Thuế suất này trùng thuế suất trên hóa đơn gốc.'],
    });
  });

  it('names the refused requests by index', () => {
    expect(
      adjustmentErrors(adjustable(0), [
        { position: 1, kind: 'quantity', change: 1 },
        { position: 1, kind: 'quantity', change: -1 },
        { position: 3, kind: 'price', change: -55_556 },
        { position: 3, kind: 'price', change: -55_555 },
      ]),
    ).toEqual({
      'lines.1.position': ['Dòng này đã được điều chỉnh cùng loại ở trên.'],
      'lines.2.change': ['Đơn giá sau điều chỉnh không được âm.'],
      'lines.3.position': ['Dòng này đã được điều chỉnh cùng loại ở trên.'],
    });
  });
});
