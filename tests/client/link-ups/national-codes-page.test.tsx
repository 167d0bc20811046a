/**
 * The national drug codes page: a catalogue file's suggestions, and "Áp dụng tất cả gợi ý theo số
 * đăng ký" sending the same file to be applied, shown only for the products it would give a code
 * (one registration-number suggestion), then the list read again. A product whose number is a
 * supplement's or cosmetic's is said to be one, and "Không phải thuốc" marks it as goods.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeMatch, ProductWithoutCode } from '../../../src/domain/linkup/national-codes';
import { toaster } from '../../../src/components/toaster';
import { NationalCodesPage } from '../../../src/features/link-ups/national-codes-page';
import { useApiServer } from '../auth/api-server';
import { renderAt } from '../stock/render-stock';
import { stubNodeFormData } from '../node-form-data';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });

function product(n: number, name: string, registration: string): ProductWithoutCode {
  return {
    id: `0190f3a0-0000-7000-8000-00000000000${n}`,
    code: `SP00000${n}`,
    name,
    active_ingredient: null,
    strength: null,
    registration_number: registration,
    stock_on_hand: 10,
    open_messages: 1,
  };
}

const losartan = product(1, 'Losartan 50mg', 'VD-40001-21');
const atorva = product(2, 'Atorvastatin 20mg', 'VN-40002-22');
const amlo = product(3, 'Amlodipin 10mg', 'VD-40004-24');

const suggestion = (code: string, name: string, by: 'registration' | 'ingredient') => ({
  national_drug_code: code,
  name,
  registration_number: code,
  active_ingredient: null,
  strength: null,
  by,
});

const matches: CodeMatch[] = [
  { product: losartan, suggestions: [suggestion('VD-40001-21', 'Losartan 50mg', 'registration')] },
  {
    product: atorva,
    suggestions: [
      suggestion('VN-40002-22', 'Atorvastatin 20mg', 'registration'),
      suggestion('VN-40002-22-A', 'Atorvastatin 20mg (đóng gói khác)', 'registration'),
    ],
  },
  { product: amlo, suggestions: [suggestion('VD-50000-25', 'Amlodipin 10mg Stada', 'ingredient')] },
];

const api = useApiServer();
beforeAll(() => stubNodeFormData());
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  // The toaster shows four at most and outlives a test: each test starts with none.
  toaster.remove();
});
beforeEach(() => signIn());

const list = (rows: ProductWithoutCode[]) => ({
  body: { data: rows, meta: { page: 1, page_size: 20, total: rows.length } },
});

function show() {
  return renderAt('/link-ups/national-codes', () => <NationalCodesPage search={{}} onSearchChange={() => undefined} />);
}

function chooseCatalogue() {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  // Node's File (jsdom's is not a Blob the fetch's FormData can send), as a browser would pick it.
  const file = new NodeFile(['Mã thuốc,Số đăng ký\n'], 'danh-muc-thuoc.csv', { type: 'text/csv' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('the national drug codes page', { timeout: 45_000 }, () => {
  it('applies every registration-number suggestion at once with the same file, then reads the list again', async () => {
    let rows = [losartan, atorva, amlo];
    api.on('GET link-ups/national-codes', () => list(rows));
    api.on('POST link-ups/national-codes/match', { body: { data: matches } });
    api.on('POST link-ups/national-codes/apply-registration', () => {
      rows = [atorva, amlo];
      return { body: { data: { updated: 1, queued: 1, ambiguous: 1 } } };
    });
    show();
    await screen.findByText('Losartan 50mg', {}, { timeout: 10_000 });
    // No file yet: nothing to apply.
    expect(screen.queryByRole('button', { name: /Áp dụng tất cả gợi ý theo số đăng ký/ })).not.toBeInTheDocument();

    chooseCatalogue();
    await screen.findByText(/VD-40001-21 — Losartan 50mg/);
    // One product would get a code: Atorvastatin's number has two codes, Amlodipin only an ingredient match.
    const apply = await screen.findByRole('button', { name: 'Áp dụng tất cả gợi ý theo số đăng ký (1)' });
    await user.click(apply);

    await screen.findByText(
      'Đã áp dụng 1 mã theo số đăng ký; 1 tin liên thông được gửi lại. 1 sản phẩm có số đăng ký ứng với nhiều mã: hãy chọn mã cho từng sản phẩm.',
    );
    const sent = api.calls('POST link-ups/national-codes/apply-registration');
    expect(sent).toHaveLength(1);
    expect(String(sent[0]!.body)).toMatch(/filename="danh-muc-thuoc\.csv"[^]*Mã thuốc,Số đăng ký/);
    await waitFor(() => expect(screen.queryByText('Losartan 50mg')).not.toBeInTheDocument());
    expect(api.calls('GET link-ups/national-codes').length).toBeGreaterThanOrEqual(2);
    // The ambiguous product keeps both codes to choose from; the action has nothing left to apply.
    const atorvaRow = screen.getByText('Atorvastatin 20mg').closest('tr')!;
    expect(within(atorvaRow).getAllByRole('button', { name: 'Dùng' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Áp dụng tất cả gợi ý theo số đăng ký/ })).not.toBeInTheDocument();
  });

  it('says why when applying fails, and keeps the suggestions', async () => {
    api.on('GET link-ups/national-codes', () => list([losartan]));
    api.on('POST link-ups/national-codes/match', { body: { data: [matches[0]] } });
    api.on('POST link-ups/national-codes/apply-registration', {
      status: 400,
      body: { code: 'validation', message: 'Dữ liệu không hợp lệ.', errors: { file: ['Không đọc được file.'] } },
    });
    show();
    await screen.findByText('Losartan 50mg', {}, { timeout: 10_000 });
    chooseCatalogue();
    await user.click(await screen.findByRole('button', { name: 'Áp dụng tất cả gợi ý theo số đăng ký (1)' }));
    await waitFor(() => expect(api.calls('POST link-ups/national-codes/apply-registration')).toHaveLength(1));
    // The file's own problem, not the generic one.
    expect(await screen.findByText('Không đọc được file.')).toBeInTheDocument();
    expect(screen.getByText(/VD-40001-21 — Losartan 50mg/)).toBeInTheDocument();
  });

  it('asks before codes typed and not saved are left', async () => {
    api.on('GET link-ups/national-codes', () => list([losartan]));
    const router = show();
    await screen.findByText('Losartan 50mg', {}, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: /Losartan 50mg/ }), 'VD0001');
    void router.navigate({ to: '/link-ups' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Rời trang khi chưa lưu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    expect(router.state.location.pathname).toBe('/link-ups/national-codes');
    expect(screen.getByRole('textbox', { name: /Losartan 50mg/ })).toHaveValue('VD0001');
  });

  it('marks the code the server refuses under its own product and keeps what was typed', async () => {
    api.on('GET link-ups/national-codes', () => list([losartan, atorva]));
    const message = 'Mã thuốc quốc gia gồm 4–40 chữ cái, chữ số hoặc . - _ /, không có dấu cách.';
    api.on('PUT link-ups/national-codes', {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu gửi lên không hợp lệ.',
        errors: { 'codes.0.national_drug_code': [message] },
      },
    });
    show();
    await user.type(await screen.findByRole('textbox', { name: /Losartan 50mg/ }), 'abc');
    await user.type(screen.getByRole('textbox', { name: /Atorvastatin 20mg/ }), 'VN-40002-22');
    await user.click(screen.getByRole('button', { name: 'Lưu các mã đã nhập' }));
    expect(
      await screen.findByText('1 mã chưa đúng, chưa lưu mã nào. Sửa các ô được đánh dấu rồi lưu lại.'),
    ).toBeVisible();
    const losartanField = screen.getByRole('textbox', { name: /Losartan 50mg/ });
    expect(losartanField).toHaveAttribute('aria-invalid', 'true');
    expect(losartanField.parentElement).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: /Atorvastatin 20mg/ })).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByTestId('code-error')).toHaveLength(1);
    expect(losartanField).toHaveValue('abc');
    // Fixing the code takes its mark away.
    await user.type(losartanField, '-1');
    expect(losartanField).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('code-error')).toBeNull();
  });

  it('marks goods that are not drugs, one or every number of another authority on the page', async () => {
    const omega = product(4, 'Viên uống Omega-3', '4521/2023/ĐKSP');
    const cream = product(5, 'Kem chống nắng Anessa', '123456/24/CBMP-QLD');
    let rows = [losartan, omega, cream];
    api.on('GET link-ups/national-codes', () => list(rows));
    api.on('POST link-ups/national-codes/goods', (request) => {
      const ids = (request.body as { product_ids: string[] }).product_ids;
      rows = rows.filter((p) => !ids.includes(p.id));
      return { body: { data: { updated: ids.length, queued: 1, dropped: ids.length - 1 } } };
    });
    show();
    await screen.findByText('Viên uống Omega-3', {}, { timeout: 10_000 });
    // The column is hidden below md (CSS, which jsdom applies without laying out): in the document.
    expect(
      screen.getByText('Đây là số công bố thực phẩm bảo vệ sức khỏe, không phải số đăng ký thuốc.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Đây là số công bố mỹ phẩm, không phải số đăng ký thuốc.')).toBeInTheDocument();
    const losartanRow = screen.getByText('Losartan 50mg').closest('tr')!;
    expect(within(losartanRow).queryByText(/số công bố/)).toBeNull();

    // Losartan, a drug, by its own button: one product.
    await user.click(screen.getByRole('button', { name: 'Không phải thuốc: Losartan 50mg' }));
    await screen.findByText(
      'Đã đánh dấu 1 sản phẩm là hàng hóa, không gửi liên thông. 1 tin liên thông được gửi lại không có các sản phẩm này.',
    );
    expect(api.calls('POST link-ups/national-codes/goods')[0]!.body).toEqual({ product_ids: [losartan.id] });
    await waitFor(() => expect(screen.queryByText('Losartan 50mg')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Đánh dấu hàng hóa: 2 sản phẩm có số công bố' }));
    await screen.findByText(
      'Đã đánh dấu 2 sản phẩm là hàng hóa, không gửi liên thông. 1 tin liên thông được gửi lại không có các sản phẩm này. 1 tin chỉ có các sản phẩm này đã được bỏ.',
    );
    expect(api.calls('POST link-ups/national-codes/goods')[1]!.body).toEqual({ product_ids: [omega.id, cream.id] });
    await screen.findByText('Mọi sản phẩm liên thông cần đều đã có mã thuốc quốc gia.');
    expect(screen.queryByRole('button', { name: /Đánh dấu hàng hóa/ })).toBeNull();
  });

  it('says why when marking fails, and keeps the row', async () => {
    const omega = product(4, 'Viên uống Omega-3', '4521/2023/ĐKSP');
    api.on('GET link-ups/national-codes', () => list([omega]));
    api.on('POST link-ups/national-codes/goods', {
      status: 403,
      body: { code: 'forbidden', message: 'Bạn không có quyền thực hiện thao tác này.' },
    });
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Không phải thuốc: Viên uống Omega-3' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('Bạn không có quyền thực hiện thao tác này.')).toBeVisible();
    expect(screen.getByText('Viên uống Omega-3')).toBeVisible();
  });
});
