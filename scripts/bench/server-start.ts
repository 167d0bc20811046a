/**
 * Cold start: from spawning the server on an empty DATA_DIR (initdb, migrations) to a healthy
 * /api/v1/health, against the 60 s the foundation allows; and the health endpoint's latency
 * against a bare `select 1` on the same database, measured in the same run.
 */
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startServer } from '../../tests/e2e/server';
import { percentile, type BenchRow } from './format';

export async function benchServerStart(): Promise<BenchRow[]> {
  const started = performance.now();
  const server = await startServer();
  const coldStartS = (performance.now() - started) / 1000;
  try {
    const samples: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/v1/health`);
      await res.arrayBuffer();
      samples.push(performance.now() - t0);
    }
    const port = readFileSync(path.join(server.dataDir, 'pg', 'postmaster.pid'), 'utf8')
      .split('\n')[3]
      ?.trim();
    const password = readFileSync(path.join(server.dataDir, 'pg-password'), 'utf8').trim();
    const client = new pg.Client({
      host: '127.0.0.1',
      port: Number(port),
      user: 'postgres',
      password,
      database: 'pharmatill',
    });
    await client.connect();
    const raw: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const t0 = performance.now();
      await client.query('select 1');
      raw.push(performance.now() - t0);
    }
    await client.end();
    return [
      {
        name: 'cold start to healthy (empty DATA_DIR)',
        value: coldStartS,
        unit: 's',
        reference: 60,
        referenceLabel: 'limit',
      },
      {
        name: 'GET /api/v1/health p50 (HTTP + select 1)',
        value: percentile(samples, 50),
        unit: 'ms',
        reference: Math.max(percentile(raw, 50), 0.001) * 10,
        referenceLabel: '10× raw select 1 p50',
      },
    ];
  } finally {
    await server.stop();
  }
}
