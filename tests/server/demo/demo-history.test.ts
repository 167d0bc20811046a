// The demo shop's ninety days of history, seeded for a fixed instant through the product's own
// code paths: a living shop in every report, a ledger that agrees with its caches at every
// instant, and the same history every time for the same day.
import { startLinkupSimulator } from '../../../scripts/simulators/linkup-service';
import { withTenant } from '../../../server/db/tenancy';
import { connectDemoLinkup } from '../../../server/demo/demo-linkup';
import { DEMO_LOGINS, DEMO_PASSWORD, removeTenant, seedDemo, type SeededDemo } from '../../../server/demo/seed';
import { staleClosedDays } from '../../../server/modules/reports/dashboard-warmer';
import { ledgerMismatches } from '../../../server/modules/stock/ledger';
import { addDays } from '../../../src/domain/shop-clock';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';
import { drained, startTestJobs } from '../test-jobs';

/** Friday 20 November 2026, 15:00 in the shop: the day's sales so far are part of the history. */
const NOW = new Date('2026-11-20T08:00:00Z');
const TODAY = '2026-11-20';
const FIRST = addDays(TODAY, -89);

let t: TestApp;
let seeded: SeededDemo;
let seconds: number;
let admin: { authorization: string };

async function seed(): Promise<SeededDemo> {
  return seedDemo(t.database.db, { now: NOW, history: { jobs: t.app.jobs, secretBox: t.app.secretBox } });
}

