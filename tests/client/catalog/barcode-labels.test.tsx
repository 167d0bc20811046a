/**
 * Barcodes a shop gives its own goods, and their labels: "Tạo mã" fills an empty unit's barcode
 * with the shop's next internal one (and says so when it cannot); "In tem mã vạch" prints the
 * number of labels asked for each unit with a barcode, on sheets of 65, drawn before printing,
 * refuses none or too many without printing, and says a product without barcodes has nothing to
 * print.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/query-client';
import { AppToaster } from '../../../src/components/toaster';
import { system } from '../../../src/components/ui/system';
import type { Product } from '../../../src/domain/catalog/products';
import { BarcodeLabelsDialog } from '../../../src/features/catalog/barcode-labels';
import { emptyProductValues, type UnitRow } from '../../../src/features/catalog/product-form-values';
import { UnitsEditor } from '../../../src/features/catalog/units-editor';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const UOM = '0190f3a0-0000-7000-8000-000000000001';
const id = (n: number) => `0190f3a0-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`;

const api = useApiServer();
afterEach(() => vi.restoreAllMocks());
beforeEach(() => signIn());

function Providers({ children }: { children: React.ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}

let latest: UnitRow[] = [];
function Units() {
  const [units, setUnits] = useState<UnitRow[]>([{ ...emptyProductValues().units[0]!, uom_id: UOM, price: 1_500 }]);
  latest = units;
  return <UnitsEditor units={units} uoms={[{ id: UOM, name: 'Viên' }]} errors={{}} onChange={setUnits} />;
}

const product = (barcodes: (string | null)[]): Product =>
  ({
    id: id(1),
    code: 'SP000001',
    name: 'Berberin 100mg',
    units: barcodes.map((barcode, i) => ({
      id: id(10 + i),
      uom_id: UOM,
      uom_name: ['Viên', 'Vỉ', 'Hộp'][i]!,
      factor: [1, 10, 100][i]!,
      price: [500, 4_800, 45_000][i]!,
      barcode,
      is_base: i === 0,
    })),
  }) as unknown as Product;

/** Replaces window.print: what it printed, the labels of each page (row) and the @page rule. */
function spyOnRollPrint() {
  let printed: { rows: number[]; page: string } | undefined;
  const print = vi.spyOn(window, 'print').mockImplementation(() => {
    const sheets = screen.getByTestId('label-sheets');
    printed = {
      rows: [...sheets.children].map((row) => row.querySelectorAll('img').length),
      page: /@page \{ ([^}]*) \}/.exec(document.querySelector('[data-print-area=job] style')!.textContent!)![1]!,
    };
  });
  return { print, printed: () => printed };
}

