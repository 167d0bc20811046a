/**
 * SPEC.md §6 on every read of the API: each GET route the app registers is listed here with the
 * permission it needs (a §6 name, or the decision recorded in docs/decisions.md for the pages §6
 * does not name). A cashier's token gets 403 exactly where the cashier lacks that permission and
 * the admin's answer elsewhere (200 for every list); a route missing from the table fails the test,
 * so a new read cannot slip in unchecked.
 */
import { withTenant } from '../../server/db/tenancy';
import { insertDemoCatalog } from '../../server/demo/demo-catalog';
import { hasPermission, type Permission } from '../../src/domain/permissions';
import { seedShop, type SeededShop } from './fixtures';
import { createTestApp, type TestApp } from './test-app';

type Access = Permission | 'signed-in' | 'public';

const READS: Record<string, Access> = {
  '/health': 'public',
  '/invitations': 'public',
  '/me': 'signed-in',
  '/tenants': 'signed-in',
  '/reports/dashboard': 'signed-in',
  // A new shop's first steps: for those who set the shop up (docs/decisions.md).
  '/reports/getting-started': 'viewSetting',
  // An import job is read by the user who started it, who needed the import's permission to start it.
  '/imports/jobs/{id}': 'signed-in',
  '/settings/store': 'viewSetting',
  '/settings/general': 'viewSetting',
  '/settings/einvoices': 'viewSetting',
  '/settings/eprescriptions': 'viewSetting',
  '/settings/link-up': 'viewSetting',
  '/link-ups': 'viewSetting',
  '/link-ups/summary': 'viewSetting',
  '/link-ups/national-codes': 'viewSetting',
  // The counter looks a national prescription up while it sells.
  '/eprescriptions/{code}': 'viewPOS',
  '/staffs': 'viewStaffList',
  '/staffs/{id}': 'viewStaffDetail',
  '/sync/pull': 'viewPOS',
  '/sync/bootstrap': 'viewPOS',
  '/sync/bootstrap/{part}': 'viewPOS',
  '/sync-problems': 'viewPOSSettingList',
  '/sync-problems/count': 'viewPOSSettingList',
  '/categories': 'viewCategoryList',
  '/categories/{id}': 'viewCategoryList',
  '/tags': 'viewTagList',
  '/tags/{id}': 'viewTagList',
  '/uoms': 'viewUOMList',
  '/uoms/{id}': 'viewUOMList',
  '/specializations': 'viewSpecializationList',
  '/specializations/{id}': 'viewSpecializationList',
  '/customer-groups': 'viewCustomerGroupList',
  '/customer-groups/{id}': 'viewCustomerGroupList',
  '/taxes': 'viewTaxList',
  '/taxes/{id}': 'viewTaxList',
  '/prescription-templates': 'viewPrescriptionTemplateList',
  '/prescription-templates/{id}': 'viewPrescriptionTemplateList',
  '/products': 'viewProductList',
  '/products/{id}': 'viewProductForm',
  '/products/{id}/lots': 'viewProductList',
  '/products/{id}/image': 'viewProductList',
  '/imports/products/import-template': 'viewProductForm',
  '/imports/products/export': 'viewProductForm',
  '/imports/customers/import-template': 'viewSetting',
  '/imports/customers/export': 'viewSetting',
  '/vendors': 'viewVendorList',
  '/vendors/{id}': 'viewVendorForm',
  // The vendor's money book is purchasing's: viewVendorList and viewPurchaseOrderDetail both.
  '/vendors/{id}/payments': 'viewPurchaseOrderDetail',
  '/vendors/{id}/owing-orders': 'viewPurchaseOrderDetail',
  '/pos-settings': 'viewPOSSettingList',
  '/pos-settings/{id}': 'viewPOSSettingForm',
  '/customers': 'viewCustomerList',
  '/customers/{id}': 'viewCustomerDetail',
  '/customers/{id}/debt-history': 'viewCustomerList',
  // Doctors, e-invoices, complaints and the patient tracking book have no §6 name: counter work
  // that both roles hold (docs/decisions.md).
  '/doctors': 'viewPOS',
  '/doctors/{id}': 'viewPOS',
  '/einvoices': 'viewPOSOrderDetail',
  '/einvoices/summary': 'viewPOSOrderDetail',
  '/einvoices/export': 'viewPOSOrderDetail',
  '/einvoices/{id}': 'viewPOSOrderDetail',
  '/einvoices/{id}/xml': 'viewPOSOrderDetail',
  '/customer-complaints': 'viewCustomerDetail',
  '/customer-complaints/{id}': 'viewCustomerDetail',
  '/customer-complaints/export': 'viewCustomerDetail',
  '/reports/patient-tracking': 'viewPOSOrderDetail',
  '/reports/patient-tracking/export': 'viewPOSOrderDetail',
  '/pos-orders': 'viewPOSOrderList',
  '/pos-orders/cashiers': 'viewPOSOrderList',
  '/pos-orders/{id}': 'viewPOSOrderDetail',
  '/pos-registers': 'viewPOSRegister',
  '/pos-registers/{id}': 'viewPOSRegister',
  '/purchase-orders': 'viewPurchaseOrderList',
  '/purchase-orders/{id}': 'viewPurchaseOrderDetail',
  '/purchase-orders/{id}/supplier-returns': 'viewPurchaseOrderDetail',
  '/purchase-orders/{id}/payments': 'viewPurchaseOrderDetail',
  '/purchase-orders/reorder': 'viewPurchaseOrderDetail',
  '/purchase-orders/export': 'viewPurchaseOrderList',
  '/pos-orders/export': 'viewPOSOrderList',
  '/inventories': 'viewInventoryList',
  '/inventories/{id}': 'viewInventoryForm',
  '/scraps': 'viewScrapList',
  '/scraps/{id}': 'viewScrapForm',
  '/scraps/export': 'viewScrapList',
  // Quality controls lead to scraps: an admin task (docs/decisions.md).
  '/quality-controls': 'viewScrapList',
  '/quality-controls/{id}': 'viewScrapForm',
  '/quality-controls/export': 'viewScrapList',
  // Stock views belong to the product pages.
  '/stock/products/{id}': 'viewProductList',
  '/stock/low-stock': 'viewProductList',
  '/stock/near-expiry': 'viewProductList',
  '/stock/moves': 'viewProductList',
  '/reports/inventory-valuations': 'viewReportInventoryValuation',
  '/reports/inventory-valuations/export': 'viewReportInventoryValuation',
};

