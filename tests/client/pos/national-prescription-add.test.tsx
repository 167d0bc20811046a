/**
 * Adding a looked-up national e-prescription's drugs to the cart (real till database on
 * fake-indexeddb, the server's answer from a loopback stand-in): a double click adds them once, and
 * a quantity beyond what the prescription still allows is refused with the drug named, and letters,
 * an empty quantity or 0 are said under the field instead of the drug being dropped.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import type { NationalPrescription } from '../../../src/domain/eprescription';
import { resetTicket } from '../../../src/domain/orders';
import { dialogAtom, ticketAtom } from '../../../src/features/pos/atoms';
import { NationalPrescriptionDialog } from '../../../src/features/pos/national-prescription-dialog';
import { askNationalPrescription } from '../../../src/features/pos/pos-dialogs';
import { setSyncState } from '../../../src/till/sync-status';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const CODE = '79001k7m2q9x-c';
const ids = { product: uuidv7(), vien: uuidv7(), uomVien: uuidv7() };
let session: TillSession;
const api = useApiServer();

const national: NationalPrescription = {
  code: CODE,
  kind: 'c',
  date: '2026-11-25',
  status: 'new',
  patient_name: 'Nguyễn Văn An',
  patient_birth_date: '1968-03-12',
  patient_age: 58,
  patient_gender: 'male',
  patient_address: 'Quận 1',
  insurance_number: '',
  doctor_name: 'BS. Trần Thị Bích Ngọc',
  facility_code: '79001',
  facility: 'Bệnh viện Nhân dân 115',
  diagnosis: 'J01.9 - Viêm xoang cấp',
  advice: '',
  drugs: [
    {
      index: 0,
      national_drug_code: 'DQG0000101',
      name: 'Amoxicillin 500mg',
      brand: 'Amoxicillin 500mg',
      active_ingredient: 'Amoxicillin',
      strength: '500mg',
      unit: 'Viên',
      quantity: 21,
      dispensed: 0,
      remaining: 21,
      usage: 'Uống 1 viên x 3 lần/ngày',
      match: 'national_code',
      candidates: [
        {
          product_id: ids.product,
          code: 'SP000001',
          name: 'Amoxicillin 500mg Domesco',
          national_drug_code: 'DQG0000101',
          active_ingredient: 'Amoxicillin',
          strength: '500mg',
          unit_id: ids.vien,
          unit_name: 'Viên',
          factor: 1,
          stock_on_hand: 100,
        },
      ],
    },
  ],
};

beforeEach(async () => {
  api.on(`GET eprescriptions/${CODE}`, { body: { data: national } });
  signIn({ full_name: 'Thu ngân', roles: ['cashier'] });
  const db = new TillDb(uuidv7());
  await db.synced('uoms').put({ id: ids.uomVien, name: 'Viên' });
  await db.synced('products').put({
    id: ids.product,
    name: 'Amoxicillin 500mg Domesco',
    code: 'SP000001',
    drug_class: 'rx',
    tracking_type: 'basic',
    stock_on_hand: 100,
    sale_price: 1000,
    is_active: true,
    units: [{ id: ids.vien, uom_id: ids.uomVien, factor: 1, price: 1000, barcode: null }],
  });
  session = tillSession(db, { search: new ProductSearch(db) });
  appStore.set(ticketAtom, resetTicket());
  appStore.set(dialogAtom, null);
  setSyncState({ online: true });
});

async function lookUp() {
  render(
    <ChakraProvider value={system}>
      <JotaiProvider store={appStore}>
        <TillSessionProvider session={session}>
          <NationalPrescriptionDialog />
        </TillSessionProvider>
      </JotaiProvider>
    </ChakraProvider>,
  );
  act(() => askNationalPrescription(CODE));
  await screen.findByTestId('national-prescription');
  fireEvent.click(screen.getByTestId('national-drug-confirm-0').querySelector('input')!);
  await waitFor(() => expect(screen.getByTestId('national-drug-confirm-0')).toHaveAttribute('data-state', 'checked'));
}

describe('adding a national prescription to the cart', () => {
  it('adds the confirmed drugs once when the button is double-clicked', async () => {
    await lookUp();
    const add = screen.getByTestId('national-prescription-add');
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(appStore.get(dialogAtom)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(appStore.get(ticketAtom).items.map((item) => [item.product_id, item.quantity])).toEqual([[ids.product, 21]]);
  });

  it('refuses to sell more than the prescription still allows, naming the drug', async () => {
    await lookUp();
    fireEvent.input(document.querySelector('input[name=national-drug-quantity-0]')!, { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('national-prescription-add'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Amoxicillin 500mg: số lượng bán vượt quá số lượng còn lại trên đơn (21 Viên).',
    );
    expect(appStore.get(ticketAtom).items).toEqual([]);
  });

  it('says letters in a quantity are not a number and adds nothing until a number is typed', async () => {
    await lookUp();
    const quantity = () => document.querySelector<HTMLInputElement>('input[name=national-drug-quantity-0]')!;
    fireEvent.input(quantity(), { target: { value: 'abc' } });
    expect(await screen.findByText('Vui lòng nhập số.')).toBeVisible();
    expect(quantity().value).toBe('');
    fireEvent.click(screen.getByTestId('national-prescription-add'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng kiểm tra lại các trường được đánh dấu.');
    expect(appStore.get(ticketAtom).items).toEqual([]);
    fireEvent.input(quantity(), { target: { value: '5' } });
    await waitFor(() => expect(screen.queryByText('Vui lòng nhập số.')).toBeNull());
    fireEvent.click(screen.getByTestId('national-prescription-add'));
    await waitFor(() => expect(appStore.get(dialogAtom)).toBeNull());
    expect(appStore.get(ticketAtom).items.map((item) => [item.product_id, item.quantity])).toEqual([[ids.product, 5]]);
  });

  it('says an empty or zero quantity of a confirmed drug is missing and adds nothing until it is typed', async () => {
    await lookUp();
    const quantity = () => document.querySelector<HTMLInputElement>('input[name=national-drug-quantity-0]')!;
    const add = () => fireEvent.click(screen.getByTestId('national-prescription-add'));
    fireEvent.input(quantity(), { target: { value: '' } });
    add();
    expect(await screen.findByText('Trường này là bắt buộc.')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng kiểm tra lại các trường được đánh dấu.');
    expect(quantity()).toHaveAttribute('aria-invalid', 'true');
    expect(appStore.get(ticketAtom).items).toEqual([]);

    fireEvent.input(quantity(), { target: { value: '0' } });
    await waitFor(() => expect(screen.queryByText('Trường này là bắt buộc.')).toBeNull());
    add();
    expect(await screen.findByText('Số lượng phải là số nguyên từ 1 trở lên.')).toBeVisible();
    expect(appStore.get(ticketAtom).items).toEqual([]);

    fireEvent.input(quantity(), { target: { value: '7' } });
    await waitFor(() => expect(screen.queryByText('Số lượng phải là số nguyên từ 1 trở lên.')).toBeNull());
    add();
    await waitFor(() => expect(appStore.get(dialogAtom)).toBeNull());
    expect(appStore.get(ticketAtom).items.map((item) => [item.product_id, item.quantity])).toEqual([[ids.product, 7]]);
  });
});
