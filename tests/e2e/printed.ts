/**
 * What a print job puts on paper. `capturePrintJob` replaces window.print so that the job's
 * markup (the `[data-print-area=job]` mounted to be printed) is kept when the app prints it;
 * `printedPaper` puts that markup back on the page as it is now (the app's own print areas and
 * screens behind it included) and has Chromium lay the page out for print as a PDF: the pages
 * the printer would feed and their size, as the app's print CSS makes them. `paperOf` does the
 * same for printing the page as it is.
 */
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __printedJob?: string | null;
  }
}

export async function capturePrintJob(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__printedJob = null;
    window.print = () => {
      window.__printedJob = document.querySelector('[data-print-area=job]')?.outerHTML ?? null;
    };
  });
}

export interface Paper {
  pages: number;
  /** Each page's size in millimetres, rounded, as "72×22". */
  sizes: string[];
}

/** The paper of the job printed since `capturePrintJob`; waits for the print. */
export async function printedPaper(page: Page): Promise<Paper> {
  await page.waitForFunction(() => Boolean(window.__printedJob));
  await page.evaluate(() => {
    const job = document.createElement('div');
    job.id = 'printed-job';
    job.innerHTML = window.__printedJob!;
    document.body.appendChild(job);
  });
  const paper = await paperOf(page);
  await page.evaluate(() => document.getElementById('printed-job')?.remove());
  return paper;
}

/** The paper that printing the page as it is now would use (its own printable view, if any). */
export async function paperOf(page: Page): Promise<Paper> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const mm = (points: string) => Math.round((Number(points) / 72) * 25.4);
  const sizes = [...pdf.matchAll(/\/MediaBox \[\s*[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)\s*\]/g)].map(
    (box) => `${mm(box[1]!)}×${mm(box[2]!)}`,
  );
  return { pages: sizes.length, sizes };
}
