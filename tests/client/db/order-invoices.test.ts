/**
 * The invoices of an order on the till (fake-indexeddb): a sale, a return and an exchange each get
 * their cash-register invoices in the order's own strict transaction, with the next codes of the
 * device's counter and their `einvoice.register` pushes right after `order.create`; a return of a
 * sale this till does not hold still gets its adjustment (the server names the sale's invoice); a
 * failure in that transaction leaves no order, no push and no code used.
 */
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { CashRegisterSettings } from '../../../src/db/cash-register-invoices';
import { TillDb } from '../../../src/db/database';
import type { BuyerInput } from '../../../src/domain/einvoice/schemas';
import { META_KEYS, writeMeta } from '../../../src/db/meta';
import { commitOrder, type CommitInput, type LocalOrder } from '../../../src/db/pos-sales';
import { addProduct } from '../../../src/domain/cart';
import type { PosTicket } from '../../../src/domain/cart-types';
import { dong } from '../../../src/domain/money';
import { recalculate, returnFromOrder } from '../../../src/domain/orders';
import { todayInShop } from '../../../src/domain/shop-clock';
import { returnTicketFor, soldOrderOf } from '../../../src/features/pos/return-ticket';
import { amoxicillin, bloodPressureCheck, cash, ticketWith } from '../../domain/pos-fixtures';

const YY = todayInShop().slice(2, 4);
const settings: CashRegisterSettings = {
  template: '1',
  series: `C${YY}MAA`,
  taxOfficeCode: 'A1B2C',
  lookupUrl: 'https://tra.cuu/hd',
  sellerName: 'Nhà thuốc',
  sellerTaxCode: '0100109106',
};
const retail: BuyerInput = { type: 'retail', name: '', tax_code: '', address: '', email: '' };
const company = {
  type: 'company' as const,
  name: 'Công ty Dược An Bình',
  tax_code: '0100109106',
  address: 'Hà Nội',
  email: '',
};
const cashierId = uuidv7();
const codeOf = (n: number) => `M1-${YY}-A1B2C-0007${String(n).padStart(7, '0')}`;

async function tillDb(): Promise<TillDb> {
  const db = new TillDb(uuidv7());
  await writeMeta(db, META_KEYS.deviceSegment, '7');
  return db;
}

function commit(db: TillDb, ticket: PosTicket, buyer = retail): Promise<LocalOrder> {
  const input: CommitInput = {
    ticket,
    id: uuidv7(),
    createdAt: new Date().toISOString(),
    till: { id: uuidv7(), name: 'Quầy 1', order_code_prefix: 'Q1' },
    register: {
      id: uuidv7(),
      pos_setting_id: uuidv7(),
      opened_at: new Date().toISOString(),
      opening_cash: 0,
      opened_by: cashierId,
      opened_by_name: 'Thu ngân',
    },
    cashier: { id: cashierId, name: 'Thu ngân' },
    invoice: { settings, buyer },
  };
  return commitOrder(db, input);
}

function saleTicket(): PosTicket {
  let items = addProduct([], amoxicillin, { lineId: uuidv7(), quantity: 4 });
  items = addProduct(items, bloodPressureCheck, { lineId: uuidv7() });
  return recalculate(ticketWith(items, { payments: [cash(30_000)] }));
}

/** A return ticket paid back in cash; `extra` adds new goods, making it an exchange. */
function paidBack(ticket: PosTicket, extra = false): PosTicket {
  const items = extra ? addProduct(ticket.items, bloodPressureCheck, { lineId: uuidv7() }) : ticket.items;
  const priced = recalculate({ ...ticket, items });
  return recalculate({ ...priced, payments: [cash(priced.order.grandTotal, uuidv7())] });
}

const pushes = async (db: TillDb) =>
  (await db.outbox.orderBy('seq').toArray()).map((entry) => ({
    name: entry.name,
    args: entry.args as { order_id?: string; code?: string; part?: string; buyer?: { name: string } },
  }));

