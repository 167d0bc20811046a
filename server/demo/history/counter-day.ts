/**
 * One day at the demo counter through the till's own mutations: the register opened, the day's
 * sales, returns and exchanges pushed as a till pushes them, the debts of ten days before collected
 * in cash into the session, the e-invoices buyers asked for, the register closed.
 */
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../plugins/auth';
import { collectDebt } from '../../modules/customers/payments';
import { issue } from '../../modules/einvoices/service';
import { applyOrders } from '../../modules/orders/order-create';
import { tillHandlers } from '../../modules/sync/handlers';
import { intBetween, pick } from '../../../scripts/demo-data/prng';
import { customerPaymentInput } from '../../../src/domain/catalog/customer-debt';
import { type BuyerInput, einvoiceRequestArgs } from '../../../src/domain/einvoice/schemas';
import { dong } from '../../../src/domain/money';
import { customerCreateArgs } from '../../../src/domain/mutation-args';
import { type OrderCreateArgs, registerCloseArgsSchema, registerOpenArgsSchema } from '../../../src/domain/pos-schemas';
import { type SessionOrder, closeSession, NO_DRAWER_MOVES } from '../../../src/domain/register-session';
import { addDays, shopDayStart, weekdayIndex } from '../../../src/domain/shop-clock';
import { DEMO_INVOICE_COMPANIES } from '../demo-history-people';
import { CLOSES, DEVICE_ID, type History, OPENING_CASH, OPENS, at } from './model';
import { buildOrder, returnDraft, saleDraft, saleMinutes, salesOnDay } from './sales';

/** Applies a till mutation as a push would: the till's schema first, then the handler. */
async function applyTill(
  h: History,
  auth: AuthContext,
  name: 'customer.create' | 'register.open' | 'register.close',
  args: unknown,
): Promise<void> {
  const context = h.context(auth);
  if (name === 'customer.create') await tillHandlers[name].apply(customerCreateArgs.parse(args), context);
  else if (name === 'register.open') await tillHandlers[name].apply(registerOpenArgsSchema.parse(args), context);
  else await tillHandlers[name].apply(registerCloseArgsSchema.parse(args), context);
}

/** The day's orders as the till pushed them, each reaching the server a few seconds after it was made. */
async function pushOrders(h: History, orders: OrderCreateArgs[]): Promise<void> {
  const outcomes = await applyOrders(
    h.tx,
    h.options.jobs,
    h.tenantId,
    DEVICE_ID,
    orders,
    (order) => Date.parse(order.created_at) + 3_000,
  );
  outcomes.forEach((outcome, i) => {
    if (outcome.status !== 'applied') throw new Error(`demo order ${orders[i]!.code} refused: ${outcome.message}`);
    h.summary.reviewFlags += (outcome.result as { review_flags: unknown[] }).review_flags.length;
  });
}

interface InvoiceAsk {
  orderId: string;
  buyer: BuyerInput;
  issueAt: Date | null;
}

async function requestInvoices(h: History, asks: InvoiceAsk[]): Promise<void> {
  for (const ask of asks) {
    const args = einvoiceRequestArgs.parse({ id: h.uuid(), order_id: ask.orderId, buyer: ask.buyer });
    const { id } = (await tillHandlers['einvoice.request'].apply(args, h.context(h.cashier))) as { id: string };
    if (ask.issueAt) await issue(h.tx, h.options, h.tenantId, id, ask.issueAt);
    h.summary.einvoices += 1;
  }
}

/**
 * The regulars who took goods on credit ten or more days before pay it back in cash at the counter
 * towards the day's end (thu nợ), into the open session; answers the cash taken. Not on the day
 * being lived now: its evening has not come.
 */
async function collectDebts(h: History, day: string, sessionId: string): Promise<number> {
  const due = h.credits.filter((credit) => credit.day <= addDays(day, -10));
  h.credits = h.credits.filter((credit) => credit.day > addDays(day, -10));
  let taken = 0;
  for (const [i, credit] of due.entries()) {
    const id = h.uuid();
    const input = customerPaymentInput.parse({
      id,
      amount: credit.amount,
      method: 'cash',
      register_session_id: sessionId,
    });
    await collectDebt(h.tx, h.tenantId, h.options.cashierId, credit.customerId, input);
    const paidAt = at(day, CLOSES - 60 + i);
    await h.tx.execute(
      sql`update customer_payments set created_at = ${paidAt.toISOString()} where tenant_id = ${h.tenantId} and id = ${id}`,
    );
    taken += credit.amount;
  }
  return taken;
}

