import { v7 } from 'uuid';
import { addProduct, setQuantity } from '../../src/domain/cart';
import type { PosTicket } from '../../src/domain/cart-types';
import { withDiscountPercent } from '../../src/domain/discount';
import { dong } from '../../src/domain/money';
import { toOrderCreateArgs, type OrderContext } from '../../src/domain/order-args';
import { recheckOrderTotals, rxWithoutPrescription } from '../../src/domain/order-check';
import { recalculate, returnFromOrder } from '../../src/domain/orders';
import {
  orderCreateArgsSchema,
  prescriptionSchema,
  registerCloseArgsSchema,
  registerOpenArgsSchema,
} from '../../src/domain/pos-schemas';
import { posMessages } from '../../src/i18n/pos';
import { amoxicillin, bloodPressureCheck, paracetamol, ticketWith } from './pos-fixtures';

const v = posMessages.validation;
const context = (code: string): OrderContext => ({
  id: v7(),
  code,
  createdAt: '2026-11-22T03:15:00.000Z',
  posSettingId: v7(),
  registerSessionId: v7(),
  soldBy: v7(),
});
const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

function morningSale(): PosTicket {
  let items = addProduct([], paracetamol, { lineId: v7(), quantity: 2 });
  items = addProduct(items, bloodPressureCheck, { lineId: v7() });
  items[0] = {
    ...items[0]!,
    lots: [{ lot_id: v7(), lot_number: 'A01', expiry_date: '2027-01-31', quantity: 20 as never }],
  };
  const base = ticketWith(items, { payments: [{ id: v7(), method: 'cash', amount: dong(50_000), reference: null }] });
  return recalculate({ ...base, order: { ...base.order, ...withDiscountPercent('sale', 10, dong(0)) } });
}

