import { describe, expect, it } from 'vitest';
import {
  isValidLineDiscount,
  purchaseLineAmounts,
  purchaseOrderTotals,
  unitCostForFactor,
} from '../../src/domain/stock/costing';
import { orderPayable } from '../../src/domain/stock/purchase-orders';
import {
  costOverPrice,
  type DraftLine,
  draftTotals,
  receiptQuantity,
  type ReceiptEntry,
  validateLines,
  validateReceipt,
  withUnit,
} from '../../src/features/purchasing/po-rules';

const TODAY = '2026-11-27';

function lotEntry(expiry: string): ReceiptEntry {
  return {
    line_id: 'l1',
    tracking_type: 'lot',
    remaining: 10,
    quantity: 2,
    lot_number: 'A1',
    expiry_date: expiry,
    serials: '',
  };
}

function draft(change: Partial<DraftLine> = {}): DraftLine {
  return {
    key: 'k',
    product_id: 'p',
    product_name: 'Paracetamol 500mg',
    product_code: 'SP1',
    tracking_type: 'lot',
    units: [
      { id: 'goi', name: 'Gói', factor: 1 },
      { id: 'hop', name: 'Hộp', factor: 30 },
    ],
    unit_id: 'goi',
    quantity: 2,
    unit_cost: 1_000,
    discount: 0,
    tax_id: 'vat5',
    ...change,
  };
}

describe('receiving a lot', () => {
  it.each([
    ['2020-01-01', true],
    ['2026-11-26', true],
    ['2026-11-27', false],
    ['2027-06-30', false],
  ])('with expiry %s is refused: %s', (expiry, refused) => {
    const errors = validateReceipt([lotEntry(expiry)], TODAY);
    expect(errors['0.expiry_date']).toBe(refused ? 'Hạn dùng đã qua: không nhận hàng đã hết hạn.' : undefined);
  });
});

describe('a purchase line discount', () => {
  it.each([
    [2, 1_000, 0, true],
    [2, 1_000, 2_000, true],
    [2, 1_000, 2_001, false],
    [2, 1_000, -1, false],
  ])('%i × %i with discount %i is allowed: %s', (quantity, unitCost, discount, ok) => {
    expect(isValidLineDiscount(quantity, unitCost, discount)).toBe(ok);
    const errors = validateLines([draft({ quantity, unit_cost: unitCost, discount })]);
    expect(errors['lines.0.discount']).toBe(ok ? undefined : 'Chiết khấu không được lớn hơn thành tiền của dòng.');
  });
});

describe('purchase order totals', () => {
  it('keep subtotal before discount and add up: subtotal − discount + tax = total', () => {
    const totals = purchaseOrderTotals([
      { quantity: 10, unitCost: 20_000, discount: 10_000, taxRate: 5 },
      { quantity: 50, unitCost: 2_000, discount: 0, taxRate: 0 },
    ]);
    expect(totals).toEqual({ subtotal: 300_000, discountTotal: 10_000, taxTotal: 9_500, total: 299_500 });
    expect(totals.subtotal - totals.discountTotal + totals.taxTotal).toBe(totals.total);
    expect(purchaseLineAmounts(10, 20_000, 10_000, 5).total).toBe(199_500);
  });

  it('are the same for the draft form as for the server', () => {
    const lines = [draft({ quantity: 10, unit_cost: 20_000, discount: 10_000 }), draft({ tax_id: null })];
    expect(draftTotals(lines, (id) => (id === 'vat5' ? 5 : null))).toEqual({
      subtotal: 202_000,
      discountTotal: 10_000,
      taxTotal: 9_500,
      total: 201_500,
    });
  });
});

describe('changing a line unit', () => {
  it('rescales the unit cost through the base unit, to the đồng', () => {
    expect(withUnit(draft(), 'hop')).toMatchObject({ unit_id: 'hop', unit_cost: 30_000 });
    expect(withUnit(draft({ unit_id: 'hop', unit_cost: 100_000 }), 'goi')).toMatchObject({ unit_cost: 3_333 });
    expect(unitCostForFactor(1_000, 1, 1)).toBe(1_000);
  });
});

describe('a receipt in the history', () => {
  it('shows its quantity in the ordered unit with the unit name', () => {
    const lines = [{ product_id: 'p', unit_name: 'Hộp', factor: 10 }];
    expect(receiptQuantity(lines, 'p', 40)).toBe('4 Hộp');
  });
});

describe('what a payment on one purchase order may add', () => {
  const order = { total: 100_000, received_value: 40_000, paid_amount: 10_000 };
  it('goes up to the total while goods are still to come', () => {
    expect(orderPayable({ ...order, state: 'ordered' })).toBe(90_000);
  });
  it('goes up to what came once received, in full or finished short', () => {
    expect(orderPayable({ ...order, state: 'received' })).toBe(30_000);
    expect(orderPayable({ ...order, state: 'received', paid_amount: 50_000 })).toBe(0);
  });
});

describe('a purchase line that costs what it sells for', () => {
  const line = {
    units: [
      { id: 'vien', name: 'Viên', factor: 1, price: 1_500 },
      { id: 'hop', name: 'Hộp', factor: 100, price: 140_000 },
    ],
    unit_id: 'hop',
    quantity: 10,
    unit_cost: 125_000,
    discount: 0,
  };

  it('is said with VAT and discount counted, per unit of the line', () => {
    // 125.000 + 10 % = 137.500 a box: below 140.000, nothing to say.
    expect(costOverPrice(line, 10)).toBeNull();
    // 130.000 + 10 % = 143.000 ≥ 140.000.
    expect(costOverPrice({ ...line, unit_cost: 130_000 }, 10)).toEqual({ cost: 143_000, price: 140_000, unit: 'Hộp' });
    // A discount of 40.000 over ten boxes brings it back under.
    expect(costOverPrice({ ...line, unit_cost: 130_000, discount: 40_000 }, 10)).toBeNull();
    // Equal is no margin either.
    expect(costOverPrice({ ...line, unit_cost: 140_000 }, 0)).toEqual({ cost: 140_000, price: 140_000, unit: 'Hộp' });
  });

  it('says nothing without a price, a quantity or a cost, nor of a free sample', () => {
    expect(costOverPrice({ ...line, units: [{ id: 'hop', name: 'Hộp', factor: 100 }] }, 10)).toBeNull();
    expect(costOverPrice({ ...line, units: [{ id: 'hop', name: 'Hộp', factor: 100, price: null }] }, 10)).toBeNull();
    expect(costOverPrice({ ...line, unit_cost: 200_000, quantity: null }, 10)).toBeNull();
    expect(costOverPrice({ ...line, unit_cost: null }, 10)).toBeNull();
    expect(costOverPrice({ ...line, units: [{ id: 'hop', name: 'Hộp', factor: 100, price: 0 }] }, 10)).toBeNull();
  });
});
