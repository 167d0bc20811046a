/** The Lighthouse bench's metric line: each metric's median over the runs, with its range. */
import { metricSpreads } from '../../scripts/bench/lighthouse';

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
