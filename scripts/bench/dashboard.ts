/**
 * The dashboard at a year of sales (200,000 orders): GET /api/v1/reports/dashboard p95 for a day,
 * a week and a month, against 200 ms, as a shop sees it (the per-day cache filled by earlier
 * views); a month whose one day just received a late-synced order (that day re-aggregated); the
 * first view of a month never viewed before, without the warmer (empty cache: every day
 * aggregated; also set against a plain count(*) of the same month's orders with their lines and
 * payments, measured in the same run) and after the background warmer has run (a past month, and
 * the current month whose today is still open), each against the limit; and a cached week's
 * views while the warmer fills a year from an empty cache.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectApp } from '../../server/db/connection';
import { withTenant } from '../../server/db/tenancy';
import { createDashboardWarmer } from '../../server/modules/reports/dashboard-warmer';
import { postMoves } from '../../server/modules/stock/ledger';
import { addDays, todayInShop } from '../../src/domain/shop-clock';
import { startServer } from '../../tests/e2e/server';
import { percentile, type BenchRow } from './format';
import { seedYearOfSales } from './dashboard-seed';
import { ownerUrl } from '../../tests/e2e/server-access';

const ORDERS = 200_000;
const RUNS = 40;
/** Aggregating a month from scratch runs some ten aggregates over the rows a count(*) merely counts. */
const PEER_FACTOR = 10;

const COLD_RUNS = 8;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function timed(runs: number, work: () => Promise<void>, before?: () => Promise<unknown>): Promise<number[]> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await before?.();
    const t0 = performance.now();
    await work();
    samples.push(performance.now() - t0);
  }
  return samples;
}