async function figures(tenantId: string) {
  const q = async (text: string) => (await ownerQuery<{ v: string }>(t.database, text, [tenantId]))[0]!.v;
  return {
    orders: await q(`select count(*)::text as v from pos_orders where tenant_id = $1`),
    net: await q(`select sum(grand_total)::text as v from pos_orders where tenant_id = $1`),
    byMethod: await q(
      `select string_agg(method || '=' || s, ',' order by method) as v
         from (select method, sum(amount) as s from pos_payments where tenant_id = $1 group by method) x`,
    ),
    lines: await q(
      `select string_agg(product_code || ':' || base_quantity, ',' order by id) as v from pos_order_lines where tenant_id = $1`,
    ),
    stock: await q(`select sum(stock_on_hand)::text as v from products where tenant_id = $1`),
    purchases: await q(`select sum(total)::text as v from purchase_orders where tenant_id = $1`),
    invoices: await q(
      `select string_agg(state || ':' || coalesce(number::text, '-') || ':' || total, ',' order by total, id) as v from einvoices where tenant_id = $1`,
    ),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const started = Date.now();
  seeded = await seed();
  seconds = (Date.now() - started) / 1000;
  console.info(
    `demo shop with ${seeded.history?.days} days of history seeded in ${seconds.toFixed(1)} s`,
    seeded.history,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: DEMO_LOGINS[0]!.email, password: DEMO_PASSWORD },
  });
  admin = { authorization: `Bearer ${res.json().data.access_token as string}` };
}, 180_000);
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the demo shop with a past', () => {
  it('sells on the days of ninety, 30 to 80 sales a day with the weekend pattern, and the server flags nothing', async () => {
    // Seeding time is printed above; a shared test machine gets twice the budget of `npm start`.
    expect(seconds).toBeLessThan(60);
    const days = await ownerQuery<{ day: string; sales: number; weekday: number }>(
      t.database,
      `select ordered_on::text as day, count(*) filter (where type = 'sale')::int as sales, extract(isodow from ordered_on)::int as weekday
         from pos_orders where tenant_id = $1 group by ordered_on order by ordered_on`,
      [seeded.tenantId],
    );
    expect(days[0]!.day).toBe(FIRST);
    expect(days.at(-1)!.day).toBe(TODAY);
    expect(days.length).toBeGreaterThanOrEqual(88);
    const closed = days.filter((d) => d.day < TODAY);
    expect(closed.every((d) => d.sales >= 25 && d.sales <= 82)).toBe(true);
    const mean = (list: typeof days) => list.reduce((s, d) => s + d.sales, 0) / list.length;
    expect(mean(closed.filter((d) => d.weekday === 6))).toBeGreaterThan(mean(closed.filter((d) => d.weekday === 7)));

    const [kinds] = await ownerQuery<{
      returns: number;
      exchanges: number;
      rx: number;
      flagged: number;
      offline: number;
    }>(
      t.database,
      `select count(*) filter (where type = 'return')::int as returns, count(*) filter (where type = 'exchange')::int as exchanges,
              count(*) filter (where prescription is not null)::int as rx,
              count(*) filter (where review_flags <> '[]'::jsonb)::int as flagged, count(*) filter (where created_offline)::int as offline
         from pos_orders where tenant_id = $1`,
      [seeded.tenantId],
    );
    expect(kinds!.returns).toBeGreaterThan(20);
    expect(kinds!.exchanges).toBeGreaterThan(3);
    expect(kinds!.rx).toBeGreaterThan(300);
    expect(kinds!.flagged).toBe(0);
    expect(kinds!.offline).toBe(0);
    expect(seeded.history!.reviewFlags).toBe(0);

    const [people] = await ownerQuery<{ customers: number; sessions: number; open: number }>(
      t.database,
      `select (select count(*) from customers where tenant_id = $1)::int as customers,
              (select count(*) from register_sessions where tenant_id = $1)::int as sessions,
              (select count(*) from register_sessions where tenant_id = $1 and state <> 'closed')::int as open`,
      [seeded.tenantId],
    );
    expect(people!.customers).toBeGreaterThanOrEqual(250);
    expect(people!.sessions).toBe(days.length);
    expect(people!.open).toBe(0);
  });

  it('shows the month on the dashboard: sales, top products and the payment split, from a cache that is up to date', async () => {
    const { data } = await get(`/reports/dashboard?period=month&date=${TODAY}`);
    expect(data.order_count).toBeGreaterThan(600);
    expect(data.net_revenue).toBeGreaterThan(30_000_000);
    expect(data.top_by_revenue).toHaveLength(5);
    expect(data.top_by_quantity).toHaveLength(5);
    const paid = Object.fromEntries(
      data.by_payment_method.map((m: { method: string; amount: number }) => [m.method, m.amount]),
    );
    for (const method of ['cash', 'bank_transfer', 'card']) expect(paid[method]).toBeGreaterThan(0);
    expect(data.returns.count).toBeGreaterThan(0);
    expect(data.series.filter((b: { orders: number }) => b.orders > 0).length).toBeGreaterThanOrEqual(19);
    // Every closed day is cached already (the warmer finds nothing to do).
    const stale = await withTenant(t.database.db, seeded.tenantId, (tx) => staleClosedDays(tx, seeded.tenantId, TODAY));
    expect(stale).toEqual([]);
  });

  it('fills the patient tracking book and the valuation report', async () => {
    const book = await get(`/reports/patient-tracking?from=${FIRST}&to=${TODAY}`);
    expect(book.data.length).toBeGreaterThan(300);
    expect(book.data[0].doctor_name).not.toBe('');
    expect(book.data[0].drugs.length).toBeGreaterThan(0);
    const valuation = await get(`/reports/inventory-valuations?date=${TODAY}&page_size=10`);
    expect(valuation.meta.total).toBeGreaterThan(200);
    expect(valuation.data.totals?.value ?? valuation.data.categories.length).toBeGreaterThan(0);
  });

  it('keeps the ledger equal to the lot and product caches, and never below zero at any instant', async () => {
    expect(await withTenant(t.database.db, seeded.tenantId, (tx) => ledgerMismatches(tx, seeded.tenantId))).toEqual([]);
    const [negative] = await ownerQuery<{ n: number }>(
      t.database,
      `select count(*)::int as n from (
         select sum(quantity) over (partition by lot_id order by moved_at, id) as balance from stock_moves where tenant_id = $1 and lot_id is not null
         union all
         select sum(quantity) over (partition by product_id order by moved_at, id) from stock_moves where tenant_id = $1) b
        where balance < 0`,
      [seeded.tenantId],
    );
    expect(negative!.n).toBe(0);
  });

  it('has the back office of ninety days: purchases received with lots, a count, scraps, controls, complaints, e-invoices', async () => {
    const [docs] = await ownerQuery<
      Record<
        'received' | 'received_lots' | 'counts' | 'scraps' | 'controls' | 'complaints' | 'issued' | 'drafts',
        number
      >
    >(
      t.database,
      `select (select count(*) from purchase_orders where tenant_id = $1 and state = 'received')::int as received,
              (select count(distinct lot_id) from stock_moves where tenant_id = $1 and reason = 'purchase_receipt')::int as received_lots,
              (select count(*) from inventories where tenant_id = $1 and state = 'done')::int as counts,
              (select count(*) from scraps where tenant_id = $1 and state = 'done')::int as scraps,
              (select count(*) from quality_controls where tenant_id = $1)::int as controls,
              (select count(*) from customer_complaints where tenant_id = $1)::int as complaints,
              (select count(*) from einvoices where tenant_id = $1 and state = 'issued')::int as issued,
              (select count(*) from einvoices where tenant_id = $1 and state = 'draft')::int as drafts`,
      [seeded.tenantId],
    );
    expect(docs!.received).toBeGreaterThanOrEqual(20);
    expect(docs!.received_lots).toBeGreaterThan(100);
    expect(docs!.counts).toBe(1);
    expect(docs!.scraps).toBeGreaterThanOrEqual(1);
    expect(docs!.controls).toBeGreaterThanOrEqual(3);
    expect(docs!.complaints).toBe(2);
    expect(docs!.issued).toBeGreaterThan(20);
    expect(docs!.drafts).toBeGreaterThanOrEqual(0);
    const list = await get('/einvoices?page_size=5');
    expect(list.meta.total).toBe(docs!.issued + docs!.drafts);
  });

  it('has regulars buying on credit and settling ten days later in cash into the open session', async () => {
    const [credit] = await ownerQuery<{
      sales: number;
      owed: string;
      payments: number;
      into_sessions: number;
      paid: string;
    }>(
      t.database,
      `select (select count(*) from pos_orders where tenant_id = $1 and debt_amount > 0)::int as sales,
              (select coalesce(sum(debt_amount), 0)::text from pos_orders where tenant_id = $1) as owed,
              (select count(*) from customer_payments where tenant_id = $1)::int as payments,
              (select count(*) from customer_payments where tenant_id = $1 and register_session_id is not null)::int as into_sessions,
              (select coalesce(sum(amount), 0)::text from customer_payments where tenant_id = $1) as paid`,
      [seeded.tenantId],
    );
    expect(credit!.sales).toBeGreaterThan(5);
    expect(credit!.payments).toBeGreaterThan(0);
    expect(credit!.into_sessions).toBe(credit!.payments);
    // What is still owed is the last ten days' credit: some customers owe, none owes less than 0.
    const owing = await get('/customers?has_debt=true&sort=-debt&page_size=50');
    const total = owing.data.reduce((sum: number, c: { debt: number }) => sum + c.debt, 0);
    expect(total).toBe(Number(credit!.owed) - Number(credit!.paid));
    expect(owing.meta.total).toBeGreaterThan(0);
    // Each session's cash counts what was collected into it: the till's expected cash is the server's.
    const sessions = await get('/pos-registers?state=closed&page_size=100');
    const withCollections = [];
    for (const session of sessions.data as { id: string }[]) {
      const detail = (await get(`/pos-registers/${session.id}`)).data;
      if (detail.cash_collections > 0) withCollections.push(detail);
    }
    expect(withCollections.length).toBeGreaterThan(0);
    for (const detail of withCollections) expect(detail.till_expected_cash).toBe(detail.expected_cash);
  });

  it(
    'joined the national link-up a week ago: those days wait as messages, and connecting the simulator delivers them',
    { timeout: 180_000 },
    async () => {
      const joined = addDays(TODAY, -6);
      const [outbox] = await ownerQuery<{ messages: number; waiting: number; first: string }>(
        t.database,
        `select count(*)::int as messages, count(*) filter (where status = 'waiting')::int as waiting,
              min((document_at at time zone 'Asia/Ho_Chi_Minh')::date)::text as first
         from linkup_messages where tenant_id = $1`,
        [seeded.tenantId],
      );
      expect(outbox!.first).toBe(joined);
      expect(outbox!.waiting).toBe(outbox!.messages);
      expect(outbox!.messages).toBeGreaterThan(100);

      const sim = await startLinkupSimulator();
      const jobs = await startTestJobs(t);
      try {
        await connectDemoLinkup(t.database.db, t.app.jobs, seeded.tenantId, t.app.secretBox, sim.url);
        await drained(jobs, 'linkup-delivery', 150_000);
      } finally {
        await jobs.stop();
        await sim.close();
      }
      const statuses = await ownerQuery<{ status: string; held: boolean; n: number }>(
        t.database,
        `select status, problem is not null as held, count(*)::int as n from linkup_messages where tenant_id = $1
         group by 1, 2 order by 1, 2`,
        [seeded.tenantId],
      );
      const count = (status: string, held = false) =>
        statuses.find((r) => r.status === status && r.held === held)?.n ?? 0;
      // One drug in twenty-five has no national code yet: a message with one of them is held for it.
      expect(count('accepted')).toBeGreaterThan(outbox!.messages / 2);
      expect(count('waiting', true)).toBeGreaterThan(0);
      expect(count('accepted') + count('waiting', true)).toBe(outbox!.messages);
      const page = await get('/link-ups?page_size=5');
      expect(page.meta.total).toBe(outbox!.messages);
    },
  );

  it('is the same history when seeded again for the same instant', { timeout: 180_000 }, async () => {
    const first = await figures(seeded.tenantId);
    await removeTenant(t.database.ownerUrl, seeded.tenantId);
    const again = await seed();
    expect(again.history).toEqual(seeded.history);
    expect(await figures(again.tenantId)).toEqual(first);
  });
});
