/**
 * The vendor list: "Chỉ nhà cung cấp còn nợ" asks the server for the vendors still owed (and back
 * to page one), and the debt column sorts by what is owed, largest first on the second click.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { VendorList } from '../../../src/features/vendors/vendor-pages';
import type { vendorSearchSchema } from '../../../src/features/vendors/vendor-search';
import type { SearchOf } from '../../../src/domain/search-params';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const user = userEvent.setup({ delay: null });

const api = useApiServer();
beforeEach(() => {
  signIn();
  // A hundred vendors, so page 3 exists: a page past the end is turned back to the last one.
  api.on('GET vendors', { body: { data: [], meta: { page: 3, page_size: 20, total: 100 } } });
});

function Page() {
  const [search, setSearch] = useState<SearchOf<typeof vendorSearchSchema>>({ page: 3 });
  return <VendorList search={search} onSearchChange={(patch) => setSearch((s) => ({ ...s, ...patch }))} />;
}

const lastQuery = () => {
  const calls = api.calls('GET vendors');
  return Object.fromEntries(calls[calls.length - 1]!.query);
};

describe('the vendor list', { timeout: 45_000 }, () => {
  it('asks for the vendors still owed, from the first page', async () => {
    renderAt('/vendors', () => <Page />);
    // The first render loads the list's modules; on a busy machine that takes more than a second.
    await waitFor(() => expect(api.calls('GET vendors').length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(lastQuery()).toMatchObject({ page: '3' });
    expect(lastQuery().has_debt).toBeUndefined();
    await user.click(screen.getByText('Chỉ nhà cung cấp còn nợ'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ has_debt: 'true' }));
    expect(lastQuery().page).toBe('1');
  });

  it('sorts by what is owed', async () => {
    renderAt('/vendors', () => <Page />);
    // The column is hidden below md (CSS), which jsdom does not lay out: found among hidden ones.
    const header = () => screen.getByRole('button', { name: /Công nợ/, hidden: true });
    await waitFor(() => expect(api.calls('GET vendors').length).toBeGreaterThan(0));
    await user.click(header());
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'debt' }));
    await user.click(header());
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: '-debt' }));
  });
});
