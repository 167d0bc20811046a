/**
 * The checkout's e-invoice buyer: its schema loads on the first save, not with the till's screen
 * (issue 16). A save that cannot load it says so in Vietnamese and keeps what was typed; once it
 * loads, a bad tax code gets its field message and a good buyer is chosen.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { toaster } from '../../../src/components/toaster';
import { system } from '../../../src/components/ui/system';
import { invoiceBuyerAtom } from '../../../src/features/pos/atoms';
import { InvoiceBuyerBox } from '../../../src/features/pos/invoice-buyer-box';

const SCHEMAS = '../../../src/domain/einvoice/schemas';

function show() {
  const store = createStore();
  render(
    <ChakraProvider value={system}>
      <Provider store={store}>
        <InvoiceBuyerBox />
      </Provider>
    </ChakraProvider>,
  );
  fireEvent.click(screen.getByTestId('invoice-buyer-open'));
  const type = (field: string, value: string) =>
    fireEvent.input(document.querySelector(`input[name=invoice_buyer_${field}]`)!, { target: { value } });
  return { store, type };
}

describe('the invoice buyer at checkout', () => {
  it('says so when its check cannot be loaded, and keeps the form as typed', async () => {
    vi.doMock(SCHEMAS, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const create = vi.spyOn(toaster, 'create').mockImplementation(() => '');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { store, type } = show();
      type('name', 'Công ty TNHH An Khang');
      fireEvent.click(screen.getByTestId('invoice-buyer-save'));
      await waitFor(() =>
        expect(create).toHaveBeenCalledWith(
          expect.objectContaining({
            type: 'error',
            title: 'Không lưu được thông tin người mua. Thông tin đã nhập vẫn giữ nguyên.',
          }),
        ),
      );
      expect(screen.getByTestId('invoice-buyer-form')).toBeInTheDocument();
      expect(document.querySelector<HTMLInputElement>('input[name=invoice_buyer_name]')!.value).toBe(
        'Công ty TNHH An Khang',
      );
      expect(store.get(invoiceBuyerAtom).type).toBe('retail');
    } finally {
      vi.doUnmock(SCHEMAS);
      create.mockRestore();
      logged.mockRestore();
    }
  });

  it('checks the tax code once loaded, then chooses the company', async () => {
    vi.resetModules();
    const { store, type } = show();
    type('tax_code', '12345');
    type('name', 'Công ty TNHH An Khang');
    type('address', '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
    fireEvent.click(screen.getByTestId('invoice-buyer-save'));
    const taxCode = document.querySelector('input[name=invoice_buyer_tax_code]')!;
    await waitFor(() => expect(taxCode).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(taxCode.getAttribute('aria-errormessage')!)).toHaveTextContent(
      'Mã số thuế gồm 10 chữ số (hoặc thêm dấu gạch và 3 chữ số của chi nhánh) với chữ số kiểm tra đúng.',
    );
    expect(document.querySelectorAll('[aria-invalid=true]')).toHaveLength(1);
    expect(store.get(invoiceBuyerAtom).type).toBe('retail');
    type('tax_code', '0100109106');
    fireEvent.click(screen.getByTestId('invoice-buyer-save'));
    await waitFor(() =>
      expect(screen.getByText('Hóa đơn cho: Công ty TNHH An Khang (MST 0100109106)')).toBeInTheDocument(),
    );
    expect(store.get(invoiceBuyerAtom)).toMatchObject({ type: 'company', tax_code: '0100109106' });
  });
});
