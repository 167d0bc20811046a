import { ChakraProvider } from '@chakra-ui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Column, DataTable } from '../../../src/components/data-table/data-table';
import { type ListSearch, listSearchSchema, pageOf, pageSizeOf } from '../../../src/components/data-table/list-search';
import { system } from '../../../src/components/ui/system';

interface Row {
  id: string;
  name: string;
}

/** 45 products; the table shows the page the URL asks for, like the server would. */
const ALL: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: String(i + 1), name: `Thuốc số ${i + 1}` }));
const columns: Column<Row>[] = [{ key: 'name', header: 'Tên', sortField: 'name', cell: (r) => r.name }];

function renderListAt(url: string) {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: listSearchSchema,
    component: function List() {
      const search = list.useSearch() as ListSearch;
      const navigate = list.useNavigate();
      const size = pageSizeOf(search);
      const matching = ALL.filter((r) => !search.search || r.name.includes(search.search));
      const rows = matching.slice((pageOf(search) - 1) * size, pageOf(search) * size);
      return (
        <DataTable
          columns={columns}
          rows={rows}
          total={matching.length}
          rowKey={(r) => r.id}
          search={search}
          onSearchChange={(patch) =>
            void navigate({ search: ((prev: ListSearch) => ({ ...prev, ...patch })) as never })
          }
          isLoading={false}
          error={null}
          onRetry={() => undefined}
        />
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

describe('the data table', { timeout: 20_000 }, () => {
  it('pages through server-side pages and keeps the page in the URL', async () => {
    const router = renderListAt('/list?page=2');
    expect(await screen.findByText('Thuốc số 21')).toBeInTheDocument();
    expect(screen.getByTestId('table-range')).toHaveTextContent('21–40 trên 45');
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 3 }));
    expect(screen.getByTestId('table-range')).toHaveTextContent('41–45 trên 45');
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
  });

  it('the page-size picker is labelled in Vietnamese and goes back to the first page', async () => {
    const router = renderListAt('/list?page=2');
    expect(await screen.findByText('mục mỗi trang')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'mục mỗi trang' }), '50');
    await waitFor(() => expect(router.state.location.search).toEqual({ page_size: 50 }));
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–45 trên 45');
  });

  it('search is debounced into the URL and resets paging', async () => {
    const router = renderListAt('/list?page=2');
    await screen.findByText('Thuốc số 21');
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'số 4');
    expect(router.state.location.search).toMatchObject({ page: 2 });
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'số 4' }), { timeout: 2000 });
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–7 trên 7');
  });

  it('a sortable header cycles ascending, descending, none', async () => {
    const router = renderListAt('/list');
    const header = await screen.findByRole('button', { name: /Tên/ });
    await userEvent.click(header);
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name' }));
    await userEvent.click(header);
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: '-name' }));
    await userEvent.click(header);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('a hand-edited URL falls back to defaults instead of breaking the page', async () => {
    expect(listSearchSchema({ page: '-3', page_size: '7', sort: 'name;drop', search: 'paracetamol' })).toEqual({
      search: 'paracetamol',
    });
    renderListAt('/list?page_size=9999');
    expect(await screen.findByText('Thuốc số 20')).toBeInTheDocument();
    expect(screen.queryByText('Thuốc số 21')).not.toBeInTheDocument();
  });

  it('shows the empty state and the offline notice', async () => {
    renderListAt('/list?search=khong-co');
    expect(await screen.findByText('Không tìm thấy kết quả phù hợp')).toBeInTheDocument();
    await act(async () => {
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(/Bạn đang ngoại tuyến/)).toBeInTheDocument();
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  });

  it('offers to clear a search that finds nothing, keeping the page size and the sort', async () => {
    const router = renderListAt('/list?search=kh%C3%B4ng%20c%C3%B3&page_size=50&sort=-name');
    expect(await screen.findByText('Không tìm thấy kết quả phù hợp')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('không có');
    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(await screen.findByText('Thuốc số 1')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page_size: 50, sort: '-name' });
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
