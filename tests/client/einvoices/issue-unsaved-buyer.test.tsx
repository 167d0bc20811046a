/**
 * A draft e-invoice whose buyer was typed but not saved: "Phát hành" does not issue it with the
 * buyer the server still has (a retail buyer, where the shop meant a company); it says to save the
 * buyer first. Once saved, it asks to issue as before.
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
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { setSessionTenant } from '../../../src/api/session';
import { AppToaster } from '../../../src/components/toaster';
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

const api = useApiServer();

const retail = { type: 'retail' as const, name: '', tax_code: '', address: '', email: '' };
const company = {
  type: 'company' as const,
  name: 'Công ty TNHH Thử Nghiệm',
  tax_code: '0104672912',
  address: '1 Phố Huế, Hà Nội',
  email: '',
};

function mount() {
  let stored = draft({ buyer: retail });
  api.on(`GET einvoices/${ID}`, () => ({ body: { data: stored } }));
  api.on(`PUT einvoices/${ID}`, (request) => {
    stored = { ...stored, buyer: (request.body as { buyer: typeof company }).buyer };
    return { body: { data: stored } };
  });
  api.on(`POST einvoices/${ID}/issue`, () => ({ body: { data: { ...stored, state: 'issued', number: 1 } } }));
  api.on('GET settings/einvoices', { body: { data: settings } });
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
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name=${name}]`)!;
// A select reports `change`; Preact's inputs listen to `input`.
const choose = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });

describe('issuing a draft whose buyer was changed', { timeout: 30_000 }, () => {
  it('asks to save the buyer first, and issues nothing with the old one', async () => {
    signIn({ ...LAN, roles: ['admin'] });
    setSessionTenant({ id: 't', name: 'Nhà thuốc Hồng Phúc', store: {} } as Tenant);
    mount();
    await screen.findByRole('button', { name: 'Lưu nháp' }, slow);
    choose('buyer_type', 'company');
    await waitFor(() => expect(field('buyer_tax_code')).toBeTruthy(), slow);
    type('buyer_name', company.name);
    type('buyer_tax_code', company.tax_code);
    type('buyer_address', company.address);

    fireEvent.click(screen.getByRole('button', { name: 'Phát hành' }));
    await screen.findByText(/Thông tin người mua đã sửa nhưng chưa lưu/, {}, slow);
    expect(screen.queryByText(/Phát hành hóa đơn này\?/)).toBeNull();
    expect(api.calls(`POST einvoices/${ID}/issue`)).toEqual([]);

    // Saved: the same button asks to issue, and the invoice goes with the company as its buyer.
    fireEvent.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(api.calls(`PUT einvoices/${ID}`)).toHaveLength(1), slow);
    await waitFor(() => expect(api.calls(`GET einvoices/${ID}`).length).toBeGreaterThan(1), slow);
    await waitFor(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Phát hành' }));
      await screen.findByText(/Phát hành hóa đơn này\?/, {}, { timeout: 500 });
    }, slow);
    expect(api.calls(`PUT einvoices/${ID}`)[0]!.body).toEqual({ buyer: company });
  });
});
