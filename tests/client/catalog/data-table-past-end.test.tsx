/**
 * A list opened at a page past its end (a hand-edited /products?page=99, or the last row of the
 * last page just deleted) moves to the last page with rows, replacing the URL's page so that Back
 * does not land on the empty page again. A table paged in local state moves the same way.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '../../../src/api/query-client';
import type { Resource } from '../../../src/api/resource';
import { type Column, DataTable } from '../../../src/components/data-table/data-table';
import { type ListSearch, listSearchSchema, pageOf, pageSizeOf } from '../../../src/components/data-table/list-search';
import { ResourceList } from '../../../src/components/data-table/resource-list';
import { system } from '../../../src/components/ui/system';

interface Row {
  id: string;
  name: string;
}

const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Thuốc số ${i + 1}` }));
const columns: Column<Row>[] = [{ key: 'name', header: 'Tên', cell: (r) => r.name }];

/** A server-paged resource over `rows`, answering like the API: an empty page past the end, the full total. */
function resourceOver(rows: Row[]): Resource<Row, never> {
  return {
    path: 'medicines',
    list: async (params) => {
      const page = Number(params.page ?? 1);
      const size = Number(params.page_size ?? 20);
      return { data: rows.slice((page - 1) * size, page * size), meta: { page, page_size: size, total: rows.length } };
    },
  } as Resource<Row, never>;
}

function renderListAt(url: string, rows: Row[]) {
  const queryClient = createQueryClient();
  const resource = resourceOver(rows);
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/list',
    validateSearch: listSearchSchema,
    component: function List() {
      const search = list.useSearch() as ListSearch;
      const navigate = list.useNavigate();
      return (
        <ResourceList
          resource={resource}
          columns={columns}
          search={search}
          onSearchChange={(patch) =>
            void navigate({ search: ((prev: ListSearch) => ({ ...prev, ...patch })) as never })
          }
        />
      );
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([list]),
    history: createMemoryHistory({ initialEntries: ['/list', url] }),
  });
  render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { router, queryClient };
}

describe('a list page past the end', { timeout: 20_000 }, () => {
  it('?page=99 of 313 rows goes to page 16 in place, and Back leaves the list', async () => {
    const { router } = renderListAt('/list?page=99', rowsOf(313));
    expect(await screen.findByText('Thuốc số 313')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 16 });
    expect(screen.getByTestId('table-range')).toHaveTextContent('301–313 trên 313');
    expect(screen.getByText('Trang 16/16')).toBeInTheDocument();
    expect(screen.queryByText('Chưa có dữ liệu')).not.toBeInTheDocument();
    await act(async () => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Thuốc số 1')).toBeInTheDocument();
  });

  it('deleting the last row of the last page shows the page before it', async () => {
    const rows = rowsOf(41);
    const { router, queryClient } = renderListAt('/list?page=3', rows);
    expect(await screen.findByText('Thuốc số 41')).toBeInTheDocument();
    rows.pop();
    await act(() => queryClient.invalidateQueries({ queryKey: ['medicines'] }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(await screen.findByText('Thuốc số 40')).toBeInTheDocument();
    expect(screen.getByTestId('table-range')).toHaveTextContent('21–40 trên 40');
    await act(async () => router.history.back());
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('an empty list at ?page=4 goes to the first page', async () => {
    const { router } = renderListAt('/list?page=4', []);
    expect(await screen.findByText('Chưa có dữ liệu')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByTestId('table-range')).toHaveTextContent('0–0 trên 0');
  });

  it('a table paged in local state moves back to its last page', async () => {
    const all = rowsOf(45);
    function LocalList() {
      const [search, setSearch] = useState<ListSearch>({ page: 7 });
      const size = pageSizeOf(search);
      return (
        <DataTable
          columns={columns}
          rows={all.slice((pageOf(search) - 1) * size, pageOf(search) * size)}
          total={all.length}
          rowKey={(r) => r.id}
          search={search}
          onSearchChange={(patch) => setSearch((s) => ({ ...s, ...patch }))}
          isLoading={false}
          error={null}
          onRetry={() => undefined}
        />
      );
    }
    render(
      <ChakraProvider value={system}>
        <LocalList />
      </ChakraProvider>,
    );
    expect(await screen.findByText('Thuốc số 45')).toBeInTheDocument();
    expect(screen.getByTestId('table-range')).toHaveTextContent('41–45 trên 45');
    await userEvent.click(screen.getByRole('button', { name: 'Trang trước' }));
    expect(await screen.findByText('Thuốc số 21')).toBeInTheDocument();
  });
});
