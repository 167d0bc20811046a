/**
 * Link-up test shop: products with units and national drug codes (one without), a till with an
 * open register, the link-up account pointing at a simulator, and reads of the outbox.
 */
import { v7 } from 'uuid';
import { expect } from 'vitest';
import { DEMO_LINKUP_ACCOUNT } from '../../../scripts/simulators/linkup-service';
import { linkupMessages, posSettings } from '../../../server/db/schema/index';
import { withTenant } from '../../../server/db/tenancy';
import type { SeededShop } from '../fixtures';
import { openRegister, type PosShop } from '../pos/helpers';
import { stockShop, type StockProduct } from '../stock/helpers';
import type { TestApp } from '../test-app';

export const FACILITY = 'HNI.NT.004215';

export async function connectLinkup(t: TestApp, shop: SeededShop, url: string, enabled = true) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings/link-up',
    headers: shop.admin.headers,
    payload: {
      enabled,
      api_url: url,
      facility_code: FACILITY,
      username: DEMO_LINKUP_ACCOUNT.username,
      password: DEMO_LINKUP_ACCOUNT.password,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export interface LinkupShop {
  s: Awaited<ReturnType<typeof stockShop>>;
  pos: PosShop;
  sessionId: string;
  /** Lot-tracked, coded. */
  para: StockProduct;
  /** Prescription-only, lot-tracked, coded. */
  amox: StockProduct;
  /** Counted without lots, no national drug code. */
  vitamin: StockProduct;
}

export async function linkupShop(t: TestApp, shop: SeededShop): Promise<LinkupShop> {
  const s = await stockShop(t, shop);
  const para = await s.product('Paracetamol 500mg', 'lot', 10, {
    national_drug_code: 'VD-21139-14',
    registration_number: 'VD-21139-14',
    active_ingredient: 'Paracetamol',
    strength: '500mg',
  });
  const amox = await s.product('Amoxicillin 500mg', 'lot', 10, {
    drug_class: 'rx',
    national_drug_code: 'VD-25717-16',
    registration_number: 'VD-25717-16',
    active_ingredient: 'Amoxicillin',
    strength: '500mg',
  });
  const vitamin = await s.product('Vitamin C 500mg', 'basic', 10, { strength: '500mg' });
  const tillId = v7();
  await withTenant(t.database.db, shop.tenantId, (tx) =>
    tx.insert(posSettings).values({
      tenantId: shop.tenantId,
      id: tillId,
      name: 'Quầy 1',
      orderCodePrefix: 'Q1',
      paymentMethods: ['cash', 'bank_transfer'],
    }),
  );
  const pos = { shop, tillId } as PosShop;
  const sessionId = await openRegister(t, pos);
  return { s, pos, sessionId, para, amox, vitamin };
}

export async function messages(t: TestApp, tenantId: string) {
  return withTenant(t.database.db, tenantId, (tx) => tx.select().from(linkupMessages));
}

/** Waits until `check` holds of the outbox (or the time is up) and answers the outbox. */
export async function until(
  t: TestApp,
  tenantId: string,
  check: (rows: Awaited<ReturnType<typeof messages>>) => boolean,
  ms = 30_000,
) {
  const end = Date.now() + ms;
  for (;;) {
    const rows = await messages(t, tenantId);
    if (check(rows) || Date.now() > end) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
