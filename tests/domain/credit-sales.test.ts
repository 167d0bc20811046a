/**
 * Selling on credit (ghi nợ): what the customer owes, what stops the checkout, the order the till
 * writes and the server's second look at it.
 */
import { v7 } from 'uuid';
import { addProduct } from '../../src/domain/cart';
import { checkoutProblems } from '../../src/domain/checkout';
import { dong } from '../../src/domain/money';
import { toOrderCreateArgs } from '../../src/domain/order-args';
import { recheckOrderTotals } from '../../src/domain/order-check';
import { recalculate } from '../../src/domain/orders';
import { debtOf, paymentProblem } from '../../src/domain/payments';
import { orderCreateArgsSchema } from '../../src/domain/pos-schemas';
import { reviewFlagText } from '../../src/i18n/pos-orders';
import { cash, paracetamol, ticketWith } from './pos-fixtures';

const customer = { id: '0192a000-0000-7000-8000-0000000000d1', name: 'Nguyễn Thị Lan' };
const context = {
  id: v7(),
  code: 'HD-Q1-000001',
  createdAt: '2026-11-27T03:15:00.000Z',
  posSettingId: v7(),
  registerSessionId: v7(),
  soldBy: v7(),
};

/** Two strips of paracetamol (19.000 ₫), 5.000 ₫ paid in cash. */
function shortSale(onCredit: boolean, withCustomer = true) {
  const items = addProduct([], paracetamol, { lineId: v7(), quantity: 2 });
  const base = ticketWith(items, { payments: [cash(5_000)], customer: withCustomer ? customer : null });
  return recalculate({ ...base, order: { ...base.order, onCredit } });
}

describe('the debt of a sale', () => {
  it.each([
    ['on credit, part paid', 19_000, [cash(5_000)], true, 14_000],
    ['on credit, nothing paid', 19_000, [], true, 19_000],
    ['on credit but paid in full', 19_000, [cash(20_000)], true, 0],
    ['not on credit', 19_000, [cash(5_000)], false, 0],
    ['a refund on credit with nothing to deduct', -19_000, [], true, 0],
  ] as const)('%s → %d', (_label, total, payments, onCredit, debt) => {
    expect(debtOf(dong(total), payments, onCredit)).toBe(debt);
  });

  it.each([
    ['the whole refund, within what is owing', [], 30_000, -19_000, null],
    ['at most what the original sale still owes; 7.000 is still to give back', [], 12_000, -12_000, 'refundMismatch'],
    ['what is not paid back in cash', [cash(-4_000)], 30_000, -15_000, null],
  ] as const)('a refund of 19.000 deducts %s → %d', (_label, payments, deductible, debt, problem) => {
    expect(debtOf(dong(-19_000), payments, true, dong(deductible))).toBe(debt);
    // What is deducted counts as given back.
    expect(paymentProblem(dong(-19_000), payments, dong(debt))).toBe(problem);
  });

  it('a short sale is settled only on credit; change from cards is still refused', () => {
    expect(paymentProblem(dong(19_000), [cash(5_000)])).toBe('paymentShort');
    expect(paymentProblem(dong(19_000), [cash(5_000)], dong(14_000))).toBeNull();
    expect(paymentProblem(dong(19_000), [{ method: 'card', amount: dong(25_000) }], dong(0))).toBe(
      'changeOnlyFromCash',
    );
  });
});

describe('a sale on credit at the checkout', () => {
  it('keeps the debt on the order, with no change given', () => {
    const ticket = shortSale(true);
    expect(ticket.order).toMatchObject({ grandTotal: 19_000, totalPaid: 5_000, debtAmount: 14_000, totalReturn: 0 });
    expect(checkoutProblems(ticket)).toEqual([]);
  });

  it('is stopped without a customer, and without credit it is paid short', () => {
    expect(checkoutProblems(shortSale(true, false))).toEqual([{ reason: 'creditNeedsCustomer' }]);
    expect(checkoutProblems(shortSale(false))).toEqual([{ reason: 'paymentShort' }]);
  });

  it('is stopped past the credit limit the till knew for this customer, and not for another customer', () => {
    const ticket = shortSale(true);
    const limited = (room: number, customerId = customer.id) => ({
      ...ticket,
      order: { ...ticket.order, creditLimit: { customerId, limit: dong(100_000), room: dong(room) } },
    });
    expect(checkoutProblems(limited(14_000))).toEqual([]);
    expect(checkoutProblems(limited(13_999))).toEqual([{ reason: 'creditOverLimit' }]);
    // The limit read for a customer since taken off the order holds no more.
    expect(checkoutProblems(limited(0, v7()))).toEqual([]);
  });

  it('writes debt_amount, and the server’s re-check agrees with it', () => {
    const args = orderCreateArgsSchema.parse(toOrderCreateArgs(shortSale(true), context));
    expect(args).toMatchObject({ total_paid: 5_000, total_return: 0, debt_amount: 14_000, customer_id: customer.id });
    expect(recheckOrderTotals(args)).toEqual([]);
  });

  it('the re-check flags a debt that is not what was left unpaid, and a sale paid short without credit', () => {
    const args = orderCreateArgsSchema.parse(toOrderCreateArgs(shortSale(true), context));
    expect(recheckOrderTotals({ ...args, debt_amount: 10_000, total_return: -4_000 })).toEqual([
      { field: 'debt_amount', recorded: 10_000, computed: 14_000 },
    ]);
    const short = orderCreateArgsSchema.parse(toOrderCreateArgs(shortSale(false), context));
    expect(short).toMatchObject({ debt_amount: 0, total_return: -14_000 });
    expect(recheckOrderTotals(short)).toEqual([{ field: 'debt_amount', recorded: 0, computed: 14_000 }]);
  });

  it('an order from a till before credit sales parses with no debt', () => {
    const { debt_amount: _debt, ...old } = toOrderCreateArgs(shortSale(false), context);
    expect(orderCreateArgsSchema.parse({ ...old, total_return: 0, payments: [] }).debt_amount).toBe(0);
  });

  it('the back office reads a debt owed by no one with its amount', () => {
    expect(reviewFlagText({ kind: 'debt_without_customer', amount: 14_000 })).toBe(
      'Đơn ghi nợ không có khách hàng trên hệ thống; khoản nợ chưa tính cho ai, cần kiểm tra. (14.000 ₫)',
    );
  });

  it('the back office reads a sale past the credit limit with what was owed, added and allowed', () => {
    expect(reviewFlagText({ kind: 'credit_over_limit', amount: 2_000, owed: 2_000, limit: 3_000 })).toBe(
      'Đơn ghi nợ làm khách vượt hạn mức nợ; cần kiểm tra. (nợ trước 2.000 ₫, ghi thêm 2.000 ₫, hạn mức 3.000 ₫)',
    );
  });

  it('the back office reads a refund that took too much off the debt with both figures', () => {
    expect(reviewFlagText({ kind: 'debt_deduction_over', amount: 6_000, allowed: 2_000 })).toBe(
      'Tiền trả hàng trừ vào công nợ nhiều hơn số khách còn nợ; cần kiểm tra. (trừ 6.000 ₫, còn nợ 2.000 ₫)',
    );
  });
});