describe('cash-register invoices of returns and exchanges on the till', () => {
  it('gives a return the adjustment of the sale invoice, with the next code, in the same transaction', async () => {
    const db = await tillDb();
    const sale = await commit(db, saleTicket(), company);
    expect(sale.einvoice).toMatchObject({ code: codeOf(1), relation: 'original' });

    const ret = paidBack(returnTicketFor(sale, [sale], cashierId));
    expect(ret.order.type).toBe('return');
    const returned = await commit(db, ret);
    expect(returned.einvoice).toMatchObject({
      code: codeOf(2),
      relation: 'adjust',
      adjusts_code: codeOf(1),
      // The adjustment keeps the buyer of the invoice it adjusts.
      buyer: { type: 'company', tax_code: company.tax_code },
    });
    expect(returned.return_for_code).toBe(sale.code);
    const queued = await pushes(db);
    expect(queued.map((p) => [p.name, p.args.order_id, p.args.code ?? null, p.args.part ?? null])).toEqual([
      ['order.create', undefined, sale.code, null],
      ['einvoice.register', sale.id, codeOf(1), 'sale'],
      ['order.create', undefined, returned.code, null],
      ['einvoice.register', returned.id, codeOf(2), 'return'],
    ]);
    db.close();
  });

  it('gives an exchange an adjustment for the goods given back and an invoice for its new goods', async () => {
    const db = await tillDb();
    const sale = await commit(db, saleTicket());
    const exchange = paidBack(returnTicketFor(sale, [sale], cashierId), true);
    expect(exchange.order.type).toBe('exchange');
    const made = await commit(db, exchange);
    expect(made.einvoice).toMatchObject({ code: codeOf(2), relation: 'adjust', adjusts_code: codeOf(1) });
    expect(made.exchange_einvoice).toMatchObject({ code: codeOf(3), relation: 'original', adjusts_code: null });
    const queued = (await pushes(db)).filter((p) => p.name === 'einvoice.register').slice(1);
    expect(queued.map((p) => [p.args.order_id, p.args.code, p.args.part])).toEqual([
      [made.id, codeOf(2), 'return'],
      [made.id, codeOf(3), 'sale'],
    ]);
    db.close();
  });

  it('gives a return of a sale made on another device its adjustment, the server naming the invoice', async () => {
    const db = await tillDb();
    const elsewhere = await commit(await tillDb(), saleTicket());
    const ticket = returnFromOrder(soldOrderOf(elsewhere), new Map(), () => uuidv7(), cashierId);
    const made = await commit(db, paidBack(ticket));
    expect(made.einvoice).toMatchObject({ code: codeOf(1), relation: 'adjust', adjusts_code: null });
    expect(made.return_for_code).toBeUndefined();
    const queued = await pushes(db);
    expect(queued[1]).toMatchObject({ name: 'einvoice.register', args: { order_id: made.id, part: 'return' } });
    db.close();
  });

  it('makes no adjustment for a sale this till holds without an invoice', async () => {
    const db = await tillDb();
    const sale = await commitOrder(db, {
      ...(await inputWithoutInvoice()),
      ticket: saleTicket(),
    });
    expect(sale.einvoice).toBeNull();
    const made = await commit(db, paidBack(returnTicketFor(sale, [sale], cashierId)));
    expect(made.einvoice).toBeNull();
    expect((await pushes(db)).map((p) => p.name)).toEqual(['order.create', 'order.create']);
    db.close();
  });

  it('records nothing and uses no code when the transaction fails', async () => {
    const db = await tillDb();
    const sale = await commit(db, saleTicket());
    // The invoice's push fails to be written: the return, its stock and its code go with it.
    const failing = (_key: unknown, entry: { name?: string }) => {
      if (entry.name === 'einvoice.register') throw new Error('disk full');
    };
    db.outbox.hook('creating', failing);
    await expect(commit(db, paidBack(returnTicketFor(sale, [sale], cashierId)))).rejects.toThrow('disk full');
    db.outbox.hook('creating').unsubscribe(failing);
    expect(await db.recent_orders.count()).toBe(1);
    expect((await pushes(db)).length).toBe(2);
    const made = await commit(db, paidBack(returnTicketFor(sale, [sale], cashierId)));
    expect(made.einvoice?.code).toBe(codeOf(2));
    expect(dong(made.args.grand_total)).toBeLessThan(0);
    db.close();
  });
});

async function inputWithoutInvoice(): Promise<Omit<CommitInput, 'ticket'>> {
  return {
    id: uuidv7(),
    createdAt: new Date().toISOString(),
    till: { id: uuidv7(), name: 'Quầy 1', order_code_prefix: 'Q1' },
    register: {
      id: uuidv7(),
      pos_setting_id: uuidv7(),
      opened_at: new Date().toISOString(),
      opening_cash: 0,
      opened_by: cashierId,
      opened_by_name: 'Thu ngân',
    },
    cashier: { id: cashierId, name: 'Thu ngân' },
    invoice: null,
  };
}
