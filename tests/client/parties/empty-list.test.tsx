/**
 * An empty list says what belongs in it and offers the page that adds one, to those who may open
 * that page; a search that finds nothing says so and offers to clear it instead.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { VendorList } from '../../../src/features/vendors/vendor-pages';
import type { vendorSearchSchema } from '../../../src/features/vendors/vendor-search';
import type { SearchOf } from '../../../src/domain/search-params';
import { useApiServer } from '../auth/api-server';
import { HUNG, LAN, signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const user = userEvent.setup({ delay: null });
const EMPTY = 'Chưa có nhà cung cấp nào. Đơn nhập hàng cần một nhà cung cấp.';

const api = useApiServer();
beforeEach(() => {
  api.on('GET vendors', { body: { data: [], meta: { page: 1, page_size: 20, total: 0 } } });
});

function Page() {
  const [search, setSearch] = useState<SearchOf<typeof vendorSearchSchema>>({});
  return <VendorList search={search} onSearchChange={(patch) => setSearch((s) => ({ ...s, ...patch }))} />;
}

const addLinks = () => screen.queryAllByRole('link', { name: /Thêm nhà cung cấp/ });

describe('an empty list', { timeout: 45_000 }, () => {
  it('says what goes in it and links to the form, in the header and in the list', async () => {
    signIn(LAN);
    renderAt('/vendors', () => <Page />, { '/vendors/create': 'viewVendorForm' });
    const empty = await screen.findByText(EMPTY, undefined, { timeout: 15_000 });
    expect(addLinks()).toHaveLength(2);
    const inList = within(empty.closest('td')!).getByRole('link', { name: /Thêm nhà cung cấp/ });
    expect(inList.getAttribute('href')).toBe('/vendors/create');
  });

  it('offers no form to one who may not open it', async () => {
    signIn(HUNG);
    renderAt('/vendors', () => <Page />, { '/vendors/create': 'viewVendorForm' });
    await screen.findByText(EMPTY, undefined, { timeout: 15_000 });
    expect(addLinks()).toHaveLength(0);
  });

  it('after a search that finds nothing, offers to clear it rather than to add', async () => {
    signIn(LAN);
    renderAt('/vendors', () => <Page />, { '/vendors/create': 'viewVendorForm' });
    await screen.findByText(EMPTY, undefined, { timeout: 15_000 });
    await user.type(screen.getByRole('searchbox'), 'abc');
    await screen.findByText('Không tìm thấy kết quả phù hợp', undefined, { timeout: 10_000 });
    expect(screen.queryByText(EMPTY)).toBeNull();
    expect(addLinks()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await screen.findByText(EMPTY, undefined, { timeout: 10_000 });
  });
});
