/**
 * Prints one plain closing line, `<label>: N passed, N failed, N skipped`, after a Vitest run,
 * so that CI logs show the count of what ran in a form any reader can parse.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  private readonly label: string;

  constructor(options: { label?: string } = {}) {
    this.label = options.label ?? 'tests';
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed += 1;
    }
    process.stdout.write(`\n${this.label}: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    if (failed > 0) process.exitCode = 1;
  }
}