describe('internal barcodes in the units editor', { timeout: 30_000 }, () => {
  it("fill an empty unit's barcode with the shop's next one", async () => {
    api.on('POST products/next-barcode', { body: { data: { barcode: '2000000000015' } } });
    render(
      <Providers>
        <Units />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Tạo mã vạch nội bộ cho đơn vị 1' }));
    await waitFor(() => expect(screen.getByLabelText('Mã vạch 1')).toHaveValue('2000000000015'));
    expect(latest[0]!.barcode).toBe('2000000000015');
    // A unit with a barcode offers no other.
    expect(screen.queryByRole('button', { name: /Tạo mã vạch nội bộ/ })).not.toBeInTheDocument();
  });

  it('say when no barcode could be made, and leave the field empty', async () => {
    api.on('POST products/next-barcode', { status: 403, body: { code: 'forbidden', message: 'Bạn không có quyền.' } });
    render(
      <Providers>
        <Units />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Tạo mã vạch nội bộ cho đơn vị 1' }));
    expect(await screen.findByText('Không tạo được mã vạch.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mã vạch 1')).toHaveValue('');
  });
});

describe('barcode labels', { timeout: 30_000 }, () => {
  const open = (p: Product) =>
    render(
      <Providers>
        <BarcodeLabelsDialog product={p} onClose={() => undefined} />
      </Providers>,
    );

  it('print the labels asked for each unit, drawn, on sheets of 65', async () => {
    let sheet: { labels: number; images: number; drawn: boolean; text: string } | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const area = screen.getByTestId('label-sheets');
      const images = [...area.querySelectorAll('img')];
      sheet = {
        labels: images.length,
        images: new Set(images.map((i) => i.getAttribute('src'))).size,
        drawn: images.every((i) => i.getAttribute('src')?.startsWith('data:image/svg+xml')),
        text: area.textContent ?? '',
      };
    });
    open(product(['2000000000015', 'SP000001-VI', null]));
    const dialog = await screen.findByTestId('barcode-labels-dialog');
    // Only the units with a barcode; the first has one label to start with.
    expect(await within(dialog).findAllByTestId('label-unit')).toHaveLength(2);
    expect(within(dialog).getByTestId('labels-total')).toHaveTextContent('1 tem, 1 tờ giấy');
    // The preview is a real label.
    await waitFor(() => expect(within(dialog).getByAltText('2000000000015')).toHaveAttribute('src'));

    const vi2 = within(dialog).getByLabelText('Số tem Vỉ');
    await user.clear(vi2);
    await user.type(vi2, '66');
    expect(within(dialog).getByTestId('labels-total')).toHaveTextContent('67 tem, 2 tờ giấy');
    await user.click(within(dialog).getByRole('button', { name: 'In tem' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(sheet).toMatchObject({ labels: 67, images: 2, drawn: true });
    expect(sheet!.text).toContain('500 ₫/Viên');
    expect(sheet!.text).toContain('4.800 ₫/Vỉ');
    // After printing, the sheets leave the page.
    await waitFor(() => expect(screen.queryByTestId('label-sheets')).not.toBeInTheDocument());
  });

  it('leave the price off when asked', async () => {
    let text = '';
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      text = screen.getByTestId('label-sheets').textContent ?? '';
    });
    open(product(['2000000000015']));
    const dialog = await screen.findByTestId('barcode-labels-dialog');
    await user.click(await within(dialog).findByText('In giá bán trên tem'));
    await user.click(within(dialog).getByRole('button', { name: 'In tem' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(text).toContain('2000000000015');
    expect(text).not.toContain('₫');
  });

  it('refuse no labels and more than ten sheets, without printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    open(product(['2000000000015']));
    const dialog = await screen.findByTestId('barcode-labels-dialog');
    const count = await within(dialog).findByLabelText('Số tem Viên');
    await user.clear(count);
    await user.click(within(dialog).getByRole('button', { name: 'In tem' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nhập số tem cho ít nhất một đơn vị.');
    await user.type(count, '651');
    await user.click(within(dialog).getByRole('button', { name: 'In tem' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('In tối đa 650 tem mỗi lần.');
    expect(print).not.toHaveBeenCalled();
  });

  it("say which unit's code cannot be drawn, and print the others", async () => {
    let printed = 0;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = screen.getByTestId('label-sheets').querySelectorAll('img').length;
    });
    open(product(['VỈ-ĐẶC-BIỆT', '2000000000015']));
    const dialog = await screen.findByTestId('barcode-labels-dialog');
    const [odd, fine] = await within(dialog).findAllByTestId('label-unit');
    expect(odd).toHaveTextContent('Mã vạch có ký tự không in được (chữ có dấu): không in tem cho đơn vị này.');
    expect(within(odd!).getByLabelText('Số tem Viên')).toBeDisabled();
    expect(fine).not.toHaveTextContent('không in được');
    await user.type(within(fine!).getByLabelText('Số tem Vỉ'), '3');
    expect(within(dialog).getByTestId('labels-total')).toHaveTextContent('3 tem, 1 tờ giấy');
    await user.click(within(dialog).getByRole('button', { name: 'In tem' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed).toBe(3);
  });

  it("print on a thermal printer's roll, one row of it per page, and remember the roll on the device", async () => {
    localStorage.removeItem('label_format');
    const { print, printed } = spyOnRollPrint();
    const first = open(product(['2000000000015']));
    let dialog = await screen.findByTestId('barcode-labels-dialog');
    const format = await within(dialog).findByLabelText('Giấy tem');
    expect(format).toHaveValue('a4-65');
    await user.selectOptions(format, 'Cuộn 2 tem một hàng (tem 35 × 22 mm)');
    const count = within(dialog).getByLabelText('Số tem Viên');
    await user.clear(count);
    await user.type(count, '5');
    expect(within(dialog).getByTestId('labels-total')).toHaveTextContent('5 tem, 3 hàng trên cuộn');
    await user.click(within(dialog).getByRole('button', { name: 'In tem' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // A page is one row of the roll, 72 mm wide (two labels of 35 mm and the 2 mm between them).
    expect(printed()).toEqual({ rows: [2, 2, 1], page: 'size: 72mm 22mm; margin: 0;' });

    // The next time, on this device, the dialog starts on the roll.
    first.unmount();
    open(product(['2000000000015']));
    dialog = await screen.findByTestId('barcode-labels-dialog');
    expect(await within(dialog).findByLabelText('Giấy tem')).toHaveValue('roll-2-35x22');
    localStorage.removeItem('label_format');
  });

  it.each([
    ['Cuộn 3 tem một hàng (tem 30 × 20 mm)', 7, [3, 3, 1], 'size: 94mm 20mm; margin: 0;'],
    ['Cuộn 1 tem một hàng (tem 40 × 30 mm)', 2, [1, 1], 'size: 40mm 30mm; margin: 0;'],
  ])('print on the roll "%s", one row per page', async (stock, labels, rows, page) => {
    localStorage.removeItem('label_format');
    const { print, printed } = spyOnRollPrint();
    open(product(['2000000000015']));
    const dialog = await screen.findByTestId('barcode-labels-dialog');
    await user.selectOptions(await within(dialog).findByLabelText('Giấy tem'), stock);
    const count = within(dialog).getByLabelText('Số tem Viên');
    await user.clear(count);
    await user.type(count, String(labels));
    await user.click(within(dialog).getByRole('button', { name: 'In tem' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed()).toEqual({ rows, page });
    localStorage.removeItem('label_format');
  });

  it('say a product without barcodes has nothing to print', async () => {
    open(product([null, null]));
    const dialog = await screen.findByTestId('barcode-labels-dialog');
    expect(dialog).toHaveTextContent('Sản phẩm chưa có mã vạch.');
    expect(within(dialog).getByRole('button', { name: 'In tem' })).toBeDisabled();
  });
});
