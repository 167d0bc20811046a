/**
 * Sản phẩm → Thêm sản phẩm: a larger unit whose price is left empty is sent at the base price
 * times its factor, what its placeholder shows, never at 0 ₫; a typed 0 stays 0; an empty base
 * price is asked for before anything is sent. A supplement's number on a product classed as a drug
 * says so, and one click makes it goods.
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
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../../src/api/query-client';
import { system } from '../../../src/components/ui/system';
import { ProductForm } from '../../../src/features/catalog/product-form';
import { useApiServer } from '../auth/api-server';
import { LAN, signIn } from '../signed-in';

configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ delay: null });

const UOMS = [
  { id: '0190f3a0-0000-7000-8000-000000000001', name: 'Viên' },
  { id: '0190f3a0-0000-7000-8000-000000000002', name: 'Vỉ' },
  { id: '0190f3a0-0000-7000-8000-000000000003', name: 'Hộp' },
].map((uom) => ({
  ...uom,
  note: null,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  version: 1,
}));

const list = (data: unknown[]) => ({ body: { data, meta: { page: 1, page_size: 100, total: data.length } } });

const api = useApiServer();
beforeEach(() => {
  signIn(LAN);
  for (const path of ['categories', 'tags', 'taxes', 'vendors']) api.on(`GET ${path}`, list([]));
  api.on('GET uoms', list(UOMS));
  // The body is checked from the record of calls; the answer only has to end the save.
  api.on('POST products', { status: 400, body: { code: 'validation_error', message: 'x', errors: {} } });
});

function renderCreate() {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/products', component: () => <p>Danh sách</p> }),
    createRoute({
      getParentRoute: () => root,
      path: '/products/create',
      component: () => <ProductForm onDone={() => undefined} />,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/products/create'] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

async function fillUnit(index: number, uom: string, factor: string | null, price: string) {
  const row = screen.getByTestId(`unit-row-${index}`);
  await user.selectOptions(within(row).getByRole('combobox'), uom);
  if (factor !== null) await user.type(within(row).getByLabelText(`Quy đổi ${index + 1}`), factor);
  if (price !== '') await user.type(within(row).getByLabelText(`Giá bán ${index + 1}`), price);
}

/** Viên 1.000 ₫, then Vỉ × 10 and Hộp × 100 with the given prices ('' leaves the field empty). */
async function fillParacetamol(basePrice: string, blisterPrice: string, boxPrice: string) {
  renderCreate();
  await user.type(await screen.findByRole('textbox', { name: /Tên sản phẩm/ }), 'Paracetamol 500mg');
  await screen.findByRole('option', { name: 'Viên' });
  await fillUnit(0, 'Viên', null, basePrice);
  await user.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
  await fillUnit(1, 'Vỉ', '10', blisterPrice);
  await user.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
  await fillUnit(2, 'Hộp', '100', boxPrice);
}

const sentPrices = () =>
  (api.calls('POST products')[0]!.body as { units: { factor: number; price: number }[] }).units.map((u) => [
    u.factor,
    u.price,
  ]);

describe('the product form, units without a price', { timeout: 30_000 }, () => {
  it('sends an empty larger unit at the base price times its factor, as the placeholder says', async () => {
    await fillParacetamol('1000', '', '');
    expect(screen.getByLabelText('Giá bán 2')).toHaveValue('');
    expect(screen.getByLabelText('Giá bán 2')).toHaveAttribute('placeholder', '10.000');
    expect(screen.getByLabelText('Giá bán 3')).toHaveAttribute('placeholder', '100.000');
    expect(screen.getByLabelText('Giá bán 2')).toHaveAccessibleDescription('Để trống: giá Viên × 10 = 10.000 ₫');
    expect(screen.getByText('Để trống: giá Viên × 100 = 100.000 ₫')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('POST products')).toHaveLength(1));
    expect(sentPrices()).toEqual([
      [1, 1000],
      [10, 10_000],
      [100, 100_000],
    ]);
  });

  it('keeps a typed price, 0 included (a free sample)', async () => {
    await fillParacetamol('1000', '0', '95000');
    expect(screen.queryByText(/Để trống: giá/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('POST products')).toHaveLength(1));
    expect(sentPrices()).toEqual([
      [1, 1000],
      [10, 0],
      [100, 95_000],
    ]);
  });

  it('asks for the base price instead of saving the units at 0 ₫', async () => {
    await fillParacetamol('', '', '');
    expect(screen.getByLabelText('Giá bán 1')).not.toHaveAttribute('placeholder');
    expect(screen.getByText('Để trống: giá Viên × 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    const baseRow = screen.getByTestId('unit-row-0');
    expect(await within(baseRow).findByText('Vui lòng nhập giá bán của đơn vị cơ bản.')).toBeInTheDocument();
    // The larger units say nothing of their own: the base price is what is missing.
    expect(within(screen.getByTestId('unit-row-1')).queryByText(/Vui lòng/)).not.toBeInTheDocument();
    expect(api.calls('POST products')).toHaveLength(0);
  });
});

describe('the product form, a number that is not a drug’s', { timeout: 30_000 }, () => {
  it('says whose number it is, and marks the product as goods in one click', async () => {
    await fillParacetamol('1000', '', '');
    const hint = 'Đây là số công bố thực phẩm bảo vệ sức khỏe, không phải số đăng ký thuốc.';
    await user.type(screen.getByRole('textbox', { name: /Số đăng ký/ }), 'VD-12345-19');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: /Số đăng ký/ });
    await user.clear(number);
    await user.type(number, '4521/2023/ĐKSP');
    expect(screen.getByText(hint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Đánh dấu là hàng hóa' }));
    expect(screen.getByRole('combobox', { name: /Loại thuốc/ })).toHaveValue('none');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    // The click changed the class only: nothing was saved.
    expect(api.calls('POST products')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls('POST products')).toHaveLength(1));
    expect(api.calls('POST products')[0]!.body).toMatchObject({
      drug_class: 'none',
      registration_number: '4521/2023/ĐKSP',
    });
  });
});
