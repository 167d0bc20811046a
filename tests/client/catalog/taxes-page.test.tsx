/**
 * /settings/taxes: the tax form has the VAT category (subject to VAT, or not subject: KCT), a KCT
 * tax reads "KCT" in the list (not "0%"), and a new KCT tax is sent with its category.
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
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import type { ListSearch } from '../../../src/components/data-table/list-search';
import { system } from '../../../src/components/ui/system';
import { TaxesPage } from '../../../src/features/settings/taxes-page';
import { uiKit } from '../../../src/i18n/ui-kit';
import { useApiServer } from '../auth/api-server';
import { LAN, signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const slow = { timeout: 10_000 };

const record = (id: string, name: string, rate: number, vat_category: 'rate' | 'kct') => ({
  id,
  name,
  rate,
  vat_category,
  included_in_price: true,
  note: null,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  version: 1,
});

const api = useApiServer();
beforeEach(() => {
  signIn(LAN);
  const data = [
    record('0190f3a0-0000-7000-8000-000000000101', 'Không chịu thuế', 0, 'kct'),
    record('0190f3a0-0000-7000-8000-000000000102', 'Thuế suất 0%', 0, 'rate'),
    record('0190f3a0-0000-7000-8000-000000000103', 'VAT 5%', 5, 'rate'),
  ];
  api.on('GET taxes', { body: { data, meta: { page: 1, page_size: 20, total: data.length } } });
  api.on('POST taxes', (request) => ({
    status: 201,
    body: { data: record('0190f3a0-0000-7000-8000-000000000104', 'x', 0, 'kct'), echo: request.body },
  }));
});

function Page() {
  const [search, setSearch] = useState<ListSearch>({});
  return <TaxesPage search={search} onSearchChange={(patch) => setSearch((s) => ({ ...s, ...patch }))} />;
}

function renderPage() {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/settings/taxes', component: Page });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/settings/taxes'] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('the taxes page', { timeout: 30_000 }, () => {
  it('shows the category, KCT apart from 0%, and creates a KCT tax with its category', async () => {
    renderPage();
    await screen.findByText('Không chịu thuế', {}, slow);
    expect(within(rowOf('Không chịu thuế')).getByText('KCT')).toBeTruthy();
    expect(within(rowOf('Không chịu thuế')).getByText('Không chịu thuế (KCT)')).toBeTruthy();
    expect(within(rowOf('Không chịu thuế')).queryByText('0%')).toBeNull();
    expect(within(rowOf('Thuế suất 0%')).getByText('0%')).toBeTruthy();
    expect(within(rowOf('Thuế suất 0%')).getByText('Chịu thuế')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Thêm thuế' }));
    const category = await screen.findByRole('combobox', { name: 'Loại thuế' }, slow);
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Chịu thuế', 'Không chịu thuế (KCT)']);
    await user.type(screen.getByRole('textbox', { name: 'Tên thuế' }), 'Hàng không chịu thuế');
    await user.selectOptions(category, 'kct');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Thuế suất' }), '0');
    await user.click(screen.getByRole('button', { name: uiKit.form.save }));
    await waitFor(() => expect(api.calls('POST taxes')).toHaveLength(1), slow);
    expect(api.calls('POST taxes')[0]!.body).toMatchObject({
      name: 'Hàng không chịu thuế',
      vat_category: 'kct',
      rate: 0,
    });
  });
});
