import type { SellableProduct } from '../../src/domain/cart-types';
import { baseQty, dong } from '../../src/domain/money';
import { repeatSale, type SoldLine } from '../../src/domain/repeat-sale';

const unit = (id: string, name: string, factor: number, price: number) => ({
  id,
  name,
  factor,
  price: dong(price),
  barcode: null,
});

const amlodipin: SellableProduct = {
  id: 'amlodipin',
  name: 'Amlodipin 5mg',
  drug_class: 'rx',
  tracking_type: 'lot',
  qty_available: baseQty(300),
  units: [unit('vien', 'Viên', 1, 600), unit('vi', 'Vỉ', 10, 5_800), unit('hop', 'Hộp', 30, 16_500)],
};
const vitaminC: SellableProduct = {
  id: 'vitamin-c',
  name: 'Vitamin C 500mg',
  drug_class: 'otc',
  tracking_type: 'basic',
  qty_available: baseQty(40),
  units: [unit('c-vien', 'Viên', 1, 1_000)],
};
const products = new Map([amlodipin, vitaminC].map((product) => [product.id, product]));

const line = (over: Partial<SoldLine>): SoldLine => ({
  product_id: 'amlodipin',
  product_name: 'Amlodipin 5mg',
  unit_id: 'hop',
  product_qty: 1,
  base_quantity: 30,
  is_return: false,
  ...over,
});

const plan = (sold: SoldLine[]) =>
  repeatSale(sold, products).lines.map((l) => `${l.product.name} × ${l.quantity} ${l.unit.name} @ ${l.unit.price}`);

describe('a customer’s last sale sold again', () => {
  it('comes back in the units it was sold in, at today’s prices', () => {
    expect(
      plan([
        line({}),
        line({
          product_id: 'vitamin-c',
          product_name: 'Vitamin C 500mg',
          unit_id: 'c-vien',
          product_qty: 20,
          base_quantity: 20,
        }),
      ]),
    ).toEqual(['Amlodipin 5mg × 1 Hộp @ 16500', 'Vitamin C 500mg × 20 Viên @ 1000']);
  });

  it('gives a unit removed since, or a line with no unit, in the base unit with the same amount', () => {
    expect(plan([line({ unit_id: 'old-box-of-28', product_qty: 1, base_quantity: 28 })])).toEqual([
      'Amlodipin 5mg × 28 Viên @ 600',
    ]);
    expect(plan([line({ unit_id: null, product_qty: 2, base_quantity: 20 })])).toEqual([
      'Amlodipin 5mg × 20 Viên @ 600',
    ]);
  });

  it('leaves out lines given back, and names the products no longer sold once each', () => {
    const result = repeatSale(
      [
        line({ is_return: true }),
        line({ product_id: 'gone', product_name: 'Coversyl 5mg' }),
        line({ product_id: 'gone', product_name: 'Coversyl 5mg', unit_id: null }),
        line({ product_qty: 0, base_quantity: 0 }),
      ],
      products,
    );
    expect(result.lines).toEqual([]);
    expect(result.notSellable).toEqual(['Coversyl 5mg']);
  });

  it('names a product left with no base unit to sell a removed unit in', () => {
    const boxesOnly = new Map([['amlodipin', { ...amlodipin, units: [unit('hop', 'Hộp', 30, 16_500)] }]]);
    expect(repeatSale([line({ unit_id: 'vi', product_qty: 3, base_quantity: 30 })], boxesOnly)).toEqual({
      lines: [],
      notSellable: ['Amlodipin 5mg'],
    });
  });
});
