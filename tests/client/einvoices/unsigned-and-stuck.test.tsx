/**
 * What /einvoices and the certificate box of /settings/einvoices say in Vietnamese when invoices go
 * out unsigned (no certificate: the provider must sign, a cash-register invoice needs no
 * signature), and how a stuck invoice reads in the list.
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
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { system } from '../../../src/components/ui/system';
import type { EinvoiceSummary } from '../../../src/domain/einvoice/schemas';
import { EinvoiceList } from '../../../src/features/einvoices/einvoice-list';
import { CertificateUpload } from '../../../src/features/settings/certificate-upload';
import { einvoicesVi } from '../../../src/i18n/einvoices';
import { settingsText } from '../../../src/i18n/shop-settings';
import { useApiServer } from '../auth/api-server';
import { HUNG, LAN, signIn } from '../signed-in';

const slow = { timeout: 10_000 };

function summary(n: number, patch: Partial<EinvoiceSummary>): EinvoiceSummary {
  return {
    id: `0190f3a0-0000-7000-8000-00000000020${n}`,
    state: 'issued',
    relation: 'original',
    related_id: null,
    order_id: `0190f3a0-0000-7000-8000-00000000030${n}`,
    order_code: `HD-Q1-00000${n}`,
    buyer: { type: 'retail', name: `Khách ${n}`, tax_code: '', address: '', email: '' },
    template_code: '1',
    series: 'C26TAA',
    number: n,
    total_before_tax: 10_000,
    total_vat: 500,
    total: 10_500,
    issued_at: '2026-11-26T03:00:00.000Z',
    created_at: '2026-11-26T03:00:00.000Z',
    cash_register_code: null,
    delivery: 'accepted',
    delivery_message: null,
    stuck: false,
    signed: true,
    ...patch,
  };
}

const api = useApiServer();
beforeEach(() => {
  signIn(LAN);
});

function mount(node: () => ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/einvoices', component: node });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/einvoices'] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const listWith = (rows: EinvoiceSummary[]) => {
  api.on('GET einvoices', { body: { data: rows, meta: { page: 1, page_size: 20, total: rows.length } } });
  mount(() => <EinvoiceList search={{}} onSearchChange={() => undefined} />);
};

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('/einvoices', { timeout: 30_000 }, () => {
  it('says unsigned invoices are for the provider to sign, not for a cash-register invoice; shows a stuck one', async () => {
    listWith([
      summary(1, { signed: false }),
      summary(2, { signed: false, cash_register_code: 'M1-26-A1B2C-00070001234', series: 'C26MAA' }),
      summary(3, { delivery: 'waiting', stuck: true }),
    ]);
    await screen.findByText('Khách 1', {}, slow);
    // An admin is told where to fix it.
    expect(screen.getByTestId('unsigned-notice').textContent).toBe(
      `${einvoicesVi.unsigned.notice} ${einvoicesVi.unsigned.noticeAction}`,
    );
    expect(within(rowOf('Khách 1')).getByTestId('unsigned-badge').textContent).toBe('Chưa ký số – NCC ký');
    expect(within(rowOf('Khách 2')).queryByTestId('unsigned-badge')).toBeNull();
    expect(within(rowOf('Khách 3')).getByTestId('delivery-badge').textContent).toBe('Ngừng tự gửi – cần gửi lại');
  });

  it('does not tell a shop that has uploaded its certificate since that it has none', async () => {
    api.on('GET settings/einvoices', {
      body: {
        data: {
          provider: 'gateway',
          certificate: { subject: 'CN=Nhà thuốc An Khang', not_after: '2027-11-26T00:00:00.000Z' },
        },
      },
    });
    listWith([summary(1, { signed: false })]);
    await screen.findByText('Khách 1', {}, slow);
    await waitFor(
      () => expect(screen.getByTestId('unsigned-notice').textContent).toBe(einvoicesVi.unsigned.noticeSignedSince),
      slow,
    );
    expect(screen.getByTestId('unsigned-notice').textContent).not.toContain('chưa có chứng thư số nên');
  });

  it('does not send a cashier to settings they cannot open', async () => {
    signIn(HUNG);
    listWith([summary(1, { signed: false })]);
    await screen.findByText('Khách 1', {}, slow);
    expect(screen.getByTestId('unsigned-notice').textContent).toBe(einvoicesVi.unsigned.notice);
  });

  it('has no notice when every invoice is signed or a cash-register one', async () => {
    listWith([summary(1, {}), summary(2, { signed: false, cash_register_code: 'M1-26-A1B2C-00070001235' })]);
    await screen.findByText('Khách 1', {}, slow);
    expect(screen.queryByTestId('unsigned-notice')).toBeNull();
    expect(screen.queryByTestId('unsigned-badge')).toBeNull();
  });
});

describe('the certificate box of the e-invoice settings', { timeout: 30_000 }, () => {
  it('warns that with no certificate invoices go unsigned and the provider must sign them', async () => {
    api.on('GET settings/einvoices', { body: { data: { provider: 'gateway', certificate: null } } });
    mount(() => <CertificateUpload />);
    const warning = await screen.findByTestId('certificate-none', {}, slow);
    expect(warning.textContent).toBe(settingsText.einvoices.certificate.none);
    expect(warning.textContent).toContain('nhà cung cấp hóa đơn phải ký thay');
  });

  it('names the certificate in use instead', async () => {
    api.on('GET settings/einvoices', {
      body: { data: { certificate: { subject: 'CN=Nhà thuốc An Khang', not_after: '2027-11-26T00:00:00.000Z' } } },
    });
    mount(() => <CertificateUpload />);
    await screen.findByText('Đang dùng: CN=Nhà thuốc An Khang (hết hạn 26/11/2027)', {}, slow);
    expect(screen.queryByTestId('certificate-none')).toBeNull();
  });

  it('picks the file with a Vietnamese button, not the browser\'s own "Choose File", and names it', async () => {
    api.on('GET settings/einvoices', { body: { data: { provider: 'gateway', certificate: null } } });
    mount(() => <CertificateUpload />);
    await screen.findByTestId('certificate-none', {}, slow);
    expect(screen.getByTestId('certificate-file').textContent).toBe(settingsText.einvoices.certificate.noFile);
    const upload = screen.getByRole('button', { name: settingsText.einvoices.certificate.upload });
    expect(upload).toBeDisabled();
    const input = document.querySelector<HTMLInputElement>('input[name=certificate_file]')!;
    expect(input.hidden).toBe(true);
    expect(input.closest('label')?.textContent).toContain(settingsText.einvoices.certificate.choose);
    fireEvent.change(input, { target: { files: [new File(['x'], 'nha-thuoc.p12')] } });
    expect(screen.getByTestId('certificate-file').textContent).toBe('nha-thuoc.p12');
    expect(upload).toBeEnabled();
  });
});
