/**
 * The dashboard's first-steps card against GET /reports/getting-started (a real HTTP server stands
 * in for the API): the steps done and a link for each of the others; hidden for good on this device
 * when the owner hides it, gone when every step is done, never asked for by a cashier.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GettingStarted } from '../../../src/domain/getting-started';
import { GettingStartedCard } from '../../../src/features/dashboard/getting-started-card';
import { useApiServer } from '../auth/api-server';
import { HUNG, LAN, signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const api = useApiServer();
beforeEach(() => {
  localStorage.clear();
  signIn(LAN);
});

const NEW_SHOP: GettingStarted = {
  store: true,
  products: true,
  stock: false,
  staff: true,
  vietqr: false,
  einvoice: false,
  linkup: false,
  first_sale: false,
};

/** The pages the steps link to, as the app's routes name them (the card asks the settings page's permission). */
const TARGETS = {
  '/setup-store': undefined,
  '/products': undefined,
  '/purchase-orders/create': undefined,
  '/settings/staffs/create': 'viewSetting',
  '/settings/general': 'viewSetting',
  '/settings/einvoices': 'viewSetting',
  '/settings/link-up': 'viewSetting',
  '/pos': undefined,
} as const;

async function renderCard(status: GettingStarted, calls = 1) {
  api.on('GET reports/getting-started', { body: { data: status } });
  renderAt(
    '/',
    () => (
      <div data-testid="dashboard">
        <GettingStartedCard />
      </div>
    ),
    TARGETS,
  );
  await screen.findByTestId('dashboard', {}, { timeout: 10_000 });
  await waitFor(() => expect(api.calls('GET reports/getting-started')).toHaveLength(calls), { timeout: 10_000 });
}

describe("the dashboard's first steps", { timeout: 20_000 }, () => {
  it('shows what is done and links each step left to where it is done', async () => {
    await renderCard(NEW_SHOP);
    const card = await screen.findByTestId('getting-started', {}, { timeout: 10_000 });
    expect(within(card).getByRole('heading', { name: 'Bắt đầu với PharmaTill' })).toBeVisible();
    expect(screen.getByTestId('getting-started-progress')).toHaveTextContent('Đã xong 3/8 bước');

    const products = screen.getByTestId('step-products');
    expect(within(products).getByRole('img', { name: 'Đã xong' })).toBeInTheDocument();
    expect(within(products).queryByRole('link')).toBeNull();

    const links = {
      stock: ['Tạo đơn nhập hàng', '/purchase-orders/create'],
      vietqr: ['Nhập tài khoản ngân hàng', '/settings/general'],
      einvoice: ['Thiết lập hóa đơn điện tử', '/settings/einvoices'],
      linkup: ['Kết nối liên thông', '/settings/link-up'],
      first_sale: ['Mở màn hình bán hàng', '/pos'],
    };
    for (const [step, [name, href]] of Object.entries(links)) {
      const row = screen.getByTestId(`step-${step}`);
      expect(row).toHaveAttribute('data-done', 'false');
      expect(within(row).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByTestId('step-stock')).toHaveTextContent(
      'Tạo đơn nhập hàng cho hàng đang có ở quầy, kèm số lô và hạn dùng.',
    );
  });

  it('stays hidden on this device once hidden, without asking the server again', async () => {
    await renderCard(NEW_SHOP);
    fireEvent.click(await screen.findByRole('button', { name: 'Ẩn hướng dẫn bắt đầu' }, { timeout: 10_000 }));
    await waitFor(() => expect(screen.queryByTestId('getting-started')).toBeNull());
    cleanup();
    api.reset();
    await renderCard(NEW_SHOP, 0);
    expect(screen.queryByTestId('getting-started')).toBeNull();
    expect(api.calls('GET reports/getting-started')).toHaveLength(0);

    // Another shop signed in on the same device still sees its own.
    cleanup();
    signIn({ ...LAN, tenant_id: 'another-shop' });
    await renderCard(NEW_SHOP);
    expect(await screen.findByTestId('getting-started', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('is gone once every step is done, and not asked for again on this device', async () => {
    await renderCard({ ...NEW_SHOP, stock: true, vietqr: true, einvoice: true, linkup: true, first_sale: true });
    // The request was received; the answer is read and remembered a moment later.
    await waitFor(() => expect(localStorage.getItem('getting_started_hidden')).toContain('"t"'));
    expect(screen.queryByTestId('getting-started')).toBeNull();
    cleanup();
    api.reset();
    await renderCard(NEW_SHOP, 0);
    expect(api.calls('GET reports/getting-started')).toHaveLength(0);
  });

  it('is not asked for by a cashier', async () => {
    signIn(HUNG);
    await renderCard(NEW_SHOP, 0);
    expect(screen.queryByTestId('getting-started')).toBeNull();
  });
});
