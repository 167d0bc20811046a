/**
 * A national e-prescription at the counter, on a real till database (fake-indexeddb): offline
 * the dialog says the lookup needs a connection and offers the hand-typed prescription; the
 * drugs the cashier confirmed go into the cart in the matched unit with the prescription attached
 * read-only (source online), and the confirmed order's outbox entry carries it with its code.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { META_KEYS, writeMeta } from '../../../src/db/meta';
import { ProductSearch } from '../../../src/db/product-search';
import type { NationalPrescription } from '../../../src/domain/eprescription';
import { dong } from '../../../src/domain/money';
import { resetTicket } from '../../../src/domain/orders';
import { canEditPrescription } from '../../../src/domain/prescription';
import { dialogAtom, registerAtom, ticketAtom, tillAtom } from '../../../src/features/pos/atoms';
import { addNationalPrescription } from '../../../src/features/pos/cart-actions';
import { NationalPrescriptionDialog } from '../../../src/features/pos/national-prescription-dialog';
import { askNationalPrescription } from '../../../src/features/pos/pos-dialogs';
import { confirmOrder } from '../../../src/features/pos/order-actions';
import { updateTicket } from '../../../src/features/pos/ticket-updates';
import { setSyncState } from '../../../src/till/sync-status';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';
import { signIn } from '../signed-in';

let session: TillSession;
const ids = { product: uuidv7(), vien: uuidv7(), hop: uuidv7(), uomVien: uuidv7(), uomHop: uuidv7(), till: uuidv7() };
const CODE = '79001k7m2q9x-c';

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
  drugs: [],
};

beforeEach(async () => {
  const db = new TillDb(uuidv7());
  await db.synced('uoms').bulkPut([
    { id: ids.uomVien, name: 'Viên' },
    { id: ids.uomHop, name: 'Hộp' },
  ]);
  await db.synced('products').put({
    id: ids.product,
    name: 'Amoxicillin 500mg Domesco',
    code: 'SP000001',
    drug_class: 'rx',
    tracking_type: 'basic',
    stock_on_hand: 100,
    sale_price: 1000,
    is_active: true,
    units: [
      { id: ids.hop, uom_id: ids.uomHop, factor: 100, price: 92000, barcode: null },
      { id: ids.vien, uom_id: ids.uomVien, factor: 1, price: 1000, barcode: null },
    ],
  });
  const search = new ProductSearch(db);
  await search.build();
  session = tillSession(db, { search });
  appStore.set(ticketAtom, resetTicket());
  appStore.set(dialogAtom, null);
  appStore.set(tillAtom, {
    id: ids.till,
    name: 'Quầy 1',
    order_code_prefix: 'Q1',
    payment_methods: ['cash'],
    receipt_layout: '80mm',
    receipt_header: null,
    receipt_footer: null,
    allow_negative_stock: false,
    layout: { categories: [] },
  });
  appStore.set(registerAtom, {
    id: uuidv7(),
    pos_setting_id: ids.till,
    opened_at: new Date().toISOString(),
    opening_cash: 0,
    opened_by: uuidv7(),
    opened_by_name: 'Thu ngân',
  });
  signIn({ id: uuidv7(), tenant_id: uuidv7(), full_name: 'Thu ngân', roles: ['cashier'] });
});

afterEach(() => setSyncState({ online: true }));

describe('a national prescription at the counter', () => {
  it('offline, says the lookup needs a connection and offers the hand-typed prescription', async () => {
    setSyncState({ online: false });
    render(
      <ChakraProvider value={system}>
        <JotaiProvider store={appStore}>
          <TillSessionProvider session={session}>
            <NationalPrescriptionDialog />
          </TillSessionProvider>
        </JotaiProvider>
      </ChakraProvider>,
    );
    act(() => askNationalPrescription(CODE.toUpperCase()));
    const offline = await screen.findByTestId('national-prescription-offline', {}, { timeout: 10_000 });
    expect(offline).toHaveTextContent('Tra cứu đơn thuốc quốc gia cần kết nối mạng');
    fireEvent.click(screen.getByRole('button', { name: 'Nhập đơn bằng tay' }));
    await waitFor(() => expect(appStore.get(dialogAtom)).toBe('prescription'));
  });

  it('adds the confirmed drugs in the matched unit and sells them with the prescription as source online', async () => {
    const drug = {
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
      match: 'national_code' as const,
      candidates: [],
    };
    const candidate = {
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
    };
    await act(() =>
      addNationalPrescription(session, { ...national, drugs: [drug] }, [{ drug, candidate, quantity: 21 }]),
    );
    const ticket = appStore.get(ticketAtom);
    expect(ticket.items.map((item) => [item.product_id, item.uom.name, item.quantity])).toEqual([
      [ids.product, 'Viên', 21],
    ]);
    expect(ticket.prescription).toMatchObject({ source: 'online', code: CODE, patient_name: 'Nguyễn Văn An' });
    expect(canEditPrescription(ticket.prescription!)).toBe(false);

    await writeMeta(session.db, META_KEYS.deviceSegment, '2');
    await act(() =>
      updateTicket(session, (current) => ({
        ...current,
        payments: [{ id: uuidv7(), method: 'cash', amount: dong(21_000), reference: null }],
      })),
    );
    let order: Awaited<ReturnType<typeof confirmOrder>> | undefined;
    await act(async () => {
      order = await confirmOrder(session);
    });
    if (!order) throw new Error('no order');
    if (Array.isArray(order)) throw new Error(`blocked: ${JSON.stringify(order)}`);
    const [entry] = await session.db.outbox.toArray();
    expect(entry?.args).toMatchObject({
      prescription: {
        source: 'online',
        code: CODE,
        items: [{ product_id: ids.product, quantity: 21, national_drug_code: 'DQG0000101' }],
      },
    });
  });
});