describe('order.create arguments', () => {
  it('a sale rung up on the till passes the schema and the server’s re-check', () => {
    const ticket = morningSale();
    expect(ticket.order).toMatchObject({
      subtotal: 39_000,
      discountAmount: 3_900,
      grandTotal: 35_100,
      totalReturn: 14_900,
    });
    const parsed = orderCreateArgsSchema.safeParse(toOrderCreateArgs(ticket, context('HD-Q1-000001')));
    expect(messages(parsed)).toEqual([]);
    expect(parsed.data?.lines[0]).toMatchObject({
      unit_name: 'Vỉ',
      factor: 10,
      quantity: 2,
      base_quantity: 20,
      price: 9_500,
      note: '',
    });
    expect(recheckOrderTotals(parsed.data!)).toEqual([]);
  });

  it('a return and an exchange made from an order pass too; emptied return lines are left out', () => {
    const sold = morningSale();
    const soldArgs = orderCreateArgsSchema.parse(toOrderCreateArgs(sold, context('HD-Q1-000001')));
    const original = {
      id: soldArgs.id,
      code: soldArgs.code,
      discount_type: soldArgs.discount_type,
      discount_percent: soldArgs.discount_percent,
      discount_amount: dong(soldArgs.discount_amount),
      subtotal: dong(soldArgs.subtotal),
      grand_total: dong(soldArgs.grand_total),
      customer: null,
      doctor: null,
      order_items: soldArgs.lines.map((line) => ({
        id: line.id,
        product_id: line.product_id,
        product_name: line.product_name,
        product_qty: line.quantity,
        price: dong(line.price),
        uom: { id: line.unit_id!, name: line.unit_name, factor: line.factor },
        item_lots: line.lots.map((lot) => ({ ...lot, quantity: lot.quantity as never })),
        is_return: false,
        tracking_type: line.tracking_type,
        drug_class: line.drug_class,
      })),
    };
    const returning = returnFromOrder(original, new Map(), () => v7());
    const oneStrip = {
      ...returning,
      items: setQuantity(setQuantity(returning.items, returning.items[0]!.id, 1), returning.items[1]!.id, 0),
    };
    const refund = recalculate(oneStrip);
    const refunded = recalculate({
      ...refund,
      payments: [{ id: v7(), method: 'cash', amount: refund.order.grandTotal, reference: null }],
    });
    const returnArgs = orderCreateArgsSchema.safeParse(toOrderCreateArgs(refunded, context('TH-Q1-000002')));
    expect(messages(returnArgs)).toEqual([]);
    expect(returnArgs.data).toMatchObject({
      type: 'return',
      return_for: soldArgs.id,
      subtotal: -9_500,
      discount_amount: -950,
      grand_total: -8_550,
      total_return: 0,
    });
    expect(returnArgs.data?.lines).toHaveLength(1);
    expect(returnArgs.data?.lines[0]?.lots).toEqual([{ ...soldArgs.lines[0]!.lots[0], quantity: 10 }]);
    expect(recheckOrderTotals(returnArgs.data!)).toEqual([]);

    const exchange = recalculate({
      ...oneStrip,
      items: addProduct(oneStrip.items, amoxicillin, { lineId: v7(), quantity: 4 }),
    });
    const exchangeArgs = orderCreateArgsSchema.safeParse(toOrderCreateArgs(exchange, context('TH-Q1-000003')));
    expect(messages(exchangeArgs)).toEqual([]);
    expect(exchangeArgs.data).toMatchObject({ type: 'exchange', subtotal: 500, discount_amount: 50, grand_total: 450 });
  });

  it('the server flags totals that do not follow from the lines, without refusing them', () => {
    const args = orderCreateArgsSchema.parse({
      ...toOrderCreateArgs(morningSale(), context('HD-Q1-000001')),
      grand_total: 30_000,
    });
    expect(recheckOrderTotals(args)).toEqual([{ field: 'grand_total', recorded: 30_000, computed: 35_100 }]);
  });

  type Args = ReturnType<typeof toOrderCreateArgs>;
  it.each<[string, (args: Args) => unknown, string[][]]>([
    [
      'a sale with a return line',
      (a) => ({ ...a, lines: a.lines.map((line) => ({ ...line, is_return: true, return_of_line_id: v7() })) }),
      [['lines', v.saleHasReturnLine]],
    ],
    [
      'a sale pointing at an original order',
      (a) => ({ ...a, return_for: v7() }),
      [['return_for', v.returnForNotAllowed]],
    ],
    [
      'a return without its original',
      (a) => ({ ...a, type: 'return', code: 'TH-Q1-000009' }),
      [
        ['return_for', v.returnForRequired],
        ['lines', v.returnHasSaleLine],
      ],
    ],
    ['a code of the wrong type', (a) => ({ ...a, code: 'TH-Q1-000001' }), [['code', v.orderCodeType]]],
    ['a malformed code', (a) => ({ ...a, code: 'HD000001' }), [['code', v.orderCodeInvalid]]],
    ['no lines', (a) => ({ ...a, lines: [] }), [['lines', v.linesRequired]]],
    [
      'a base quantity that is not quantity × factor',
      (a) => ({ ...a, lines: a.lines.map((line) => ({ ...line, base_quantity: 3 })) }),
      [
        ['lines.0.base_quantity', v.baseQuantity],
        ['lines.1.base_quantity', v.baseQuantity],
      ],
    ],
    ['the same line twice', (a) => ({ ...a, lines: [a.lines[0], a.lines[0]] }), [['lines', v.duplicateLine]]],
  ])('refuses %s', (_label, change, expected) => {
    const args = toOrderCreateArgs(morningSale(), context('HD-Q1-000001'));
    expect(messages(orderCreateArgsSchema.safeParse(change(args)))).toEqual(expected);
  });

  it('lists rx products sold without a prescription for review', () => {
    const items = addProduct([], amoxicillin, { lineId: v7(), quantity: 10 });
    const ticket = recalculate(
      ticketWith(items, { payments: [{ id: v7(), method: 'cash', amount: dong(25_000), reference: null }] }),
    );
    const args = orderCreateArgsSchema.parse(toOrderCreateArgs(ticket, context('HD-Q1-000004')));
    expect(rxWithoutPrescription(args)).toEqual([amoxicillin.id]);
  });
});

