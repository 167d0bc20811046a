import { v7 } from 'uuid';
import { addProduct, removeLine, setQuantity } from '../../src/domain/cart';
import type { Prescription } from '../../src/domain/prescription';
import { checkoutProblems } from '../../src/domain/checkout';
import { dong } from '../../src/domain/money';
import { recalculate } from '../../src/domain/orders';
import {
  canEditPrescription,
  prescriptionBlock,
  prescriptionItemsFromCart,
  withCartPrescription,
} from '../../src/domain/prescription';
import {
  addTemplateToCart,
  prescriptionAsTemplate,
  prescriptionDraftFromTemplate,
  type TemplateForCart,
} from '../../src/domain/prescription-template-cart';
import { amoxicillin, cash, monitor, paracetamol, shelf, strip, tablet, ticketWith } from './pos-fixtures';

const prescription = (patch: Partial<Prescription> = {}): Prescription => ({
  id: v7(),
  code: null,
  source: 'offline',
  date: '2026-11-22',
  doctor_id: null,
  doctor_name: 'BS. Trần Văn Minh',
  facility: 'Phòng khám Đa khoa Quận 1',
  diagnosis: 'Viêm họng cấp',
  patient_id: null,
  patient_name: 'Nguyễn Thị Lan',
  patient_age: 34,
  patient_gender: 'female',
  patient_address: '',
  instructions: '',
  items: [],
  ...patch,
});

describe('an rx product cannot be checked out without a prescription', () => {
  const withAmox = addProduct(addProduct([], paracetamol, { lineId: 'p' }), amoxicillin, { lineId: 'a', quantity: 10 });

  it.each([
    ['only otc products', addProduct([], paracetamol, { lineId: 'p' }), null, null],
    [
      'an rx product, no prescription',
      withAmox,
      null,
      { reason: 'prescriptionRequired', productIds: [amoxicillin.id] },
    ],
    ['an rx product with a typed prescription', withAmox, prescription(), null],
    ['the rx line removed again', removeLine(withAmox, 'a').items, null, null],
    ['an rx product given back on a return line', withAmox.map((item) => ({ ...item, is_return: true })), null, null],
    ['an rx line whose product is gone', withAmox.map((item) => ({ ...item, notExists: true })), null, null],
  ])('%s', (_label, items, typed, block) => {
    expect(prescriptionBlock(items, typed)).toEqual(block);
  });

  it('checkout lists every reason in the cashier’s words, and none once settled', () => {
    let items = addProduct(addProduct([], amoxicillin, { lineId: 'a', quantity: 10 }), monitor, { lineId: 'm' });
    const unpaid = recalculate(ticketWith(items));
    expect(checkoutProblems(unpaid)).toEqual([
      { reason: 'prescriptionRequired', productIds: [amoxicillin.id] },
      { reason: 'serialsMissing', lineId: 'm' },
      { reason: 'paymentShort' },
    ]);
    items = items.map((item) => (item.id === 'm' ? { ...item, serials: ['OMRON-HEM7120-0001'] } : item));
    const settled = recalculate(ticketWith(items, { prescription: prescription(), payments: [cash(900_000)] }));
    expect(settled.order.grandTotal).toBe(875_000);
    expect(checkoutProblems(settled)).toEqual([]);
    expect(checkoutProblems(recalculate(ticketWith([])))).toEqual([{ reason: 'emptyCart' }]);
  });

  it('an online prescription is read-only; one typed at the counter can be edited', () => {
    expect(canEditPrescription({ source: 'offline' })).toBe(true);
    expect(canEditPrescription({ source: 'online' })).toBe(false);
  });

  it('the prescription lists the rx lines, keeping dosage already typed', () => {
    const items = addProduct(addProduct([], amoxicillin, { lineId: 'a', quantity: 10 }), paracetamol, { lineId: 'p' });
    expect(
      prescriptionItemsFromCart(items, [
        { product_id: amoxicillin.id, product_name: '', quantity: 1, unit_name: '', dosage: 'Ngày 2 lần' },
      ]),
    ).toEqual([
      {
        product_id: amoxicillin.id,
        product_name: 'Amoxicillin 500mg',
        quantity: 10,
        unit_name: 'Viên',
        dosage: 'Ngày 2 lần',
      },
    ]);
  });
});

