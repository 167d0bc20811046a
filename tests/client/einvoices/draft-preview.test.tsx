/**
 * The preview of a draft e-invoice on /einvoices/$id/edit: a draft has no seller of its own until
 * it is issued, so the preview names the seller from the shop's settings (the e-invoice settings
 * for a manager, the store for a cashier, who may not read the settings), and its totals row
 * reads "Tổng cộng".
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { setSessionTenant } from '../../../src/api/session';
import { system } from '../../../src/components/ui/system';
import type { Tenant } from '../../../src/domain/account-responses';
import { amountInWords } from '../../../src/domain/amount-in-words';
import type { EinvoiceDetail } from '../../../src/domain/einvoice/schemas';
import { EinvoiceEditPage } from '../../../src/features/einvoices/einvoice-edit-page';
import { sampleInvoice } from '../../domain/einvoice/sample-invoice';
import { useApiServer } from '../auth/api-server';
import { LAN, signIn } from '../signed-in';

const slow = { timeout: 10_000 };
const ID = '0190f3a0-0000-7000-8000-000000000001';

function draft(overrides: Partial<EinvoiceDetail> = {}): EinvoiceDetail {
  const s = sampleInvoice();
  return {
    id: ID,
    state: 'draft',
    relation: 'original',
    related_id: null,
    order_id: '0190f3a0-0000-7000-8000-000000000002',
    order_code: 'HD-Q1-000042',
    buyer: s.buyer,
    template_code: null,
    series: null,
    number: null,
    total_before_tax: s.totals.before_tax,
    total_vat: s.totals.vat,
    total: s.totals.total,
    issued_at: null,
    created_at: '2026-11-26T03:00:00.000Z',
    cash_register_code: null,
    delivery: 'none',
    delivery_message: null,
    stuck: false,
    signed: null,
    lines: [...s.lines],
    rates: s.totals.rates,
    total_discount: 0,
    amount_in_words: amountInWords(s.totals.total),
    seller: null,
    provider: null,
    cancel_reason: null,
    note: '',
    cancelled_at: null,
    related: null,
    corrections: [],
    has_xml: false,
    ...overrides,
  };
}

const settings = {
  provider: 'builtin',
  enabled: true,
  seller_name: 'Nhà thuốc Hồng Phúc',
  seller_tax_code: '0109876557',
  seller_address: '25 Phạm Ngọc Thạch, Phường Kim Liên, Quận Đống Đa, Hà Nội',
  certificate: null,
};

const tenant = {
  id: 't',
  name: 'Nhà thuốc Hồng Phúc',
  created_at: '2026-11-01T00:00:00.000Z',
  setup_done: true,
  store: {
    name: 'Nhà thuốc Hồng Phúc (cửa hàng)',
    tax_code: '0101234565',
    address: '8 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
  } as Tenant['store'],
  subscription: { plan: 'trial', state: 'TRIAL', trial_ends_at: null, current_period_end: null, days_left: null },
} as Tenant;

const api = useApiServer();

function signInAs(role: 'admin' | 'cashier') {
  signIn({ ...LAN, roles: [role] });
  setSessionTenant(tenant);
}

function mount(invoice: EinvoiceDetail, einvoiceSettings: object = settings) {
  api.on(`GET einvoices/${ID}`, { body: { data: invoice } });
  api.on('GET settings/einvoices', { body: { data: einvoiceSettings } });
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/einvoices/$id/edit',
    component: () => <EinvoiceEditPage id={ID} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`/einvoices/${ID}/edit`] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const sellerBox = async () => screen.findByTestId('einvoice-seller', {}, slow);

describe('the preview of a draft e-invoice', { timeout: 30_000 }, () => {
  it('names the seller from the e-invoice settings for a manager and labels the totals row', async () => {
    signInAs('admin');
    mount(draft());
    const seller = await sellerBox();
    await waitFor(() => expect(seller.textContent).toContain('Nhà thuốc Hồng Phúc'), slow);
    expect(seller.textContent).toContain('Mã số thuế: 0109876557');
    expect(seller.textContent).toContain('Địa chỉ: 25 Phạm Ngọc Thạch, Phường Kim Liên, Quận Đống Đa, Hà Nội');
    expect(seller.textContent).not.toContain('—');
    const rows = within(screen.getByTestId('einvoice-rates')).getAllByRole('row');
    expect(rows.at(-1)!.textContent).toMatch(/^Tổng cộng936\.364\s₫68\.636\s₫1\.005\.000\s₫$/);
  });

  it('names the store for a cashier, who may not read the settings', async () => {
    signInAs('cashier');
    mount(draft());
    const seller = await sellerBox();
    await waitFor(() => expect(seller.textContent).toContain('Nhà thuốc Hồng Phúc (cửa hàng)'), slow);
    expect(seller.textContent).toContain('Mã số thuế: 0101234565');
    expect(seller.textContent).toContain('Địa chỉ: 8 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội');
    expect(api.calls('GET settings/einvoices')).toEqual([]);
  });

  it('says where to fill the seller in when the settings have none', async () => {
    signInAs('admin');
    mount(draft(), { ...settings, seller_name: null });
    await waitFor(() => expect(api.calls('GET settings/einvoices')).toHaveLength(1), slow);
    const seller = await sellerBox();
    await waitFor(
      () => expect(seller.textContent).toContain('Chưa khai báo đơn vị bán hàng trong Cài đặt › Hóa đơn điện tử'),
      slow,
    );
  });

  it('keeps an issued invoice’s own seller and does not read the settings', async () => {
    signInAs('admin');
    const s = sampleInvoice();
    mount(
      draft({
        state: 'issued',
        template_code: '1',
        series: 'C26TAA',
        number: 7,
        issued_at: '2026-11-26T03:00:00.000Z',
        seller: { ...s.seller, phone: '', email: '', bank_account: '', bank_name: '' },
      }),
    );
    const seller = await sellerBox();
    expect(seller.textContent).toContain('Nhà thuốc An Tâm & Cộng sự');
    expect(seller.textContent).not.toContain('Hồng Phúc');
    expect(api.calls('GET settings/einvoices')).toEqual([]);
  });
});
