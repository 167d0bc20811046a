/**
 * Enter in the till's search box adds from the results of what is in the box. Typing runs ahead of
 * the search: when Enter comes before the answer to the last keystrokes, the results still shown
 * are those of an earlier query, and the cashier would get another product than the one typed.
 * Real till database (fake-indexeddb) and search; the search of the changed query is held back.
 * An add that finishes late (a slow tablet) leaves a code typed after it in the box, and an add that
 * adds nothing (a barcode no product carries, a product stopped) says so in Vietnamese.
 */
import { ChakraProvider } from '@chakra-ui/react';
import Dexie from 'dexie';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { resetTicket } from '../../../src/domain/orders';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { ProductSearch as TillSearch } from '../../../src/db/product-search';
import { ticketAtom } from '../../../src/features/pos/atoms';
import { ProductSearch } from '../../../src/features/pos/product-search';
import { posScreens } from '../../../src/i18n/pos-screens';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';

let session: TillSession;
/** Searches of this query never answer (a slow device); cleared before Enter, whose own search answers. */
let heldQuery = '';

const product = (name: string, barcode: string) => ({
  id: uuidv7(),
  name,
  code: `SP${barcode.slice(-6)}`,
  drug_class: 'otc' as const,
  tracking_type: 'basic' as const,
  stock_on_hand: 100,
  sale_price: 2_000,
  is_active: true,
  units: [{ id: uuidv7(), uom_id: uuidv7(), factor: 1, price: 2_000, barcode }],
});

beforeEach(async () => {
  const db = new TillDb(uuidv7());
  await db.products.bulkPut([
    product('Amoxicillin 250mg Imexpharm', '8930000000250'),
    product('Amoxicillin 500mg Domesco', '8930000000500'),
    product('Ampicillin 500mg', '8930000000999'),
  ]);
  const search = new TillSearch(db);
  await search.build();
  heldQuery = '';
  session = tillSession(db, {
    search: new Proxy(search, {
      get(target, key, receiver) {
        if (key !== 'search') return Reflect.get(target, key, receiver);
        return (value: string, limit?: number) =>
          value === heldQuery ? new Promise<never>(() => undefined) : target.search(value, limit);
      },
    }),
  });
  appStore.set(ticketAtom, resetTicket());
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

const cartNames = () => appStore.get(ticketAtom).items.map((item) => item.name);

describe('Enter in the POS search box', () => {
  it('adds from the results of the query in the box, not of the one before it still shown', async () => {
    const input = renderSearch();
    fireEvent.input(input, { target: { value: 'amoxicillin 250' } });
    const results = await screen.findByTestId('product-results');
    expect(within(results).getByText('Amoxicillin 250mg Imexpharm')).toBeInTheDocument();

    // The cashier corrects the strength; the answer to it has not come yet when Enter is pressed.
    heldQuery = 'amoxicillin 500';
    fireEvent.input(input, { target: { value: 'amoxicillin 500' } });
    expect(within(results).getByText('Amoxicillin 250mg Imexpharm')).toBeInTheDocument();
    heldQuery = '';
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await vi.waitFor(() => expect(cartNames()).toEqual(['Amoxicillin 500mg Domesco']));
    expect(input).toHaveValue('');
  });

  it('adds nothing for an empty box', async () => {
    const input = renderSearch();
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(cartNames()).toEqual([]);
  });

  it('keeps the results of the next query when the box is left and taken again at once', async () => {
    const input = renderSearch();
    fireEvent.input(input, { target: { value: 'amoxicillin 250' } });
    await screen.findByTestId('product-results');
    // A click on a result leaves the box; the cashier is back in it and typing within 200 ms.
    fireEvent.blur(input);
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: 'amoxicillin 500' } });
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('product-results')).getByText('Amoxicillin 500mg Domesco')).toBeInTheDocument(),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(within(screen.getByTestId('product-results')).getByText('Amoxicillin 500mg Domesco')).toBeInTheDocument();
    expect(input).toHaveValue('amoxicillin 500');
  });

  it('closes the list a moment after the box is left for good', async () => {
    const input = renderSearch();
    fireEvent.input(input, { target: { value: 'amoxicillin 250' } });
    await screen.findByTestId('product-results');
    fireEvent.blur(input);
    await vi.waitFor(() => expect(screen.queryByTestId('product-results')).not.toBeInTheDocument());
    expect(input).toHaveValue('');
  });

  it('a slow add from a click leaves the barcode typed after it in the box', async () => {
    const input = renderSearch();
    fireEvent.input(input, { target: { value: 'amoxicillin 250' } });
    const results = await screen.findByTestId('product-results');
    // The cart write of this add is held back: the tablet is slow.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const put = session.db.cart.put.bind(session.db.cart);
    vi.spyOn(session.db.cart, 'put').mockImplementationOnce((...args) =>
      Dexie.Promise.resolve(held).then(() => put(...args)),
    );
    fireEvent.click(within(results).getByText('Amoxicillin 250mg Imexpharm'));
    fireEvent.blur(input);
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: '8930000000500' } });
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('product-results')).getByText('Amoxicillin 500mg Domesco')).toBeInTheDocument(),
    );
    await act(async () => release());
    await vi.waitFor(() => expect(cartNames()).toEqual(['Amoxicillin 250mg Imexpharm']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(input).toHaveValue('8930000000500');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    await vi.waitFor(() => expect(cartNames()).toEqual(['Amoxicillin 250mg Imexpharm', 'Amoxicillin 500mg Domesco']));
    expect(input).toHaveValue('');
    // The scanned product stays listed under the box, and the list says it was added.
    await vi.waitFor(() =>
      expect(screen.getByTestId('scan-notice')).toHaveTextContent(posScreens.search.added('Amoxicillin 500mg Domesco')),
    );
    expect(screen.getByTestId('product-results')).toHaveTextContent('Amoxicillin 500mg Domesco');
  });

  /** The shop stopped selling a product after the till's index was built (it catches up at the next sync). */
  async function stopSelling(name: string) {
    const row = (await session.db.products.toArray()).find((candidate) => candidate.name === name);
    if (row) await session.db.products.put({ ...row, is_active: false });
  }

  it('says so when Enter on a barcode adds nothing: no product carries it, or none the till sells', async () => {
    const input = renderSearch();
    fireEvent.input(input, { target: { value: '8930000000123' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(await screen.findByTestId('scan-notice')).toHaveTextContent(
      'Không có sản phẩm nào mang mã vạch 8930000000123.',
    );

    // A stopped product is out of the till's catalogue: its barcode is not one the till sells.
    await stopSelling('Ampicillin 500mg');
    fireEvent.input(input, { target: { value: '8930000000999' } });
    expect(screen.queryByTestId('scan-notice')).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(await screen.findByTestId('scan-notice')).toHaveTextContent(
      'Không có sản phẩm nào mang mã vạch 8930000000999.',
    );
    expect(cartNames()).toEqual([]);
  });

  it('says so when a product clicked in the list cannot be sold', async () => {
    const input = renderSearch();
    fireEvent.input(input, { target: { value: 'ampicillin' } });
    const results = await screen.findByTestId('product-results');
    await stopSelling('Ampicillin 500mg');
    fireEvent.click(within(results).getByText('Ampicillin 500mg'));
    expect(await screen.findByTestId('scan-notice')).toHaveTextContent('Ampicillin 500mg đã ngừng kinh doanh');
    expect(cartNames()).toEqual([]);
  });
});
