/** The Lighthouse bench's metric line: each metric's median over the runs, with its range. */
import { metricSpreads, unusableRun } from '../../scripts/bench/lighthouse';

const run = (fcp: number, lcp: number, tbt: number, si: number, cls: number) => ({
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'speed-index': { numericValue: si },
    'cumulative-layout-shift': { numericValue: cls },
  },
});

describe('the Lighthouse metric line', () => {
  it('gives each metric its median and range, whichever run it came from', () => {
    const line = metricSpreads([
      run(900, 3400.4, 910, 2000, 0),
      run(800, 2100, 560, 1500, 0.0123),
      run(1900, 3300, 700, 1800, 0.001),
    ]);
    expect(line).toBe(
      'FCP 900 ms (800–1900), LCP 3300 ms (2100–3400), TBT 700 ms (560–910), SI 1800 ms (1500–2000), CLS 0.001 (0.000–0.012)',
    );
  });
});

describe('a Lighthouse run the bench cannot count', () => {
  it('is one with a runtime error or without a performance score; a scored run counts', () => {
    const scored = { categories: { performance: { score: 0.74 } } };
    expect(unusableRun(scored)).toBeNull();
    expect(unusableRun({ categories: { performance: { score: 0 } } })).toBeNull();
    expect(
      unusableRun({
        runtimeError: { code: 'NO_LCP', message: 'The page did not display content that qualifies as a LCP.' },
        categories: { performance: { score: null } },
      }),
    ).toBe('NO_LCP: The page did not display content that qualifies as a LCP.');
    expect(unusableRun({ categories: { performance: { score: null } } })).toBe('no performance score');
    expect(unusableRun({ categories: {} })).toBe('no performance score');
  });
});