describe('a prescription template adds all its items', () => {
  const sourThroat: TemplateForCart = {
    name: 'Viêm họng người lớn',
    diagnosis: 'Viêm họng cấp',
    instructions: 'Uống nhiều nước ấm',
    items: [
      { product_id: amoxicillin.id, unit_id: null, quantity: 14, dosage: 'Sáng 1 viên, tối 1 viên sau ăn' },
      { product_id: paracetamol.id, unit_id: tablet.id, quantity: 10, dosage: 'Khi sốt trên 38,5 độ uống 1 viên' },
      { product_id: '0192a000-0000-7000-8000-0000000000ff', unit_id: null, quantity: 1, dosage: null },
    ],
  };

  it('with their quantities and units, raising lines already in the cart, and reports unknown products', () => {
    const start = addProduct([], amoxicillin, { lineId: 'a', quantity: 2 });
    let n = 0;
    const result = addTemplateToCart(start, sourThroat, shelf, () => `t${(n += 1)}`);
    expect(result.items.map((item) => [item.name, item.uom.name, item.quantity, item.price])).toEqual([
      ['Amoxicillin 500mg', 'Viên', 16, 2_500],
      ['Paracetamol 500mg', 'Viên', 10, 1_000],
    ]);
    expect(result.missingProductIds).toEqual(['0192a000-0000-7000-8000-0000000000ff']);
    expect(recalculate(ticketWith(result.items)).order.subtotal).toBe(dong(50_000));
  });

  it('and starts an editable prescription with its diagnosis, advice and dosages', () => {
    const draft = prescriptionDraftFromTemplate(sourThroat, shelf, { id: 'rx-1', date: '2026-11-22' });
    expect(draft).toMatchObject({
      source: 'offline',
      diagnosis: 'Viêm họng cấp',
      instructions: 'Uống nhiều nước ấm',
      doctor_name: '',
      patient_name: '',
    });
    expect(draft.items.map((item) => [item.product_name, item.quantity, item.unit_name, item.dosage])).toEqual([
      ['Amoxicillin 500mg', 14, 'Viên', 'Sáng 1 viên, tối 1 viên sau ăn'],
      ['Paracetamol 500mg', 10, 'Viên', 'Khi sốt trên 38,5 độ uống 1 viên'],
    ]);
    expect(canEditPrescription(draft)).toBe(true);
  });
});

describe('a prescription sold before, sold again', () => {
  const sold = prescription({
    items: [
      {
        product_id: paracetamol.id,
        product_name: paracetamol.name,
        quantity: 2,
        unit_name: 'Vỉ',
        dosage: 'Sáng 1 viên',
      },
      {
        product_id: amoxicillin.id,
        product_name: amoxicillin.name,
        quantity: 10,
        unit_name: 'Gói',
        dosage: 'Ngày 2 lần',
      },
      { product_id: v7(), product_name: 'Thuốc đã ngừng bán', quantity: 1, unit_name: 'Hộp', dosage: '' },
    ],
  });

  it.each([
    ['a unit the product still has keeps it', paracetamol.id, strip.id],
    ['a unit the product no longer has falls back to the base unit', amoxicillin.id, null],
  ])('%s', (_label, productId, unitId) => {
    const template = prescriptionAsTemplate(sold, shelf);
    expect(template.items.find((item) => item.product_id === productId)?.unit_id).toBe(unitId);
  });

  it('adds every item the till still sells, in the units sold, and reports the rest', () => {
    const { items, missingProductIds } = addTemplateToCart(
      [],
      prescriptionAsTemplate(sold, shelf),
      shelf,
      (() => {
        let n = 0;
        return () => `l${(n += 1)}`;
      })(),
    );
    expect(items.map((item) => [item.product_id, item.quantity, item.uom.id])).toEqual([
      [paracetamol.id, 2, strip.id],
      [amoxicillin.id, 10, amoxicillin.units[0]!.id],
    ]);
    expect(missingProductIds).toEqual([sold.items[2]!.product_id]);
    expect(prescriptionBlock(items, sold)).toBeNull();
  });
});

describe('a prescription typed at the counter follows the cart', () => {
  it('takes the rx lines as they are at the sale (quantity changed, a drug added), keeping typed dosages', () => {
    const items = addProduct([], amoxicillin, { lineId: 'a', quantity: 1 });
    const typed = prescription({ items: prescriptionItemsFromCart(items) });
    typed.items[0]!.dosage = 'Sáng 1 viên, tối 1 viên';
    // After the prescription was saved: the quantity raised and another drug scanned.
    const later = ticketWith(addProduct(setQuantity(items, 'a', 2), paracetamol, { lineId: 'p' }), {
      prescription: typed,
    });
    const followed = withCartPrescription(later).prescription!;
    expect(followed.items).toEqual([
      {
        product_id: amoxicillin.id,
        product_name: amoxicillin.name,
        quantity: 2,
        unit_name: later.items[0]!.uom.name,
        dosage: 'Sáng 1 viên, tối 1 viên',
      },
    ]);
    // The rx line removed: the prescription stays attached, with no drug the sale does not sell.
    const removed = withCartPrescription({ ...later, items: removeLine(later.items, 'a').items });
    expect(removed.prescription!.items).toEqual([]);
  });

  it('leaves a national prescription as the doctor wrote it, and a ticket without one alone', () => {
    const items = addProduct([], amoxicillin, { lineId: 'a', quantity: 3 });
    const national = prescription({
      source: 'online',
      code: '79001k7m2q9x-c',
      items: prescriptionItemsFromCart(items),
    });
    const later = ticketWith(setQuantity(items, 'a', 1), { prescription: national });
    expect(withCartPrescription(later)).toBe(later);
    const none = ticketWith(items);
    expect(withCartPrescription(none)).toBe(none);
  });
});
