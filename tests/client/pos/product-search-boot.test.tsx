/**
 * The till's search box while its index is still opening (a boot restoring the saved index, a
 * first load): a query typed then says the catalogue is loading, and is answered by itself once
 * the index is open, without typing again. With the index open, a query that matches nothing says
 * so. Real till database (fake-indexeddb) and search, as the signed-in tree provides them.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { ProductSearch as TillSearch } from '../../../src/db/product-search';
import { ProductSearch } from '../../../src/features/pos/product-search';
import { posScreens } from '../../../src/i18n/pos-screens';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';

let session: TillSession;
let search: TillSearch;

beforeEach(async () => {
  const db = new TillDb(uuidv7());
  const product = uuidv7();
  await db.products.put({
    id: product,
    name: 'Panadol 500mg',
    code: 'SP000111',
    drug_class: 'otc',
    tracking_type: 'basic',
    stock_on_hand: 130,
    sale_price: 1500,
    is_active: true,
    units: [{ id: uuidv7(), uom_id: uuidv7(), factor: 1, price: 1500, barcode: '8935034011000' }],
  });
  // Not built yet: the index of a till that has just booted.
  search = new TillSearch(db);
  session = tillSession(db, { search });
});

function renderSearch() {
  render(
    <ChakraProvider value={system}>
      <JotaiProvider store={appStore}>
        <TillSessionProvider session={session}>
          <ProductSearch />
        </TillSessionProvider>
      </JotaiProvider>
    </ChakraProvider>,
  );
  return screen.getByRole('textbox', { name: posScreens.search.label });
}

describe('the POS search box at boot', () => {
  it('says the catalogue is loading, then answers the typed query once the index is open', async () => {
    const input = renderSearch();
    fireEvent.input(input, { target: { value: 'panadol' } });
    expect(await screen.findByText(posScreens.search.notReady)).toBeInTheDocument();
    expect(screen.queryByText(posScreens.search.noResults)).not.toBeInTheDocument();

    await act(() => search.build());
    const results = await screen.findByTestId('product-results', {}, { timeout: 5_000 });
    expect(within(results).getByText('Panadol 500mg')).toBeInTheDocument();
    expect(screen.queryByText(posScreens.search.notReady)).not.toBeInTheDocument();
    expect(input).toHaveValue('panadol');
  });

  it('with the index open, says that nothing matched', async () => {
    await search.build();
    const input = renderSearch();
    fireEvent.input(input, { target: { value: 'khongcothuocnay' } });
    expect(await screen.findByText(posScreens.search.noResults)).toBeInTheDocument();
    expect(screen.queryByText(posScreens.search.notReady)).not.toBeInTheDocument();
  });
});
