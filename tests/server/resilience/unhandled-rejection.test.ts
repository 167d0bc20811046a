/**
 * pg-boss 10 leaves a job's completion unawaited, so a database lost at that moment is an unhandled
 * rejection. In a process guarded like server/main.ts, such a rejection is logged and the process
 * goes on; any other unhandled rejection still ends it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

function runGuarded(rejection: string) {
  const script = `
    import { surviveDatabaseOutages } from './server/lib/db-unavailable.ts';
    surviveDatabaseOutages({ warn: (m) => console.log('WARN ' + m) });
    ${rejection};
    setTimeout(() => console.log('STILL UP'), 200);`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('unhandled rejections in the server process', () => {
  it('a lost database connection is logged and the process goes on', () => {
    const run = runGuarded(
      `Promise.reject(Object.assign(new Error('terminating connection due to unexpected postmaster exit'), { code: '57P01' }))`,
    );
    expect(run.stdout).toContain('WARN database unavailable: terminating connection');
    expect(run.stdout).toContain('STILL UP');
    expect(run.status).toBe(0);
  });

  it('any other unhandled rejection still ends the process', () => {
    const run = runGuarded(`Promise.reject(new TypeError('a bug'))`);
    expect(run.stdout).not.toContain('STILL UP');
    expect(run.stderr).toContain('a bug');
    expect(run.status).not.toBe(0);
  });
});
