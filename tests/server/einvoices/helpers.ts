/**
 * Test data for e-invoices: a shop's taxes, products, till and register session, paid orders
 * written straight into the tables as the till's `order.create` would leave them, and the
 * shop's e-invoice settings saved through the API.
 */
import { DEMO_ACCOUNT } from '../../../scripts/simulators/einvoice-provider';
import { todayInShop } from '../../../src/domain/shop-clock';
import { v7 as uuidv7 } from 'uuid';
import { withTenant } from '../../../server/db/tenancy';
import { shopDay } from '../../../src/domain/shop-clock';
import {
  posOrderLines,
  posOrders,
  posPayments,
  posSettings,
  products,
  registerSessions,
  taxes,
} from '../../../server/db/schema/index';
import type { SeededShop } from '../fixtures';
import type { TestApp } from '../test-app';

/** This year's series: a series names its year of issue (Circular 78/2021). */
export const SERIES = `C${todayInShop().slice(2, 4)}TAA`;

export interface ShopGoods {
  tillId: string;
  sessionId: string;
  products: { id: string; code: string; name: string; rate: number | null }[];
}

export async function seedGoods(t: TestApp, shop: SeededShop): Promise<ShopGoods> {
  const tillId = uuidv7();
  const sessionId = uuidv7();
  const tax5 = uuidv7();
  const tax10 = uuidv7();
  const list = [
    { id: uuidv7(), code: 'SP000001', name: 'Paracetamol 500mg', taxId: tax5, rate: 5 },
    { id: uuidv7(), code: 'SP000002', name: 'Máy đo huyết áp', taxId: tax10, rate: 10 },
    { id: uuidv7(), code: 'SP000003', name: 'Khẩu trang y tế', taxId: null, rate: null },
  ];
  await withTenant(t.database.db, shop.tenantId, async (tx) => {
    await tx.insert(taxes).values([
      { tenantId: shop.tenantId, id: tax5, name: 'VAT 5%', rate: 5 },
      { tenantId: shop.tenantId, id: tax10, name: 'VAT 10%', rate: 10 },
    ]);
    await tx
      .insert(products)
      .values(list.map((p) => ({ tenantId: shop.tenantId, id: p.id, code: p.code, name: p.name, taxId: p.taxId })));
    await tx.insert(posSettings).values({ tenantId: shop.tenantId, id: tillId, name: 'Quầy 1', orderCodePrefix: 'Q1' });
    await tx.insert(registerSessions).values({
      tenantId: shop.tenantId,
      id: sessionId,
      posSettingId: tillId,
      openedBy: shop.cashier.id,
      openedAt: new Date(),
      openingCash: 0,
    });
  });
  return { tillId, sessionId, products: list.map(({ id, code, name, rate }) => ({ id, code, name, rate })) };
}

export interface OrderSpec {
  lines: { product: number; quantity: number; price: number }[];
  discount?: number;
  status?: 'paid' | 'parked';
  type?: 'sale' | 'return';
  methods?: ('cash' | 'bank_transfer')[];
}

let orderCounter = 0;

export async function seedOrder(t: TestApp, shop: SeededShop, goods: ShopGoods, spec: OrderSpec): Promise<string> {
  const id = uuidv7();
  orderCounter += 1;
  const subtotal = spec.lines.reduce((s, l) => s + l.quantity * l.price, 0);
  const discount = spec.discount ?? 0;
  const total = subtotal - discount;
  const now = new Date();
  await withTenant(t.database.db, shop.tenantId, async (tx) => {
    await tx.insert(posOrders).values({
      tenantId: shop.tenantId,
      id,
      code: `Q1-${String(orderCounter).padStart(6, '0')}`,
      type: spec.type ?? 'sale',
      status: spec.status ?? 'paid',
      posSettingId: goods.tillId,
      registerSessionId: goods.sessionId,
      soldBy: shop.cashier.id,
      discountType: 'amount',
      discountPercent: 0,
      discountAmount: discount,
      subtotal,
      grandTotal: total,
      totalPaid: total,
      totalReturn: 0,
      orderedAt: now,
      orderedOn: shopDay(now),
    });
    await tx.insert(posOrderLines).values(
      spec.lines.map((l, i) => {
        const p = goods.products[l.product]!;
        return {
          tenantId: shop.tenantId,
          id: uuidv7(),
          orderId: id,
          position: i,
          productId: p.id,
          productName: p.name,
          productCode: p.code,
          unitName: 'Hộp',
          factor: 1,
          quantity: l.quantity,
          baseQuantity: l.quantity,
          price: l.price,
          drugClass: 'otc' as const,
          trackingType: 'none' as const,
        };
      }),
    );
    const methods = spec.methods ?? ['cash'];
    await tx.insert(posPayments).values(
      methods.map((method, i) => ({
        tenantId: shop.tenantId,
        id: uuidv7(),
        orderId: id,
        method,
        amount: i === 0 ? total : 0,
      })),
    );
  });
  return id;
}

export const SETTINGS = {
  provider: 'none',
  enabled: true,
  template_code: '1',
  series: SERIES,
  seller_name: 'Nhà thuốc Thử Nghiệm',
  seller_tax_code: '0312345673',
  seller_address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  seller_email: 'hoadon@thunghiem.vn',
};

export async function saveSettings(
  t: TestApp,
  shop: SeededShop,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/settings/einvoices',
    headers: shop.admin.headers,
    payload: { ...SETTINGS, ...overrides },
  });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.statusCode} ${res.body}`);
}

/** This year's cash-register series. */
export const SERIES_M = `C${todayInShop().slice(2, 4)}MAA`;

/** Delivery through a provider at `providerUrl` (the simulator) and cash-register invoices on. */
export async function connectProvider(t: TestApp, shop: SeededShop, providerUrl: string): Promise<void> {
  await saveSettings(t, shop, {
    provider: 'gateway',
    enabled: true,
    api_url: `${providerUrl}/api`,
    username: DEMO_ACCOUNT.username,
    password: DEMO_ACCOUNT.password,
    cash_register_enabled: true,
    cash_register_template: '1',
    cash_register_series: SERIES_M,
    tax_office_code: 'A1B2C',
    lookup_url: `${providerUrl}/lookup`,
  });
}

/** The `einvoice.register` mutation a till pushes for a paid sale. */
export function registerMutation(seq: number, orderId: string, code: string, buyer?: object) {
  return {
    id: uuidv7(),
    seq,
    name: 'einvoice.register',
    args: {
      id: uuidv7(),
      order_id: orderId,
      code,
      template_code: '1',
      series: SERIES_M,
      issued_at: new Date().toISOString(),
      ...(buyer ? { buyer } : {}),
    },
  };
}
