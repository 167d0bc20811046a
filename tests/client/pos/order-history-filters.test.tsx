/**
 * /pos-orders history: the cashier filter takes its choices from GET /pos-orders/cashiers (which a
 * cashier may read, unlike the staff list) and narrows the list with `sold_by`; the till filter
 * takes the tills from the till's own copy (the tills list is the admin's: SPEC §6). The dates are
 * the shared DD/MM/YYYY range filter, sent as `date_from`/`date_to` in YYYY-MM-DD.
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
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { monthStart, todayInShop } from '../../../src/domain/shop-clock';
import { createQueryClient } from '../../../src/api/query-client';
import { system } from '../../../src/components/ui/system';
import type { PosOrderSummary } from '../../../src/domain/pos-orders-api';
import { PosOrderList, type PosOrderSearch } from '../../../src/features/pos/pos-order-list';
import { TillDb } from '../../../src/db/database';
import { tillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { v7 as uuidv7 } from 'uuid';
import { useApiServer } from '../auth/api-server';
import { HUNG, signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const ADMIN = '0190f3a0-0000-7000-8000-0000000000a1';
const CASHIER = '0190f3a0-0000-7000-8000-0000000000a2';
const TILL = '0190f3a0-0000-7000-8000-0000000000b1';

const summary = (n: number, seller: { id: string; name: string }): PosOrderSummary => ({
  id: `0190f3a0-0000-7000-8000-00000000010${n}`,
  code: `HD-Q1-00000${n}`,
  type: 'sale',
  status: 'paid',
  ordered_at: '2026-11-22T02:00:00.000Z',
  synced_at: '2026-11-22T02:00:05.000Z',
  created_offline: false,
  pos_setting: { id: TILL, name: 'Quầy 1' },
  register_session_id: '0190f3a0-0000-7000-8000-0000000000c1',
  sold_by: seller.id,
  seller,
  customer: null,
  subtotal: 12_000,
  discount_amount: 0,
  grand_total: 12_000,
  total_paid: 12_000,
  total_return: 0,
  debt_amount: 0,
  return_for: null,
  review_flag_count: 0,
});

const lan = { id: ADMIN, name: 'Nguyễn Thị Lan' };
const hung = { id: CASHIER, name: 'Trần Văn Hùng' };
const orders = [summary(1, lan), summary(2, hung)];

const api = useApiServer();
beforeEach(() => {
  signIn({ ...HUNG, id: CASHIER });
  api.on('GET pos-orders', (request) => {
    const soldBy = request.query.get('sold_by');
    const data = orders.filter((o) => !soldBy || o.sold_by === soldBy);
    return { body: { data, meta: { page: 1, page_size: 20, total: data.length } } };
  });
});

function History() {
  const [search, setSearch] = useState<PosOrderSearch>({});
  return (
    <PosOrderList search={search} onSearchChange={(patch) => setSearch((current) => ({ ...current, ...patch }))} />
  );
}

async function renderHistory() {
  const db = new TillDb(uuidv7());
  await db.synced('pos_settings').put({ id: TILL, name: 'Quầy 1', deleted_at: null });
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: '/pos-orders', component: History });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/pos-orders'] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <TillSessionProvider session={tillSession(db)}>
          <RouterProvider router={router} />
        </TillSessionProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const slow = { timeout: 10_000 };
const codesShown = () =>
  within(screen.getByRole('table'))
    .queryAllByText(/^HD-Q1-/)
    .map((cell) => cell.textContent);

describe('order history cashier filter', () => {
  it('offers the users who made orders and lists only the chosen cashier’s orders', async () => {
    api.on('GET pos-orders/cashiers', { body: { data: [lan, hung] } });
    await renderHistory();
    await waitFor(() => expect(codesShown()).toEqual(['HD-Q1-000001', 'HD-Q1-000002']), slow);
    const filter = await screen.findByRole('combobox', { name: 'Thu ngân' }, slow);
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Thu ngân: Tất cả', 'Nguyễn Thị Lan', 'Trần Văn Hùng']);

    await user.selectOptions(filter, CASHIER);
    await waitFor(() => expect(codesShown()).toEqual(['HD-Q1-000002']), slow);
    expect(api.calls('GET pos-orders').at(-1)!.query.get('sold_by')).toBe(CASHIER);
    expect(api.calls('GET staffs')).toEqual([]);
    expect(api.calls('GET pos-settings')).toEqual([]);

    await user.selectOptions(filter, '');
    await waitFor(() => expect(codesShown()).toEqual(['HD-Q1-000001', 'HD-Q1-000002']), slow);
    expect(api.calls('GET pos-orders').at(-1)!.query.has('sold_by')).toBe(false);
  });

  it('shows no cashier filter while no one has sold yet', async () => {
    api.on('GET pos-orders/cashiers', { body: { data: [] } });
    await renderHistory();
    await waitFor(() => expect(api.calls('GET pos-orders/cashiers')).toHaveLength(1), slow);
    await screen.findByRole('combobox', { name: 'Quầy' }, slow);
    await waitFor(() => expect(codesShown()).toHaveLength(2), slow);
    expect(screen.queryByRole('combobox', { name: 'Thu ngân' })).toBeNull();
  });
});

describe('order history date filter', () => {
  it('takes DD/MM/YYYY dates under "Từ ngày" and "Đến ngày" and asks for those days', async () => {
    api.on('GET pos-orders/cashiers', { body: { data: [] } });
    await renderHistory();
    await waitFor(() => expect(codesShown()).toHaveLength(2), slow);
    expect(screen.getByText('Từ ngày')).toBeTruthy();
    expect(screen.getByText('Đến ngày')).toBeTruthy();
    const from = document.querySelector<HTMLInputElement>('input[name="from"]')!;
    const to = document.querySelector<HTMLInputElement>('input[name="to"]')!;
    expect(from.type).toBe('text');
    expect(from.placeholder).toBe('DD/MM/YYYY');

    await user.type(from, '01/11/2026');
    await user.type(to, '02/11/2026');
    await waitFor(() => {
      const query = api.calls('GET pos-orders').at(-1)!.query;
      expect([query.get('date_from'), query.get('date_to')]).toEqual(['2026-11-01', '2026-11-02']);
    }, slow);
    // Clearing a field drops its bound; no half-typed date is ever sent.
    await user.clear(from);
    await waitFor(() => expect(api.calls('GET pos-orders').at(-1)!.query.has('date_from')).toBe(false), slow);
    expect(api.calls('GET pos-orders').at(-1)!.query.get('date_to')).toBe('2026-11-02');
    const sent = api.calls('GET pos-orders').flatMap((c) => [c.query.get('date_from'), c.query.get('date_to')]);
    expect(sent.filter((d) => d !== null && !/^\d{4}-\d{2}-\d{2}$/.test(d))).toEqual([]);
  });
});

describe('the sales book from the order history', () => {
  it('downloads the GPP sales book of this month when no dates are chosen', async () => {
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:book');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    api.on('GET pos-orders/cashiers', { body: { data: [] } });
    api.on('GET pos-orders/export', { body: 'xlsx' });
    await renderHistory();
    await user.click(await screen.findByRole('button', { name: 'Xuất Excel' }, slow));
    const today = todayInShop();
    await waitFor(() => expect(downloads).toEqual([`so-theo-doi-ban-thuoc-${monthStart(today)}-${today}.xlsx`]), slow);
    expect(Object.fromEntries(api.calls('GET pos-orders/export')[0]!.query)).toEqual({
      from: monthStart(today),
      to: today,
    });
    click.mockRestore();
  });
});
