/**
 * The durable job queue on a real PostgreSQL: a job sent in a transaction exists only if it
 * commits, each job runs once with two worker processes, and the start-up jobs of two processes
 * run once between them. The shared secrets and the secret box are checked here too.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerSecrets } from '../../server/db/server-secrets';
import { startJobs, type Jobs } from '../../server/jobs/queue';
import { createSecretBox, SecretBoxError } from '../../server/lib/secret-box';
import { createTestApp, ownerQuery, type TestApp } from './test-app';
import { drained, startTestJobs } from './test-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const jobCount = async (name: string, state?: string) =>
  Number(
    (
      await ownerQuery<{ n: string }>(
        t.database,
        `select count(*) as n from pgboss.job where name = $1 ${state ? 'and state = $2' : ''}`,
        state ? [name, state] : [name],
      )
    )[0]!.n,
  );

describe('the job queue', () => {
  it('writes a job sent in a transaction only when the transaction commits', async () => {
    const before = await jobCount('account-housekeeping');
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await t.app.jobs.send('account-housekeeping', { probe: 'rolled back' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await jobCount('account-housekeeping')).toBe(before);
    await t.database.db.transaction(async (tx) => {
      await t.app.jobs.send('account-housekeeping', { probe: 'committed' }, { tx });
    });
    expect(await jobCount('account-housekeeping')).toBe(before + 1);
  });

  it('runs each job once with two worker processes, and the start-up jobs once between them', async () => {
    const seen: string[] = [];
    const workers: Jobs[] = [];
    for (let i = 0; i < 2; i += 1) workers.push(await startTestJobs(t));
    try {
      await drained(workers[0]!, 'account-housekeeping');
      await drained(workers[0]!, 'dashboard-warmer');
      // Both processes asked for a start-up run of each job: one ran (same singleton key).
      expect(await jobCount('dashboard-warmer', 'completed')).toBe(1);
      // Every housekeeping job sent so far (the committed probe and one start-up run) completed once.
      expect(await jobCount('account-housekeeping', 'completed')).toBe(2);

      // Twenty jobs of a plain queue, two more processes working it: each job runs exactly once.
      const raw = await Promise.all([0, 1].map(() => startJobs({ ownerUrl: t.database.ownerUrl, workers: true })));
      workers.push(...raw);
      await raw[0]!.boss.createQueue('test-once', { name: 'test-once' });
      for (const [i, jobs] of raw.entries()) {
        await jobs.boss.work<{ n: number }>(
          'test-once',
          { pollingIntervalSeconds: 0.5, batchSize: 3 },
          async (batch) => {
            for (const job of batch) seen.push(`${i}:${job.data.n}`);
          },
        );
      }
      await Promise.all(Array.from({ length: 20 }, (_, n) => t.app.jobs.boss.send('test-once', { n })));
      const until = Date.now() + 20_000;
      while (seen.length < 20 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const ns = seen.map((entry) => Number(entry.split(':')[1]));
      expect(ns.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    } finally {
      for (const jobs of workers) await jobs.stop();
    }
  });
});

describe('shared secrets', () => {
  it('are created once and read back by every process, taking over a secret kept in DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pharmatill-secrets-'));
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'a-secret-from-an-earlier-version-0123456789');
    const [first, second] = await Promise.all([
      loadServerSecrets(t.database.ownerUrl, dataDir),
      loadServerSecrets(t.database.ownerUrl, mkdtempSync(path.join(os.tmpdir(), 'pharmatill-secrets-'))),
    ]);
    expect(second).toEqual(first);
    expect(Buffer.from(first!.dataKey, 'base64')).toHaveLength(32);
    // The app role cannot read them.
    await expect(t.database.db.execute(sql`select value from server_private.secrets`)).rejects.toThrow();
  });

  it('seal and open a secret; another key or a changed byte cannot open it', () => {
    const box = createSecretBox(Buffer.alloc(32, 1).toString('base64'));
    const sealed = box.seal('mật khẩu nhà cung cấp');
    expect(sealed).not.toContain('mật');
    expect(box.open(sealed)).toBe('mật khẩu nhà cung cấp');
    expect(box.seal('x')).not.toBe(box.seal('x'));
    expect(() => createSecretBox(Buffer.alloc(32, 2).toString('base64')).open(sealed)).toThrow(SecretBoxError);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered)).toThrow(SecretBoxError);
    expect(() => createSecretBox('short')).toThrow(SecretBoxError);
  });
});