/** One day at the counter: the register opened, the day's sales, returns and exchanges, the register closed. */
export async function counterDay(h: History, day: string, index: number, days: number): Promise<void> {
  const { rng, options } = h;
  const nowMinute = (options.now.getTime() - shopDayStart(day).getTime()) / 60_000;
  const isToday = day === h.today;
  const minutes = saleMinutes(rng, salesOnDay(h, day, index, days)).filter((m) => !isToday || m < nowMinute - 1);
  const returns = [0, 1, 2].filter(() => rng() < 0.25).length;
  const exchange = rng() < 0.18;
  if (minutes.length === 0) return;
  const sessionId = h.uuid();
  const openedAt = at(day, OPENS - intBetween(rng, 2, 10));
  const soldBy = (minute: number) =>
    weekdayIndex(day) >= 5 && minute > 1020 ? options.adminId : rng() < 0.15 ? options.adminId : options.cashierId;
  const kinds: ('sale' | 'return' | 'exchange')[] = minutes.map(() => 'sale');
  for (let i = 0; i < returns; i += 1) kinds[intBetween(rng, 0, kinds.length - 1)] = 'return';
  if (exchange) kinds[intBetween(rng, 0, kinds.length - 1)] = 'exchange';

  h.pendingCustomers = [];
  const orders: OrderCreateArgs[] = [];
  const asks: InvoiceAsk[] = [];
  const sameYear = day.slice(0, 4) === h.today.slice(0, 4);
  minutes.forEach((minute, i) => {
    const kind = kinds[i]!;
    const draft = kind === 'sale' ? saleDraft(h, day) : returnDraft(h, day, kind === 'exchange');
    if (!draft) return;
    const order = buildOrder(h, draft, at(day, minute + rng() / 2), sessionId, soldBy(minute));
    orders.push(order);
    if (order.type === 'sale') {
      h.summary.sales += 1;
      h.pastSales.push({
        id: order.id,
        day,
        method: order.payments[0]?.method ?? 'cash',
        lines: order.lines.map((line) => ({ line, returned: 0 })),
      });
      const r = rng();
      if (sameYear && (r < 0.02 || (r < 0.03 && order.grand_total >= 300_000))) {
        const company = pick(rng, DEMO_INVOICE_COMPANIES);
        const late = day >= addDays(h.today, -1);
        asks.push({
          orderId: order.id,
          buyer: { type: 'company', ...company },
          issueAt: late ? null : at(day, Math.min(CLOSES + 20, minute + intBetween(rng, 5, 90))),
        });
      }
    } else if (order.type === 'return') h.summary.returns += 1;
    else h.summary.exchanges += 1;
  });
  h.pastSales = h.pastSales.filter((s) => s.day >= addDays(day, -3));

  for (const customer of h.pendingCustomers) await applyTill(h, h.cashier, 'customer.create', customer);
  h.summary.newCustomers += h.pendingCustomers.length;
  await applyTill(h, h.cashier, 'register.open', {
    id: sessionId,
    pos_setting_id: h.catalogue.till.id,
    opened_at: openedAt.toISOString(),
    opening_cash: OPENING_CASH,
    note: '',
  });
  await pushOrders(h, orders);
  const collected = isToday ? 0 : await collectDebts(h, day, sessionId);
  const sessionOrders: SessionOrder[] = orders.map((o) => ({
    type: o.type,
    status: 'paid',
    total_return: dong(o.total_return),
    payments: o.payments.map((p) => ({ method: p.method, amount: dong(p.amount) })),
  }));
  const moves = { ...NO_DRAWER_MOVES, collections: dong(collected) };
  const expected = closeSession(dong(OPENING_CASH), dong(0), sessionOrders, undefined, moves).expectedCash as number;
  const off = rng() < 0.12 ? intBetween(rng, -5, 3) * 1_000 : 0;
  const closedAt = isToday
    ? new Date(Math.max(Date.parse(orders.at(-1)!.created_at) + 60_000, options.now.getTime() - 30_000))
    : at(day, CLOSES + intBetween(rng, 5, 20));
  await applyTill(h, h.cashier, 'register.close', {
    id: sessionId,
    closed_at: closedAt.toISOString(),
    counted_cash: Math.max(0, expected + off),
    expected_cash: expected,
    note: off === 0 ? '' : off < 0 ? 'Thiếu tiền lẻ, đã ghi sổ' : 'Thừa tiền khách không lấy lại',
  });
  await requestInvoices(h, asks);
  h.summary.days += 1;
}
