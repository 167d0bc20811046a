import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '../../../src/api/query-client';
import { zodFieldErrors } from '../../../src/components/form/use-form';
import { system } from '../../../src/components/ui/system';
import { productInput } from '../../../src/domain/catalog/products';
import { emptyProductValues, type UnitRow, valuesToInput } from '../../../src/features/catalog/product-form-values';
import { UnitsEditor } from '../../../src/features/catalog/units-editor';

const UOMS = [
  { id: '0190f3a0-0000-7000-8000-000000000001', name: 'viên' },
  { id: '0190f3a0-0000-7000-8000-000000000002', name: 'vỉ' },
  { id: '0190f3a0-0000-7000-8000-000000000003', name: 'hộp' },
] as const;

const user = userEvent.setup({ delay: null });
let latest: UnitRow[] = [];
const queryClient = createQueryClient();
function Harness({
  errors = {},
  initial,
  costPrice,
}: {
  errors?: Record<string, string>;
  initial?: UnitRow[];
  costPrice?: number;
}) {
  const [units, setUnits] = useState(initial ?? emptyProductValues().units);
  latest = units;
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <UnitsEditor units={units} uoms={[...UOMS]} errors={errors} costPrice={costPrice} onChange={setUnits} />
      </QueryClientProvider>
    </ChakraProvider>
  );
}

async function fillRow(index: number, uom: string, factor: string | null, price: string, barcode: string) {
  const row = screen.getByTestId(`unit-row-${index}`);
  await user.selectOptions(within(row).getByRole('combobox'), uom);
  if (factor !== null) await user.type(within(row).getByLabelText(`Quy đổi ${index + 1}`), factor);
  await user.type(within(row).getByLabelText(`Giá bán ${index + 1}`), price);
  if (barcode) await user.type(within(row).getByLabelText(`Mã vạch ${index + 1}`), barcode);
}

describe('the units editor', { timeout: 20_000 }, () => {
  it('points out a unit priced at or under its cost, the empty one at its suggested price too', async () => {
    // Cost 1.400 a tablet: a strip of 10 costs 14.000 and a box of 100, 140.000.
    render(<Harness costPrice={1_400} />);
    await fillRow(0, 'viên', null, '1500', '');
    expect(screen.queryByTestId('price-under-cost')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
    await fillRow(1, 'vỉ', '10', '13500', '');
    expect(within(screen.getByTestId('unit-row-1')).getByTestId('price-under-cost')).toHaveTextContent(
      'Thấp hơn giá vốn 14.000 ₫: bán giá này bị lỗ.',
    );
    await user.clear(screen.getByLabelText('Giá bán 2'));
    await user.type(screen.getByLabelText('Giá bán 2'), '14000');
    expect(within(screen.getByTestId('unit-row-1')).getByTestId('price-under-cost')).toHaveTextContent(
      'Bằng giá vốn 14.000 ₫: bán giá này không có lãi.',
    );
    await user.clear(screen.getByLabelText('Giá bán 2'));
    await user.type(screen.getByLabelText('Giá bán 2'), '14500');
    expect(screen.queryByTestId('price-under-cost')).toBeNull();
    // The base price falls under cost: the tablet says so, and the strip left empty (sold at 10 × 1.300).
    await user.clear(screen.getByLabelText('Giá bán 2'));
    await user.clear(screen.getByLabelText('Giá bán 1'));
    await user.type(screen.getByLabelText('Giá bán 1'), '1300');
    expect(screen.getAllByTestId('price-under-cost')).toHaveLength(2);
  });

  it('builds a base unit and two larger units with factor, price and barcode each', async () => {
    render(<Harness />);
    expect(screen.getAllByTestId(/unit-row-/)).toHaveLength(1);
    expect(screen.getByText('Đơn vị cơ bản')).toBeInTheDocument();
    await fillRow(0, 'viên', null, '1500', '8930000000011');
    await user.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
    await fillRow(1, 'vỉ', '10', '14000', '8930000000028');
    await user.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
    await fillRow(2, 'hộp', '100', '135000', '8930000000035');

    // Money is shown grouped the Vietnamese way, and each factor says what it means in base units.
    expect(screen.getByLabelText('Giá bán 3')).toHaveValue('135.000');
    expect(screen.getByText('= 100 viên')).toBeInTheDocument();

    const body = valuesToInput({ ...emptyProductValues(), name: 'Paracetamol 500mg', units: latest });
    expect(body.units).toEqual([
      { uom_id: UOMS[0].id, factor: 1, price: 1500, barcode: '8930000000011' },
      { uom_id: UOMS[1].id, factor: 10, price: 14000, barcode: '8930000000028' },
      { uom_id: UOMS[2].id, factor: 100, price: 135000, barcode: '8930000000035' },
    ]);
    expect(productInput.safeParse(body).success).toBe(true);
  });

  it('removes a larger unit but never the base unit', async () => {
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
    await user.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
    expect(screen.getAllByTestId(/unit-row-/)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Xóa đơn vị 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa đơn vị 2' }));
    expect(screen.getAllByTestId(/unit-row-/)).toHaveLength(2);
  });

  it('accepts only digits as factor and shows the row errors the schema reports', async () => {
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
    await fillRow(0, 'viên', null, '1000', '111');
    await fillRow(1, 'viên', null, '9000', '111');
    fireEvent.input(screen.getByLabelText('Quy đổi 2'), { target: { value: '1x0' } });
    expect(screen.getByLabelText('Quy đổi 2')).toHaveValue('10');

    const parsed = productInput.safeParse(valuesToInput({ ...emptyProductValues(), name: 'Thuốc thử', units: latest }));
    expect(parsed.success).toBe(false);
    const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
    expect(errors).toMatchObject({
      'units.1.uom_id': 'Đơn vị tính bị trùng.',
      'units.1.barcode': 'Mã vạch bị trùng giữa các đơn vị.',
    });

    cleanup();
    render(<Harness errors={errors} initial={latest} />);
    expect(screen.getByText('Đơn vị tính bị trùng.')).toBeInTheDocument();
    expect(screen.getByText('Mã vạch bị trùng giữa các đơn vị.')).toBeInTheDocument();
  });
});
