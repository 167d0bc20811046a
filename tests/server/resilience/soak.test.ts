/**
 * A small configuration of the fault suite (`npm run soak`): real server processes on one test
 * database, tills pushing sales with duplicates, reordering, concurrent identical pushes, dropped
 * answers and kill -9 of a server mid-push; nothing lost, nothing twice, stock equal to the ledger.
 */
import { describe, expect, it } from 'vitest';
import { formatFigures, runSoak } from '../../../scripts/soak/run-soak';
import { createTestDatabase } from '../test-app';

describe('fault suite (small)', () => {
  it('records every sale exactly once through kill -9 cycles on two servers', { timeout: 240_000 }, async () => {
    const database = await createTestDatabase();
    try {
      const figures = await runSoak(database.ownerUrl, {
        sales: 200,
        kills: 3,
        devices: 3,
        servers: 2,
        terminations: 3,
        seed: 13,
      });
      process.stdout.write(`${formatFigures(figures)}\n`);
      expect(figures.salesAttempted).toBe(200);
      expect(figures.cycles).toBe(3);
      expect(figures.terminationRounds).toBeGreaterThanOrEqual(1);
      expect({
        lost: figures.lost,
        duplicated: figures.duplicated,
        stockMismatches: figures.stockMismatches,
        rejected: figures.rejected,
        wrongAnswers: figures.wrongAnswers,
        serverErrors: figures.serverErrors,
      }).toEqual({ lost: 0, duplicated: 0, stockMismatches: 0, rejected: 0, wrongAnswers: 0, serverErrors: 0 });
    } finally {
      await database.close();
    }
  });
});
