/**
 * Internal barcodes (EAN-13 in the in-store range 20…, check digit right, scanners read them) and
 * the reorder rule (when a product needs ordering, how much, in which unit).
 */
import { describe, expect, it } from 'vitest';
import { barcodeSymbology, ean13CheckDigit, internalBarcode, isEan13 } from '../../src/domain/catalog/barcodes';
import { coverNeed, orderUnit, reorderNeed } from '../../src/domain/stock/reorder';

describe('internal barcodes', () => {
  it('compute the EAN-13 check digit of published codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('893503401101')).toBe(7);
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('4006381333932')).toBe(false);
    expect(isEan13('400638133393')).toBe(false);
  });

  it('number in the in-store range 20 with a valid check digit', () => {
    expect(internalBarcode(1)).toBe('2000000000015');
    expect(internalBarcode(1234)).toMatch(/^200000001234\d$/);
    for (const n of [1, 9, 10, 77, 12_345, 9_999_999_999]) {
      const code = internalBarcode(n);
      expect(code).toHaveLength(13);
      expect(code.startsWith('20')).toBe(true);
      expect(isEan13(code)).toBe(true);
    }
    expect(() => internalBarcode(0)).toThrow(RangeError);
    expect(() => internalBarcode(10_000_000_000)).toThrow(RangeError);
  });

  it('print an EAN-13 as one, other ASCII as Code 128, and not a code a scanner could not type back', () => {
    expect(barcodeSymbology('8935034011017')).toBe('ean13');
    expect(barcodeSymbology('8935034011018')).toBe('code128');
    expect(barcodeSymbology('SP000123')).toBe('code128');
    expect(barcodeSymbology('VỈ-ĐẶC-BIỆT')).toBeNull();
    expect(barcodeSymbology('')).toBeNull();
  });
});

describe('the reorder rule', () => {
  it('orders nothing while stock and what is on order stay above the minimum', () => {
    expect(reorderNeed({ onHand: 31, onOrder: 0, min: 30, max: 200 })).toBe(0);
    expect(reorderNeed({ onHand: 10, onOrder: 21, min: 30, max: 200 })).toBe(0);
  });

  it('orders up to the maximum, or twice the minimum when there is none', () => {
    expect(reorderNeed({ onHand: 30, onOrder: 0, min: 30, max: 200 })).toBe(170);
    expect(reorderNeed({ onHand: 10, onOrder: 15, min: 30, max: 200 })).toBe(175);
    expect(reorderNeed({ onHand: 5, onOrder: 0, min: 50, max: null })).toBe(95);
    // Sold into the negative (a till offline): the shortfall is bought back too.
    expect(reorderNeed({ onHand: -4, onOrder: 0, min: 0, max: 10 })).toBe(14);
    expect(reorderNeed({ onHand: 0, onOrder: 0, min: 0, max: null })).toBe(0);
  });

  it('covers what the days asked for will sell at the last 30 days’ pace, rounded up', () => {
    expect(coverNeed(30, 14)).toBe(14);
    expect(coverNeed(10, 14)).toBe(5); // 4.67 a fortnight, rounded up
    expect(coverNeed(0, 14)).toBe(0);
    expect(coverNeed(-5, 14)).toBe(0); // more returned than sold
    expect(coverNeed(30, 0)).toBe(0);
  });

  it('orders a fast seller before it falls to its minimum, never past the maximum', () => {
    // Above the minimum of 5, but 30 days will sell 60: order the 40 missing.
    expect(reorderNeed({ onHand: 20, onOrder: 0, min: 5, max: null, cover: 60 })).toBe(40);
    // What is on order counts.
    expect(reorderNeed({ onHand: 20, onOrder: 40, min: 5, max: null, cover: 60 })).toBe(0);
    // The shelf holds 50 at most.
    expect(reorderNeed({ onHand: 20, onOrder: 0, min: 5, max: 50, cover: 60 })).toBe(30);
    // At the minimum the level rule wins when it asks for more.
    expect(reorderNeed({ onHand: 5, onOrder: 0, min: 5, max: 100, cover: 20 })).toBe(95);
    // A slow seller above its minimum: nothing.
    expect(reorderNeed({ onHand: 20, onOrder: 0, min: 5, max: null, cover: 3 })).toBe(0);
  });

  it('takes the largest unit that does not exceed the need, rounded up', () => {
    const units = [
      { id: 'box', factor: 100 },
      { id: 'tablet', factor: 1 },
      { id: 'blister', factor: 10 },
    ];
    expect(orderUnit(units, 25)).toEqual({ unit: units[2], quantity: 3 });
    expect(orderUnit(units, 170)).toEqual({ unit: units[0], quantity: 2 });
    expect(orderUnit(units, 100)).toEqual({ unit: units[0], quantity: 1 });
    expect(orderUnit(units, 7)).toEqual({ unit: units[1], quantity: 7 });
  });
});
