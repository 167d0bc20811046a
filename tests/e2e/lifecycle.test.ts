/**
 * The server process as an operator meets it: data survives SIGTERM and kill -9, and bad
 * configuration stops with one clear line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { spawnServer, startServer, tempDataDir, type RunningServer } from './server';

/** Connects to the embedded database of a running server as its superuser. */
async function embeddedClient(dataDir: string): Promise<pg.Client> {
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(port),
    user: 'postgres',
    password,
    database: 'pharmatill',
  });
  await client.connect();
  return client;
}

const TENANT = '0190a8f0-0000-7000-8000-0000000000e2';

async function writeRow(server: RunningServer, name: string) {
  const client = await embeddedClient(server.dataDir);
  await client.query(
    'insert into tenants (id, name) values ($1, $2) on conflict (id) do update set name = excluded.name',
    [TENANT, name],
  );
  await client.end();
}

async function readRow(server: RunningServer): Promise<string | undefined> {
  const client = await embeddedClient(server.dataDir);
  const { rows } = await client.query<{ name: string }>('select name from tenants where id = $1', [TENANT]);
  await client.end();
  return rows[0]?.name;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('data survives restarts', () => {
  it('a row written before SIGTERM is there after a restart', async () => {
    const first = await startServer();
    await writeRow(first, 'Nhà thuốc Bình An');
    expect(await first.stop('SIGTERM')).toBe(0);

    const second = await startServer({ dataDir: first.dataDir });
    try {
      expect(await readRow(second)).toBe('Nhà thuốc Bình An');
    } finally {
      await second.stop();
    }
  });

  it('after kill -9 of the server, npm start on the same DATA_DIR comes back with nothing lost', async () => {
    const first = await startServer();
    await writeRow(first, 'Nhà thuốc Hạnh Phúc');
    const postmasterPid = Number(readFileSync(path.join(first.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    await first.stop('SIGKILL');
    // The embedded PostgreSQL outlives its killed parent: the next start must deal with it.
    expect(isAlive(postmasterPid)).toBe(true);

    const second = await startServer({ dataDir: first.dataDir, command: ['npm', 'start', '--silent'] });
    try {
      expect(await readRow(second)).toBe('Nhà thuốc Hạnh Phúc');
      expect(second.output()).not.toMatch(/error|Error/);
    } finally {
      await second.stop();
    }
  });
});

describe('bad configuration stops with one clear line', () => {
  async function failingStart(env: Record<string, string>, port = 0, dataDir = tempDataDir()) {
    const run = spawnServer({ port, dataDir, env });
    const code = await run.exited;
    const lines = run
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    return { code, lines };
  }

  it('a PORT in use', async () => {
    const busyPort = Number(new URL(inject('baseUrl')).port);
    const { code, lines } = await failingStart({}, busyPort);
    expect(code).toBe(1);
    expect(lines.filter((l) => l.startsWith('PharmaTill cannot start:'))).toEqual([
      `PharmaTill cannot start: port ${busyPort} is already in use; stop the other program or set PORT to a free port.`,
    ]);
    expect(lines.join('\n')).not.toMatch(/^\s+at /m);
  });

  it('an unreachable DATABASE_URL', async () => {
    const { code, lines } = await failingStart({ DATABASE_URL: 'postgres://pharmatill:secret@127.0.0.1:1/pharmatill' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^PharmaTill cannot start: Cannot reach the database at DATABASE_URL \(postgres:\/\/\*\*\*@127\.0\.0\.1:1\/pharmatill\)/,
    );
    expect(lines[0]).not.toContain('secret');
  });

  it('an unwritable DATA_DIR', async () => {
    const file = path.join(tempDataDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const { code, lines } = await failingStart({}, 0, path.join(file, 'data'));
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^PharmaTill cannot start: DATA_DIR .* is not writable \(ENOTDIR\)/);
  });
});
