/**
 * The prescription typed at the counter, on a real till database (fake-indexeddb): a wrong age
 * (too high, or letters) is said under the field instead of Save doing nothing or saving age 0, and the doctor suggestions close once the
 * cashier moves on, so they do not cover the fields below; a doctor added there is queued once.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { v7 as uuidv7 } from 'uuid';
import { appStore } from '../../../src/components/providers';
import { system } from '../../../src/components/ui/system';
import { TillDb } from '../../../src/db/database';
import { ProductSearch } from '../../../src/db/product-search';
import { resetTicket } from '../../../src/domain/orders';
import { dialogAtom, ticketAtom } from '../../../src/features/pos/atoms';
import { DoctorQuickAdd } from '../../../src/features/pos/doctor-quick-add';
import { PrescriptionDialog } from '../../../src/features/pos/prescription-dialog';
import { tillSession, type TillSession } from '../../../src/till/session';
import { TillSessionProvider } from '../../../src/till/session-context';

let session: TillSession;

beforeEach(async () => {
  const db = new TillDb(uuidv7());
  await db
    .synced('doctors')
    .put({ id: uuidv7(), name: 'Nguyễn Văn Hòa', workplace: 'Bệnh viện Bạch Mai', phone: null });
  session = tillSession(db, { search: new ProductSearch(db) });
  appStore.set(ticketAtom, resetTicket());
  appStore.set(dialogAtom, null);
});

function renderDialog() {
  render(
    <ChakraProvider value={system}>
      <JotaiProvider store={appStore}>
        <TillSessionProvider session={session}>
          <PrescriptionDialog />
        </TillSessionProvider>
      </JotaiProvider>
    </ChakraProvider>,
  );
  act(() => appStore.set(dialogAtom, 'prescription'));
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });

describe('the prescription typed at the counter', () => {
  it('says why an age of 200 is refused instead of silently not saving', async () => {
    renderDialog();
    await screen.findByTestId('prescription-dialog');
    await waitFor(() => expect(field('rx-doctor_name')).not.toBeNull());
    type('rx-doctor_name', 'BS Lan');
    type('rx-facility', 'Phòng khám An Bình');
    type('rx-diagnosis', 'Viêm họng cấp');
    type('rx-patient_name', 'Trần Văn Tư');
    type('rx-patient_age', '200');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu đơn thuốc' }));
    expect(await screen.findByText('Giá trị không được lớn hơn 150.')).toBeVisible();
    expect(appStore.get(dialogAtom)).toBe('prescription');
    expect(appStore.get(ticketAtom).prescription).toBeNull();
  });

  it('says letters in the age are not a number and never saves them as age 0', async () => {
    renderDialog();
    await waitFor(() => expect(field('rx-doctor_name')).not.toBeNull());
    type('rx-doctor_name', 'BS Lan');
    type('rx-facility', 'Phòng khám An Bình');
    type('rx-diagnosis', 'Viêm họng cấp');
    type('rx-patient_name', 'Trần Văn Tư');
    type('rx-patient_age', 'abc');
    expect(await screen.findByText('Vui lòng nhập số.')).toBeVisible();
    expect(field('rx-patient_age').value).toBe('');
    type('rx-patient_age', '7');
    await waitFor(() => expect(screen.queryByText('Vui lòng nhập số.')).toBeNull());
    type('rx-patient_age', '');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu đơn thuốc' }));
    await waitFor(() => expect(appStore.get(ticketAtom).prescription).not.toBeNull());
    expect(appStore.get(ticketAtom).prescription?.patient_age).toBeNull();
  });

  it('asks before its ✕ throws away a half-typed prescription, and keeps it when the cashier stays', async () => {
    renderDialog();
    const dialog = await screen.findByTestId('prescription-dialog');
    await waitFor(() => expect(field('rx-doctor_name')).not.toBeNull());
    type('rx-diagnosis', 'Viêm họng cấp');
    await act(async () => {
      fireEvent.click(dialog.querySelector('button[aria-label="Đóng"]')!);
    });
    const ask = await screen.findByRole('alertdialog', { name: 'Bỏ nội dung đã nhập?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Tiếp tục nhập' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(appStore.get(dialogAtom)).toBe('prescription');
    expect(field('rx-diagnosis').value).toBe('Viêm họng cấp');

    await act(async () => {
      fireEvent.click(dialog.querySelector('button[aria-label="Đóng"]')!);
    });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bỏ và đóng' }));
    await waitFor(() => expect(appStore.get(dialogAtom)).toBeNull());
    expect(appStore.get(ticketAtom).prescription).toBeNull();
  });

  it('closes the doctor suggestions when the focus leaves the doctor field', async () => {
    renderDialog();
    await waitFor(() => expect(field('rx-doctor_name')).not.toBeNull());
    act(() => field('rx-doctor_name').focus());
    type('rx-doctor_name', 'Nguyễn');
    // The box opens at once with "Thêm bác sĩ mới"; the doctors found in the till's copy follow.
    await waitFor(() => expect(screen.getByTestId('doctor-suggestions')).toHaveTextContent('Nguyễn Văn Hòa'));
    act(() => field('rx-facility').focus());
    await waitFor(() => expect(screen.queryByTestId('doctor-suggestions')).toBeNull());
    act(() => field('rx-doctor_name').focus());
    expect(await screen.findByTestId('doctor-suggestions')).toBeVisible();
  });
});

describe('a doctor added from the prescription', () => {
  it('names the workplace as the doctor’s record does: Cơ sở khám chữa bệnh', () => {
    render(
      <ChakraProvider value={system}>
        <TillSessionProvider session={session}>
          <DoctorQuickAdd name="BS Lê Văn Tám" workplace="Phòng khám Tâm An" onAdded={() => {}} onCancel={() => {}} />
        </TillSessionProvider>
      </ChakraProvider>,
    );
    expect(screen.getByLabelText('Cơ sở khám chữa bệnh')).toHaveValue('Phòng khám Tâm An');
    expect(screen.queryByText('Nơi công tác')).toBeNull();
  });

  it('is queued once when Save is double-clicked', async () => {
    const onAdded = vi.fn();
    render(
      <ChakraProvider value={system}>
        <TillSessionProvider session={session}>
          <DoctorQuickAdd name="BS Lê Văn Tám" workplace="Phòng khám Tâm An" onAdded={onAdded} onCancel={() => {}} />
        </TillSessionProvider>
      </ChakraProvider>,
    );
    const save = screen.getByRole('button', { name: 'Lưu bác sĩ' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(await session.db.outbox.count()).toBe(1);
  });
});