describe('a prescription typed at the counter', () => {
  const typed = {
    id: v7(),
    source: 'offline',
    date: '2026-11-22',
    doctor_name: 'BS. Trần Văn Minh',
    facility: 'Phòng khám Đa khoa Quận 1',
    diagnosis: 'Viêm họng cấp',
    patient_name: 'Nguyễn Thị Lan',
    patient_age: 34,
    items: [
      {
        product_id: amoxicillin.id,
        product_name: amoxicillin.name,
        quantity: 10,
        unit_name: 'Viên',
        dosage: 'Sáng 1 viên, tối 1 viên sau ăn',
      },
    ],
  };

  it('is accepted with defaults for what was left empty', () => {
    expect(prescriptionSchema.parse(typed)).toMatchObject({
      code: null,
      doctor_id: null,
      patient_gender: null,
      patient_address: '',
      instructions: '',
    });
  });

  it('asks for the doctor, facility, diagnosis and patient in Vietnamese', () => {
    const result = prescriptionSchema.safeParse({
      ...typed,
      doctor_name: ' ',
      facility: '',
      diagnosis: '',
      patient_name: '',
    });
    expect(messages(result)).toEqual([
      ['doctor_name', v.doctorNameRequired],
      ['facility', v.facilityRequired],
      ['diagnosis', v.diagnosisRequired],
      ['patient_name', v.patientNameRequired],
    ]);
  });

  it('refuses an age that is not a number with a Vietnamese message, never as age 0', () => {
    for (const patient_age of ['abc', '12', Number.NaN]) {
      expect(messages(prescriptionSchema.safeParse({ ...typed, patient_age }))).toEqual([
        ['patient_age', 'Vui lòng nhập số.'],
      ]);
    }
    expect(prescriptionSchema.parse({ ...typed, patient_age: null }).patient_age).toBeNull();
  });
});

describe('register.open and register.close arguments', () => {
  it('accept a shift opened with 500.000 ₫ and closed with the counted cash', () => {
    expect(
      registerOpenArgsSchema.safeParse({
        id: v7(),
        pos_setting_id: v7(),
        opened_at: '2026-11-22T01:00:00Z',
        opening_cash: 500_000,
      }).success,
    ).toBe(true);
    expect(
      registerCloseArgsSchema.parse({
        id: v7(),
        closed_at: '2026-11-22T11:00:00+07:00',
        counted_cash: 511_300,
        expected_cash: 511_300,
      }),
    ).toMatchObject({ note: '' });
  });

  it('ask for the cash in Vietnamese and refuse fractions of a đồng or negative cash', () => {
    expect(
      messages(registerOpenArgsSchema.safeParse({ id: v7(), pos_setting_id: v7(), opened_at: '2026-11-22T01:00:00Z' })),
    ).toEqual([['opening_cash', v.openingCashRequired]]);
    expect(
      messages(registerCloseArgsSchema.safeParse({ id: v7(), closed_at: '2026-11-22T11:00:00Z', expected_cash: 0 })),
    ).toEqual([['counted_cash', v.countedCashRequired]]);
    expect(
      registerOpenArgsSchema.safeParse({
        id: v7(),
        pos_setting_id: v7(),
        opened_at: '2026-11-22T01:00:00Z',
        opening_cash: 10.5,
      }).success,
    ).toBe(false);
    expect(
      registerCloseArgsSchema.safeParse({
        id: v7(),
        closed_at: '2026-11-22T11:00:00Z',
        counted_cash: -1,
        expected_cash: 0,
      }).success,
    ).toBe(false);
  });

  it('say what is wrong with the cash: missing, not a number, a fraction, negative or too large', () => {
    const open = (opening_cash: unknown) =>
      messages(
        registerOpenArgsSchema.safeParse({
          id: v7(),
          pos_setting_id: v7(),
          opened_at: '2026-11-22T01:00:00Z',
          opening_cash,
        }),
      );
    const close = (counted_cash: unknown) =>
      messages(
        registerCloseArgsSchema.safeParse({
          id: v7(),
          closed_at: '2026-11-22T11:00:00Z',
          counted_cash,
          expected_cash: 0,
        }),
      );
    const cases: [unknown, string][] = [
      [null, v.openingCashRequired],
      ['500000', 'Vui lòng nhập số.'],
      [Number.NaN, 'Vui lòng nhập số.'],
      [Number.POSITIVE_INFINITY, 'Vui lòng nhập số.'],
      [10.5, 'Số tiền phải là số đồng chẵn, không có phần lẻ.'],
      [-1, 'Số tiền không được âm.'],
      [100_000_000_000, 'Số tiền tối đa là 99.999.999.999 ₫.'],
    ];
    for (const [cash, message] of cases) expect(open(cash), String(cash)).toEqual([['opening_cash', message]]);
    expect(close(null)).toEqual([['counted_cash', v.countedCashRequired]]);
    expect(close(-500)).toEqual([['counted_cash', 'Số tiền không được âm.']]);
    expect(open(0)).toEqual([]);
    expect(open(99_999_999_999)).toEqual([]);
  });
});
