/**
 * What browser tests need besides the browser: the server's own database as its owner (to check
 * what was stored), JSON calls to its API, and a login that waits until the demo shop is seeded.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { RunningServer } from './server';

/** The owner's URL of the embedded PostgreSQL in a server's data dir. */
export function ownerUrl(dataDir: string): string {
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/pharmatill`;
}

/** One query on the server's database as its owner (row-level security does not apply). */
export async function ownerSql<T extends pg.QueryResultRow>(
  server: RunningServer,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: ownerUrl(server.dataDir) });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A JSON call to `/api/v1/<url>`; anything but 2xx throws with the answer. Answers the whole body. */
export async function apiCall<T>(
  server: RunningServer,
  token: string | undefined,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}/api/v1/${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Logs in through the API, retrying while the demo shop is still being seeded; answers the access token. */
export async function loginToken(
  server: RunningServer,
  who: { email: string; password: string },
  timeoutMs = 150_000,
): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    try {
      return (await apiCall<{ data: { access_token: string } }>(server, undefined, 'POST', 'login', who)).data
        .access_token;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