export async function benchDashboard(): Promise<BenchRow[]> {
  const jwtSecret = randomBytes(32).toString('hex');
  const server = await startServer({ env: { JWT_SECRET: jwtSecret } });
  try {
    const url = ownerUrl(server.dataDir);
    const shop = await seedYearOfSales(url, jwtSecret, ORDERS);
    process.stderr.write(`dashboard bench: seeded ${ORDERS} orders; load average ${load()}\n`);
    const headers = { authorization: `Bearer ${shop.adminToken}` };
    const rows: BenchRow[] = [];
    // Mid-year days, so every period is full of sales.
    const date = addDays(todayInShop(), -180);
    const view =
      (period: string, on = date) =>
      async () => {
        const res = await fetch(`${server.url}/api/v1/reports/dashboard?period=${period}&date=${on}`, { headers });
        if (res.status !== 200) throw new Error(`dashboard ${period}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      };
    const limit = (name: string, samples: number[], referenceLabel = 'limit') => {
      process.stderr.write(`${name}: p50 ${percentile(samples, 50).toFixed(1)} ms\n`);
      rows.push({ name, value: percentile(samples, 95), unit: 'ms', reference: 200, referenceLabel });
    };
    for (const period of ['day', 'week', 'month'] as const) {
      limit(`dashboard ${period} at ${ORDERS / 1000}k orders: p95`, await timed(RUNS, view(period)));
    }
    // For scale on a shared machine: the plainest authenticated request, measured in the same run.
    const me = await timed(RUNS, async () => {
      await (await fetch(`${server.url}/api/v1/me`, { headers })).arrayBuffer();
    });
    limit('GET /api/v1/me (auth and one read) for scale: p95', me, 'limit, for scale');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const month = date.slice(0, 8);
      // A till syncs a sale of the 10th late: that day's fingerprint no longer matches its cache row.
      const lateSync = () =>
        client.query(`update dashboard_days set max_version = 0 where tenant_id = $1 and day = ($2 || '10')::date`, [
          shop.tenantId,
          month,
        ]);
      limit('dashboard month, one day changed by a late sync: p95', await timed(RUNS, view('month'), lateSync));
      const counts = await timed(RUNS, async () => {
        await client.query(
          `select (select count(*) from pos_orders where tenant_id = $1 and ordered_on >= ($2 || '01')::date and ordered_on < ($2 || '01')::date + interval '1 month'),
                  (select count(*) from pos_order_lines l join pos_orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
                    where o.tenant_id = $1 and o.ordered_on >= ($2 || '01')::date and o.ordered_on < ($2 || '01')::date + interval '1 month'),
                  (select count(*) from pos_payments p join pos_orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
                    where o.tenant_id = $1 and o.ordered_on >= ($2 || '01')::date and o.ordered_on < ($2 || '01')::date + interval '1 month')`,
          [shop.tenantId, month],
        );
      });
      const peer = percentile(counts, 95);
      rows.push(...(await stockValueRows(url, shop.tenantId, server.url, headers)));
      const forget = () => client.query('delete from dashboard_days where tenant_id = $1', [shop.tenantId]);
      const cold = await timed(COLD_RUNS, view('month'), forget);
      limit(`dashboard month first view, no warmer (empty cache): p95 of ${COLD_RUNS}`, cold);
      rows.push({
        name: `  the same against count(*) of its rows: p95 of ${COLD_RUNS}`,
        value: percentile(cold, 95),
        unit: 'ms',
        reference: peer * PEER_FACTOR,
        referenceLabel: `${PEER_FACTOR} × count(*) of the same rows, p95 ${peer.toFixed(1)} ms`,
      });
      // The background warmer (run here as the server runs it, under RLS as the app role): a year
      // filled from an empty cache, then each first view follows a pass that refilled the month.
      const warmed = await warmedFirstViews(url, shop.tenantId, client, view, date);
      rows.push(
        ...warmed.map(([name, samples]) => ({
          name,
          value: percentile(samples, 95),
          unit: 'ms',
          reference: 200,
          referenceLabel: 'limit',
        })),
      );
    } finally {
      await client.end();
    }
    process.stderr.write(`dashboard bench: done; load average ${load()}\n`);
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * The dashboard's stock value at a year's ledger (some 400,000 moves): its folded valuations
 * (product_valuations) take in the moves of each sale since the last view, set against the
 * inventory valuation report for today in the same run, which replays the whole ledger as the
 * dashboard did before. The first view after the seed folds every product's ledger once; the
 * warm-up call of `timed` takes it.
 */
async function stockValueRows(
  url: string,
  tenantId: string,
  serverUrl: string,
  headers: Record<string, string>,
): Promise<BenchRow[]> {
  const database = connectApp(url, 2);
  try {
    const products = await withTenant(database.db, tenantId, async (tx) =>
      (
        await tx.execute<{ id: string }>(
          sql`select id from products where tenant_id = ${tenantId} order by code limit 500`,
        )
      ).rows.map((r) => r.id),
    );
    let n = 0;
    // A sale of three lines posted through the ledger, as a push posts it.
    const sale = () =>
      withTenant(database.db, tenantId, (tx) =>
        postMoves(
          tx,
          tenantId,
          [0, 1, 2].map((k) => ({
            productId: products[(n * 3 + k) % products.length]!,
            lotId: null,
            quantity: -1,
            unitCost: 0,
            reason: 'sale' as const,
            documentType: 'bench',
            documentId: null,
            documentCode: null,
            userId: null,
          })),
        ),
      ).then(() => (n += 1));
    const get = (path: string) => async () => {
      const res = await fetch(`${serverUrl}/api/v1/${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const today = todayInShop();
    const dashboard = await timed(RUNS, get(`reports/dashboard?period=day&date=${today}`), sale);
    const report = await timed(COLD_RUNS, get(`reports/inventory-valuations?date=${today}&page_size=20`));
    const peer = percentile(report, 95);
    process.stderr.write(`dashboard bench: valuation report p50 ${percentile(report, 50).toFixed(0)} ms\n`);
    return [
      {
        name: 'dashboard day after each sale, stock value at ~400k stock moves: p95',
        value: percentile(dashboard, 95),
        unit: 'ms',
        reference: 200,
        referenceLabel: 'limit',
      },
      {
        name: '  the same against the valuation report (replays the ledger), same run',
        value: percentile(dashboard, 95),
        unit: 'ms',
        reference: peer,
        referenceLabel: `report p95 of ${COLD_RUNS}`,
      },
    ];
  } finally {
    await database.close();
  }
}

async function warmedFirstViews(
  url: string,
  tenantId: string,
  client: pg.Client,
  view: (period: string, on?: string) => () => Promise<void>,
  date: string,
): Promise<[string, number[]][]> {
  const app = connectApp(url, 2);
  try {
    await client.query('delete from dashboard_days where tenant_id = $1', [tenantId]);
    await view('week')();
    const t0 = performance.now();
    let done = false;
    const filling = createDashboardWarmer(app.db)
      .run()
      .finally(() => (done = true));
    // Meanwhile a shop keeps looking at its (cached) week: the warmer must not starve it.
    const during: number[] = [];
    while (!done) {
      const t1 = performance.now();
      await view('week')();
      during.push(performance.now() - t1);
    }
    const year = await filling;
    process.stderr.write(
      `dashboard warmer: ${year.days} days filled from an empty cache in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
    );
    const again = performance.now();
    await createDashboardWarmer(app.db).run();
    process.stderr.write(
      `dashboard warmer: a pass with nothing missing (every day checked) ${(performance.now() - again).toFixed(0)} ms\n`,
    );
    // Before each view: the month's rows are deleted and a warmer pass (a fresh one, as after a
    // restart: every closed day checked) refills its closed days.
    const refill = (month: string) => async () => {
      await client.query(`delete from dashboard_days where tenant_id = $1 and to_char(day, 'YYYY-MM') = $2`, [
        tenantId,
        month,
      ]);
      await createDashboardWarmer(app.db).run();
    };
    const past = await timed(COLD_RUNS, view('month'), refill(date.slice(0, 7)));
    process.stderr.write(`dashboard month first view after the warmer: p50 ${percentile(past, 50).toFixed(1)} ms\n`);
    const today = todayInShop();
    const now = await timed(COLD_RUNS, view('month', today), refill(today.slice(0, 7)));
    process.stderr.write(
      `dashboard current month first view after the warmer: p50 ${percentile(now, 50).toFixed(1)} ms\n`,
    );
    return [
      [`dashboard week (cached) while the warmer fills a year: p95 of ${during.length}`, during],
      [`dashboard month first view after the warmer ran: p95 of ${COLD_RUNS}`, past],
      [`dashboard current month first view after the warmer (today open): p95 of ${COLD_RUNS}`, now],
    ];
  } finally {
    await app.close();
  }
}
