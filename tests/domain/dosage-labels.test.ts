import { describe, expect, it } from 'vitest';
import { addProduct } from '../../src/domain/cart';
import { dosageLabels, type LabelledProduct } from '../../src/domain/dosage-labels';
import type { Prescription } from '../../src/domain/prescription';
import { amoxicillin, bloodPressureCheck, paracetamol, tablet, ticketWith } from './pos-fixtures';

const goods = { ...bloodPressureCheck, id: 'mask', name: 'Khẩu trang y tế', drug_class: 'none' as const };

const catalogue = new Map<string, LabelledProduct>([
  [
    paracetamol.id,
    { strength: '500 mg', dosage_form: 'Viên nén', usage_instructions: 'Uống 1 viên khi sốt, cách 4–6 giờ.' },
  ],
  [amoxicillin.id, { strength: '500 mg', dosage_form: null, usage_instructions: 'Theo chỉ định của bác sĩ.' }],
]);

function cart() {
  let items = addProduct([], paracetamol, { lineId: 'l1', unit: tablet, quantity: 10 });
  items = addProduct(items, amoxicillin, { lineId: 'l2', quantity: 14 });
  items = addProduct(items, goods, { lineId: 'l3' });
  return items;
}

const prescription = (dosage: string): Prescription =>
  ({
    items: [{ product_id: amoxicillin.id, product_name: amoxicillin.name, quantity: 14, unit_name: 'Viên', dosage }],
  }) as Prescription;

describe('dosage labels of a sale', () => {
  it('gives each drug its strength, form, quantity and the catalogue’s instructions; goods get none', () => {
    expect(dosageLabels(ticketWith(cart()), catalogue)).toEqual([
      {
        key: `${paracetamol.id}:${tablet.id}`,
        name: 'Paracetamol 500mg',
        detail: '500 mg · Viên nén',
        quantity: 10,
        unit: 'Viên',
        instructions: 'Uống 1 viên khi sốt, cách 4–6 giờ.',
      },
      expect.objectContaining({ name: 'Amoxicillin 500mg', detail: '500 mg', quantity: 14, unit: 'Viên' }),
    ]);
  });

  it('takes the prescription’s dosage first, then the line’s note, then the catalogue', () => {
    const items = cart().map((item) =>
      item.id === 'l1' ? { ...item, note: { status: true, text: ' Ngày 2 lần, mỗi lần 1 viên ' } } : item,
    );
    const labels = dosageLabels(
      ticketWith(items, { prescription: prescription('Sáng 1 viên, tối 1 viên sau ăn, 7 ngày') }),
      catalogue,
    );
    expect(labels.map((label) => label.instructions)).toEqual([
      'Ngày 2 lần, mỗi lần 1 viên',
      'Sáng 1 viên, tối 1 viên sau ăn, 7 ngày',
    ]);
    // An empty dosage on the prescription leaves the catalogue's words.
    const blank = dosageLabels(ticketWith(cart(), { prescription: prescription('  ') }), catalogue);
    expect(blank[1]!.instructions).toBe('Theo chỉ định của bác sĩ.');
  });

  it('makes one label of a drug split over lines of one unit, and none of a returned line or a product gone', () => {
    const [first] = cart();
    const twin = { ...first!, id: 'l4', quantity: 5 };
    const returned = { ...first!, id: 'l5', is_return: true };
    const gone = { ...first!, id: 'l6', product_id: 'gone', notExists: true };
    const labels = dosageLabels(ticketWith([first!, twin, returned, gone]), catalogue);
    expect(labels).toHaveLength(1);
    expect(labels[0]!.quantity).toBe(15);
    // Nothing known of a product but its name: a label to fill in by hand.
    expect(dosageLabels(ticketWith([first!]), new Map())[0]).toMatchObject({ detail: '', instructions: '' });
  });
});
