/**
 * Lighthouse (issue 16): the built app on the real server (`tests/e2e/server.ts`, the process
 * `npm start` runs, with the demo shop), audited by the `lighthouse` package in Debian's Chromium,
 * mobile with simulated throttling (Lighthouse's default), on /login (cold: storage cleared) and,
 * signed in as the demo admin through the login form, on /dashboard and /pos (service worker,
 * caches and HTTP cache cleared before each, the session kept). Prints performance,
 * accessibility and best-practices beside the goals: ≥ 90, ≥ 95, ≥ 95.
 * Each page is audited LIGHTHOUSE_RUNS times (3) and reported by its median run.
 * `LIGHTHOUSE_REPORTS=dir` also writes each page's median JSON report there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../../server/db/embedded';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/browser';
import { DEMO_ADMIN } from '../../tests/e2e/catalog-shop';
import { startServer } from '../../tests/e2e/server';
import { buildDist } from './first-load';
import type { BenchRow } from './format';

const GOALS = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
/** Runs per page (LIGHTHOUSE_RUNS), reported by the median one. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
type Category = keyof typeof GOALS;

/** The metrics behind the performance score, as Lighthouse weighs them. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['speed-index', 'SI'],
  ['cumulative-layout-shift', 'CLS'],
] as const;

/**
 * Each metric's median over the runs with its range, e.g. `TBT 700 ms (560–910)`: the score moves
 * by several points between runs, and this says which metric moved.
 */
export function metricSpreads(runs: readonly { audits: Record<string, { numericValue?: number }> }[]): string {
  return METRICS.map(([id, label]) => {
    const values = runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN).sort((a, b) => a - b);
    const shown = (value: number) => (id === 'cumulative-layout-shift' ? value.toFixed(3) : String(Math.round(value)));
    const unit = id === 'cumulative-layout-shift' ? '' : ' ms';
    const median = values[Math.floor(values.length / 2)]!;
    return `${label} ${shown(median)}${unit} (${shown(values[0]!)}–${shown(values.at(-1)!)})`;
  }).join(', ');
}

/** Failed runs of a page tolerated before the bench gives up on it. */
const RETRIES = 2;

/**
 * Why a run cannot be counted, or null when it can. A run that hit a runtime error (no largest
 * paint recorded, a page that did not load) has no performance score; counted as 0 it would pull
 * the median down and leave the metric line without figures.
 */
export function unusableRun(lhr: {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
}): string | null {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (typeof lhr.categories.performance?.score !== 'number') return 'no performance score';
  return null;
}

interface Audited {
  path: string;
  scores: Record<Category, number>;
  failing: string[];
}

export async function benchLighthouse(): Promise<BenchRow[]> {
  buildDist();
  const server = await startServer();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  const audited: Audited[] = [];
  try {
    /** One Lighthouse run of a page. */
    const run = async (pathname: string, signedIn: boolean) => {
      const result = await lighthouse(`${server.url}${pathname}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(GOALS),
        // Signed in: the session in localStorage must survive; what would be cached is cleared below.
        disableStorageReset: signedIn,
      });
      if (!result) throw new Error(`lighthouse gave no result for ${pathname}`);
      return result.lhr;
    };
    /**
     * RUNS runs of a page, reported by the run with the median performance score (Lighthouse's
     * own advice: one run's score moves by several points from run to run).
     */
    const audit = async (pathname: string, signedIn: boolean, prepare?: () => Promise<void>) => {
      const runs: Awaited<ReturnType<typeof run>>[] = [];
      let failed = 0;
      while (runs.length < RUNS) {
        await prepare?.();
        const lhr = await run(pathname, signedIn);
        const unusable = unusableRun(lhr);
        if (unusable === null) {
          runs.push(lhr);
          continue;
        }
        failed += 1;
        if (failed > RETRIES)
          throw new Error(`lighthouse ${pathname}: ${failed} runs failed, the last with ${unusable}`);
        process.stderr.write(`lighthouse ${pathname}: a run failed (${unusable}); running it again\n`);
      }
      const performance = (lhr: (typeof runs)[number]) => lhr.categories.performance?.score ?? 0;
      runs.sort((a, b) => performance(a) - performance(b));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      process.stderr.write(
        `lighthouse ${pathname}: performance of ${runs.length} runs ${runs.map((r) => Math.round(performance(r) * 100)).join(', ')}\n`,
      );
      process.stderr.write(`lighthouse ${pathname}: ${metricSpreads(runs)}\n`);
      if (reports) writeFileSync(path.join(reports, `${pathname.slice(1) || 'root'}.json`), JSON.stringify(lhr));
      const scores = Object.fromEntries(
        (Object.keys(GOALS) as Category[]).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      audited.push({ path: pathname, scores, failing });
    };

    await audit('/login', false);

    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('input[name=email]').fill(DEMO_ADMIN.email);
    await page.locator('input[name=password]').fill(DEMO_ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    // A first visit of a signed-in page, as on a till that just signed in: no service worker,
    // no cached assets, the till database kept.
    const firstVisit = async () => {
      await cdp.send('Storage.clearDataForOrigin', {
        origin: server.url,
        storageTypes: 'service_workers,cache_storage',
      });
      await cdp.send('Network.clearBrowserCache');
    };
    for (const pathname of ['/dashboard', '/pos']) await audit(pathname, true, firstVisit);
    await page.close();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }

  const rows: BenchRow[] = [];
  for (const page of audited) {
    process.stderr.write(`lighthouse ${page.path}: below 0.9: ${page.failing.join(', ') || 'none'}\n`);
    for (const category of Object.keys(GOALS) as Category[]) {
      rows.push({
        name: `lighthouse ${page.path} ${category} (mobile, simulated 4G)`,
        value: page.scores[category],
        unit: '/100',
        reference: GOALS[category],
        referenceLabel: 'goal',
        higherIsBetter: true,
      });
    }
  }
  return rows;
}