/** Query strings a read cannot do without. */
const QUERY: Record<string, string> = {
  '/invitations': 'key=khong-co-loi-moi-nay',
  '/reports/inventory-valuations': 'date=2026-11-20',
  '/reports/inventory-valuations/export': 'date=2026-11-20',
  '/reports/patient-tracking': 'from=2026-11-01&to=2026-11-20',
  '/reports/patient-tracking/export': 'from=2026-11-01&to=2026-11-20',
  '/sync/bootstrap/{part}': 'parts=1',
  '/customer-complaints/export': 'from=2026-11-01&to=2026-11-20',
  '/scraps/export': 'from=2026-11-01&to=2026-11-20',
  '/quality-controls/export': 'from=2026-11-01&to=2026-11-20',
  '/purchase-orders/reorder': 'vendor_id={vendor}',
  '/purchase-orders/export': 'from=2026-11-01&to=2026-11-20',
  '/pos-orders/export': 'from=2026-11-01&to=2026-11-20',
};

const PREFIX = '/api/v1';
const NO_SUCH_ID = '01900000-0000-7000-8000-000000000000';

let t: TestApp;
let shop: SeededShop;
beforeAll(async () => {
  t = await createTestApp();
  shop = await seedShop(t);
  await withTenant(t.database.db, shop.tenantId, (tx) => insertDemoCatalog(tx, shop.tenantId));
});
afterAll(() => t.close());

