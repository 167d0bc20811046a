/**
 * The soak's shop, written straight into its database before any server starts: a tenant with a
 * cashier (the test fixtures' shop), products with opening stock posted through the ledger's
 * writer (counted ones and lot-tracked ones with two lots), and one till with an open register
 * session per device, each till with its own code prefix.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connectApp } from '../../server/db/connection';
import { lots, posSettings, products } from '../../server/db/schema/index';
import { withTenant } from '../../server/db/tenancy';
import { postMoves } from '../../server/modules/stock/ledger';
import { signAccessToken } from '../../server/plugins/auth';
import { seedShop } from '../../tests/server/fixtures';
import type { TestApp } from '../../tests/server/test-app';

export const OPENING_STOCK = 10_000_000;

export interface SoakProduct {
  id: string;
  /** Lot-tracked products have two lots; the till names one on some lines and none on others. */
  lots: string[];
}

export interface SoakTill {
  tillId: string;
  sessionId: string;
  prefix: string;
}

export interface SoakShop {
  tenantId: string;
  sellerId: string;
  /** A bearer token of the cashier, valid for the whole run. */
  token: string;
  products: SoakProduct[];
  tills: SoakTill[];
}

export async function seedSoakShop(ownerUrl: string, jwtSecret: string, devices: number): Promise<SoakShop> {
  const database = connectApp(ownerUrl, 2);
  try {
    // seedShop needs only a database and the token secret of what it is given.
    const shop = await seedShop(
      { database: { ...database, ownerUrl, name: 'soak' }, config: { jwtSecret } } as unknown as TestApp,
      'Nhà thuốc Thử Tải',
    );
    const productList: SoakProduct[] = Array.from({ length: 8 }, (_, i) => ({
      id: randomUUID(),
      lots: i < 3 ? [randomUUID(), randomUUID()] : [],
    }));
    const tills: SoakTill[] = Array.from({ length: devices }, (_, i) => ({
      tillId: randomUUID(),
      sessionId: randomUUID(),
      prefix: `S${i + 1}`,
    }));
    await withTenant(database.db, shop.tenantId, async (tx) => {
      await tx.insert(posSettings).values(
        tills.map((till) => ({
          tenantId: shop.tenantId,
          id: till.tillId,
          name: `Quầy ${till.prefix}`,
          orderCodePrefix: till.prefix,
          paymentMethods: ['cash', 'bank_transfer'],
        })),
      );
      await tx.insert(products).values(
        productList.map((p, i) => ({
          tenantId: shop.tenantId,
          id: p.id,
          code: `SP${String(i + 1).padStart(6, '0')}`,
          name: `Thuốc thử ${i + 1}`,
          trackingType: p.lots.length > 0 ? ('lot' as const) : ('basic' as const),
          salePrice: 1_000 * (i + 1),
          costPrice: 500 * (i + 1),
        })),
      );
      await tx.insert(lots).values(
        productList.flatMap((p) =>
          p.lots.map((lotId, j) => ({
            tenantId: shop.tenantId,
            id: lotId,
            productId: p.id,
            lotNumber: `L${j + 1}-${p.id.slice(0, 4)}`,
            expiryDate: j === 0 ? '2027-06-30' : '2028-06-30',
          })),
        ),
      );
      await postMoves(
        tx,
        shop.tenantId,
        productList.flatMap((p) =>
          (p.lots.length > 0 ? p.lots : [null]).map((lotId) => ({
            productId: p.id,
            lotId,
            quantity: OPENING_STOCK,
            unitCost: 500,
            reason: 'opening' as const,
            documentType: 'opening',
            documentId: null,
            documentCode: null,
            userId: shop.admin.id,
          })),
        ),
      );
      for (const till of tills) {
        await tx.execute(sql`
          insert into register_sessions (tenant_id, id, pos_setting_id, opened_by, opened_at, opening_cash)
          values (${shop.tenantId}, ${till.sessionId}, ${till.tillId}, ${shop.cashier.id}, now(), 0)`);
      }
    });
    // The fixtures' token lasts 15 minutes; a full run takes longer.
    const token = await signAccessToken(
      jwtSecret,
      { userId: shop.cashier.id, tenantId: shop.tenantId, roles: ['cashier'], sessionId: shop.cashier.sessionId },
      24 * 3600,
    );
    return { tenantId: shop.tenantId, sellerId: shop.cashier.id, token, products: productList, tills };
  } finally {
    await database.close();
  }
}
