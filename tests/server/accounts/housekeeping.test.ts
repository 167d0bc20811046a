/** Account housekeeping: ended sessions, old tokens and idle login counters go; anything alive stays. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../../server/modules/auth/housekeeping';
import { seedShop, type SeededShop } from '../fixtures';
import { createTestApp, ownerQuery, type TestApp } from '../test-app';

let t: TestApp;
let shop: SeededShop;
let other: SeededShop;

beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  other = await seedShop(t, 'Nhà thuốc Bên Cạnh');
});
afterAll(async () => t.close());

const days = (n: number) => `now() + interval '${n} days'`;

async function session(tenantId: string, userId: string, expires: string, revoked: string | null): Promise<string> {
  const id = randomUUID();
  await ownerQuery(
    t.database,
    `insert into sessions (tenant_id, id, user_id, expires_at, revoked_at) values ($1, $2, $3, ${expires}, ${revoked ?? 'null'})`,
    [tenantId, id, userId],
  );
  await ownerQuery(
    t.database,
    `insert into refresh_tokens (tenant_id, id, session_id, token_hash, expires_at) values ($1, $2, $3, $4, ${expires})`,
    [tenantId, randomUUID(), id, randomUUID()],
  );
  return id;
}

async function oneTimeToken(tenantId: string, userId: string, expires: string): Promise<string> {
  const id = randomUUID();
  await ownerQuery(
    t.database,
    `insert into one_time_tokens (tenant_id, id, user_id, purpose, token_hash, expires_at) values ($1, $2, $3, 'password_reset', $4, ${expires})`,
    [tenantId, id, userId, randomUUID()],
  );
  return id;
}

async function throttle(key: string, started: string, blockedUntil: string | null): Promise<void> {
  await ownerQuery(
    t.database,
    `insert into login_throttles (key, failures, window_started_at, blocked_until) values ($1, 5, ${started}, ${blockedUntil ?? 'null'})`,
    [key],
  );
}

async function ids(table: string, column = 'id'): Promise<string[]> {
  return (await ownerQuery<{ id: string }>(t.database, `select ${column} as id from ${table}`)).map((row) => row.id);
}

describe('account housekeeping', () => {
  it('deletes what ended more than 30 days ago, in every shop, and keeps the rest', async () => {
    const expiredLongAgo = await session(shop.tenantId, shop.admin.id, days(-40), null);
    const revokedLongAgo = await session(other.tenantId, other.cashier.id, days(+10), days(-31));
    const revokedYesterday = await session(shop.tenantId, shop.cashier.id, days(+10), days(-1));
    const expiredLastWeek = await session(other.tenantId, other.admin.id, days(-7), null);
    const oldLink = await oneTimeToken(shop.tenantId, shop.admin.id, days(-31));
    const freshLink = await oneTimeToken(other.tenantId, other.admin.id, `now() + interval '1 hour'`);
    await throttle('account:cu@nhathuoc.vn', days(-2), null);
    await throttle('address:10.0.0.9', days(-2), days(+1));
    await throttle('account:moi@nhathuoc.vn', 'now()', null);

    const counts = await purgeExpired(t.database.db);

    const sessions = await ids('sessions');
    expect(sessions).not.toContain(expiredLongAgo);
    expect(sessions).not.toContain(revokedLongAgo);
    expect(sessions).toEqual(
      expect.arrayContaining([revokedYesterday, expiredLastWeek, shop.admin.sessionId, other.cashier.sessionId]),
    );
    expect(await ids('refresh_tokens', 'session_id')).not.toEqual(expect.arrayContaining([expiredLongAgo]));
    const links = await ids('one_time_tokens');
    expect(links).not.toContain(oldLink);
    expect(links).toContain(freshLink);
    expect((await ids('login_throttles', 'key')).sort()).toEqual(['account:moi@nhathuoc.vn', 'address:10.0.0.9']);
    expect(counts).toMatchObject({ sessions: 2, oneTimeTokens: 1, loginThrottles: 1 });
  });

  it('leaves signed-in users signed in', async () => {
    await purgeExpired(t.database.db);
    for (const user of [shop.admin, shop.cashier, other.admin]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: user.headers });
      expect(res.statusCode).toBe(200);
    }
  });
});
