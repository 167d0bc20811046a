/**
 * A return from an order the till holds: lines limited to what was sold minus what earlier
 * returns on this till gave back, the goods going back into the lots they came from; what a
 * credit sale still owes, less what earlier returns deducted, is the most a refund can deduct.
 */
import { v7 as uuidv7 } from 'uuid';
import type { LocalOrder } from '../../../src/db/pos-sales';
import { resetTicket } from '../../../src/domain/orders';
import { returnTicketFor } from '../../../src/features/pos/return-ticket';

const lot = { lot_id: uuidv7(), lot_number: 'L1', expiry_date: '2099-01-01', quantity: 20 };

function order(partial: {
  id: string;
  lines: LocalOrder['args']['lines'];
  return_for?: string | null;
  type?: 'sale' | 'return';
  debt?: number;
}): LocalOrder {
  return {
    id: partial.id,
    code: 'HD-Q1-000001',
    created_at: new Date().toISOString(),
    register_session_id: uuidv7(),
    pos_setting_id: uuidv7(),
    cashier_name: 'Thu ngân',
    till_name: 'Quầy 1',
    ticket: resetTicket(),
    args: {
      id: partial.id,
      code: 'HD-Q1-000001',
      type: partial.type ?? 'sale',
      status: 'paid',
      created_at: new Date().toISOString(),
      pos_setting_id: uuidv7(),
      register_session_id: uuidv7(),
      sold_by: uuidv7(),
      return_for: partial.return_for ?? null,
      discount_type: 'percent',
      discount_percent: 10,
      discount_amount: 2_920,
      subtotal: 29_200,
      grand_total: 26_280,
      total_paid: 26_280,
      total_return: 0,
      debt_amount: partial.debt ?? 0,
      lines: partial.lines,
      payments: [],
    },
  };
}

const line = (id: string, quantity: number, isReturn = false, returnOf: string | null = null) => ({
  id,
  product_id: 'p1',
  product_name: 'Panadol 500mg',
  unit_id: 'u-vi',
  unit_name: 'Vỉ',
  factor: 10,
  quantity,
  base_quantity: quantity * 10,
  price: 14_600,
  is_return: isReturn,
  return_of_line_id: returnOf,
  drug_class: 'otc' as const,
  tracking_type: 'lot' as const,
  lots: [{ ...lot, quantity: quantity * 10 }],
});

describe('return from a local order', () => {
  it('starts at what was sold, as a return with the sale percent kept', () => {
    const sale = order({ id: uuidv7(), lines: [line('l1', 2)] });
    const ticket = returnTicketFor(sale, [sale], 'me');
    expect(ticket.order).toMatchObject({
      id: null,
      type: 'return',
      returnFor: sale.id,
      discountPercent: 10,
      subtotal: -29_200,
      grandTotal: -26_280,
    });
    expect(ticket.items).toHaveLength(1);
    expect(ticket.items[0]).toMatchObject({
      is_return: true,
      quantity: 2,
      quantityAvailable: 2,
      return_of_line_id: 'l1',
    });
    expect(ticket.items[0]?.lots).toEqual([{ ...lot, quantity: 20 }]);
  });

  it('limits each line to sold minus already returned, and drops lines given back in full', () => {
    const sale = order({
      id: uuidv7(),
      lines: [line('l1', 2), { ...line('l2', 1), product_id: 'p2', product_name: 'Hapacol 500' }],
    });
    const earlier = order({
      id: uuidv7(),
      type: 'return',
      return_for: sale.id,
      lines: [line('r1', 1, true, 'l1'), { ...line('r2', 1, true, 'l2'), product_id: 'p2' }],
    });
    const ticket = returnTicketFor(sale, [sale, earlier], 'me');
    expect(ticket.items.map((item) => [item.name, item.quantity])).toEqual([['Panadol 500mg', 1]]);
    // The second tablet strip goes back into the rest of the lot.
    expect(ticket.items[0]?.lots[0]?.quantity).toBe(10);
  });

  it('may deduct what the credit sale still owes after the earlier returns’ deductions', () => {
    const sale = order({ id: uuidv7(), lines: [line('l1', 2)], debt: 20_000 });
    expect(returnTicketFor(sale, [sale], 'me').order.deductibleDebt).toBe(20_000);
    const earlier = order({
      id: uuidv7(),
      type: 'return',
      return_for: sale.id,
      lines: [line('r1', 1, true, 'l1')],
      debt: -13_140,
    });
    expect(returnTicketFor(sale, [sale, earlier], 'me').order.deductibleDebt).toBe(6_860);
    const paid = order({ id: uuidv7(), lines: [line('l1', 2)] });
    expect(returnTicketFor(paid, [paid], 'me').order.deductibleDebt).toBe(0);
  });
});
