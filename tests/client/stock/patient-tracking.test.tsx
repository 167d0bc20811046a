/**
 * The patient tracking book's page: when the server refuses its period (a link with the dates
 * reversed) the server's own reason is shown, not the generic "bad request"; a long period is
 * searched and paged on screen while print keeps the whole book.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PatientTrackingPage } from '../../../src/features/stock-reports/patient-tracking-page';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from './render-stock';

const api = useApiServer();
beforeEach(() => signIn());

describe('the patient tracking book', () => {
  it("says the server's reason for refusing the period", async () => {
    api.on('GET reports/patient-tracking', {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu gửi lên không hợp lệ.',
        errors: { to: ['Ngày kết thúc không được trước ngày bắt đầu.'] },
      },
    });
    renderAt('/patient-tracking', () => (
      <PatientTrackingPage from="2026-11-20" to="2026-11-10" onRangeChange={() => undefined} />
    ));
    expect(await screen.findByText('Ngày kết thúc không được trước ngày bắt đầu.')).toBeVisible();
    expect(screen.queryByText('Dữ liệu gửi lên không hợp lệ.')).toBeNull();
  });

  it('pages a long period and searches it without diacritics; print keeps every row', async () => {
    const user = userEvent.setup({ delay: null });
    const row = (n: number) => ({
      order_id: `0190f3a0-0000-7000-8000-${String(n).padStart(12, '0')}`,
      order_code: `HD${String(n).padStart(6, '0')}`,
      date: '2026-11-10',
      patient_name: n === 25 ? 'Đặng Thị Hường' : `Bệnh nhân ${n}`,
      patient_age: 40,
      patient_gender: 'female',
      patient_address: null,
      phone: null,
      diagnosis: 'Viêm họng cấp',
      doctor_name: 'Nguyễn Văn Hòa',
      facility: 'Bệnh viện Quận 1',
      drugs: [{ product_name: 'Amoxicillin 500mg', quantity: 10, unit_name: 'Viên' }],
    });
    api.on('GET reports/patient-tracking', { body: { data: Array.from({ length: 25 }, (_, i) => row(i + 1)) } });
    renderAt('/patient-tracking', () => (
      <PatientTrackingPage from="2026-11-01" to="2026-11-20" onRangeChange={() => undefined} />
    ));
    const book = await screen.findByTestId('patient-book');
    expect(within(book).getAllByRole('row')).toHaveLength(21); // the header and the first 20
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–20 trên 25');
    expect(within(book).getByText('HD000001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(within(screen.getByTestId('patient-book')).getAllByRole('row')).toHaveLength(6);
    await user.type(screen.getByRole('searchbox', { name: /Tìm theo bệnh nhân/ }), 'dang thi huong');
    await waitFor(() => expect(within(screen.getByTestId('patient-book')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–1 trên 1');
    expect(screen.getByTestId('patient-book')).toHaveTextContent('HD000025');
    // The printed book is the whole period, whatever the screen shows.
    expect(document.querySelectorAll('[data-print-area] tbody tr').length).toBe(25);
  });
});