/** Every GET route of the app, from the routes Fastify registered (the OpenAPI document lists them all). */
function registeredReads(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([, operations]) => 'get' in operations)
    .map(([path]) => path.slice(PREFIX.length))
    .sort();
}

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** A real record's id for `/x/{id}…` (the first row the admin lists at `/x`), when there is one. */
async function urlOf(path: string): Promise<string> {
  let url = path;
  const at = path.indexOf('/{id}');
  if (at >= 0) {
    const list = await get(PREFIX + path.slice(0, at), shop.admin.headers);
    const rows = list.statusCode === 200 ? (list.json() as { data?: unknown }).data : undefined;
    const first = Array.isArray(rows) ? (rows[0] as { id?: string } | undefined) : undefined;
    url = path.replace('{id}', first?.id ?? NO_SUCH_ID);
  }
  // A well-formed national prescription code that no system knows.
  url = url.replace('{code}', '79001zzzzzzz-c').replace('{part}', '0');
  let query = QUERY[path];
  if (query?.includes('{vendor}')) {
    const vendors = (await get(`${PREFIX}/vendors`, shop.admin.headers)).json() as { data: { id: string }[] };
    query = query.replace('{vendor}', vendors.data[0]!.id);
  }
  return PREFIX + url + (query ? `?${query}` : '');
}

describe('GET routes follow SPEC §6 for a cashier', () => {
  it('every registered read is in the permission table, and nothing else is', () => {
    const reads = registeredReads();
    expect(reads.length).toBeGreaterThan(60);
    expect(reads).toEqual(Object.keys(READS).sort());
  });

  it('the cashier gets 403 exactly where the cashier lacks the permission, the admin answer elsewhere', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    let withRecord = 0;
    for (const path of registeredReads()) {
      const access = READS[path]!;
      const url = await urlOf(path);
      if (path.includes('{id}') && !url.includes(NO_SUCH_ID)) withRecord += 1;
      const admin = await get(url, shop.admin.headers);
      const cashier = await get(url, shop.cashier.headers);
      // The admin holds every permission: the admin's answer is what an allowed caller gets.
      expect(admin.statusCode, `admin ${url}`).not.toBe(403);
      if (!path.includes('{') && path !== '/invitations') expect(admin.statusCode, `admin ${url}`).toBe(200);
      const lacks = access !== 'public' && access !== 'signed-in' && !hasPermission(['cashier'], access);
      outcomes.push(`${path} ${cashier.statusCode}`);
      expected.push(`${path} ${lacks ? 403 : admin.statusCode}`);
    }
    expect(outcomes).toEqual(expected);
    // The detail reads were tried on real records where the demo catalogue has them.
    expect(withRecord).toBeGreaterThanOrEqual(12);
  });

  it('the cashier is refused the admin-only lists the issue named, and still reads the counter ones', async () => {
    for (const path of [
      '/products',
      '/categories',
      '/tags',
      '/uoms',
      '/taxes',
      '/customer-groups',
      '/specializations',
      '/prescription-templates',
      '/pos-settings',
      '/settings/general',
    ]) {
      expect((await get(PREFIX + path, shop.cashier.headers)).statusCode, path).toBe(403);
    }
    for (const path of ['/customers', '/doctors', '/pos-orders', '/pos-registers', '/einvoices', '/sync/pull']) {
      expect((await get(PREFIX + path, shop.cashier.headers)).statusCode, path).toBe(200);
    }
  });

  it('without a token every read but the public ones is refused', async () => {
    for (const path of registeredReads()) {
      const res = await get(await urlOf(path));
      if (READS[path] === 'public') expect(res.statusCode, path).not.toBe(401);
      else expect(res.statusCode, path).toBe(401);
    }
  });
});
