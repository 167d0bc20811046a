/**
 * Signed-in sessions for the shell's browser tests: a ready shop provisioned straight into the
 * server's embedded database (tenant, store set up, an admin and a cashier with passwords), and
 * a login through the real login form.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { connectApp } from '../../server/db/connection';
import { provisionShop } from '../../server/modules/tenants/provision';
import type { RunningServer } from './server';

export type ShellRole = 'admin' | 'cashier';

export interface Login {
  email: string;
  password: string;
}

export type ShopLogins = Record<ShellRole, Login>;

/** The URL of the embedded PostgreSQL a running server started in its DATA_DIR. */
function embeddedUrl(dataDir: string): string {
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/pharmatill`;
}

export async function provisionShellShop(server: RunningServer): Promise<ShopLogins> {
  const logins: ShopLogins = {
    admin: { email: 'lan.nguyen@nhathuocbinhan.vn', password: 'Binh-An-Quan-Tri-2026' },
    cashier: { email: 'hung.tran@nhathuocbinhan.vn', password: 'Binh-An-Thu-Ngan-2026' },
  };
  const database = connectApp(embeddedUrl(server.dataDir), 2);
  try {
    await provisionShop(database.db, {
      name: 'Nhà thuốc Bình An',
      address: '45 Trần Hưng Đạo, Quận 5, TP. Hồ Chí Minh',
      people: [
        { ...logins.admin, firstName: 'Lan', lastName: 'Nguyễn Thị', role: 'admin' },
        { ...logins.cashier, firstName: 'Hùng', lastName: 'Trần Văn', role: 'cashier' },
      ],
    });
  } finally {
    await database.close();
  }
  return logins;
}
