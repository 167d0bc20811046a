/**
 * Customers with debt for the debt tests: a sale pushed as a till would, then marked sold on
 * credit in SQL (`debt_amount`, `total_paid` lowered to match), as the till's credit sale will.
 */
import { v7 } from 'uuid';
import { expect } from 'vitest';
import type { SeededUser } from '../fixtures';
import { ownerQuery, type TestApp } from '../test-app';
import { applied, line, order, type PosShop } from './helpers';

export async function createCustomer(t: TestApp, who: SeededUser, full_name: string): Promise<string> {
  const id = v7();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    headers: who.headers,
    payload: { id, full_name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return id;
}

let n = 0;

export interface CreditOrder {
  id: string;
  code: string;
  grand_total: number;
  lineId: string;
}

/**
 * A paid order of `quantity` Vitamin C (2.000 ₫ each) for the customer, `debt` of it left owing;
 * with `returnOf`, a return of that order's line (its debt negative: a refund taken off the debt).
 */
export async function creditOrder(
  t: TestApp,
  pos: PosShop,
  sessionId: string,
  customerId: string,
  quantity: number,
  debt: number,
  returnOf?: CreditOrder,
): Promise<CreditOrder> {
  const isReturn = returnOf !== undefined;
  const o = order(pos, {
    code: `${isReturn ? 'TH' : 'HD'}-${pos.tillId.slice(0, 4)}-${String(++n).padStart(6, '0')}`,
    sessionId,
    seller: pos.shop.cashier,
    customerId,
    type: isReturn ? 'return' : 'sale',
    returnFor: returnOf?.id,
    lines: [
      line({
        product_id: pos.vitamin.id,
        product_name: 'Vitamin C 500mg',
        quantity,
        price: 2_000,
        is_return: isReturn,
        return_of_line_id: returnOf?.lineId ?? null,
      }),
    ],
  });
  await applied(t, pos.shop.cashier, 'order.create', o);
  await ownerQuery(
    t.database,
    `update pos_orders set debt_amount = $3, total_paid = grand_total - $3 where tenant_id = $1 and id = $2`,
    [pos.shop.tenantId, o.id, debt],
  );
  return { id: o.id, code: o.code, grand_total: o.grand_total, lineId: o.lines[0]!.id };
}

/** A new customer owing `debt` on one credit sale in the session. */
export async function debtor(t: TestApp, pos: PosShop, sessionId: string, name: string, debt: number): Promise<string> {
  const id = await createCustomer(t, pos.shop.cashier, name);
  await creditOrder(t, pos, sessionId, id, Math.ceil(debt / 2_000), debt);
  return id;
}
