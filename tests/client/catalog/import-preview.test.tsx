/**
 * The import dialog's preview says how many products with an empty class will be imported as goods
 * because their number is a supplement's, cosmetic's or device's, so nothing is reclassed unseen.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportDialog } from '../../../src/features/imports/import-dialog';
import { useApiServer } from '../auth/api-server';
import { stubNodeFormData } from '../node-form-data';
import { signIn } from '../signed-in';
import { renderAt } from '../stock/render-stock';

const user = userEvent.setup({ delay: null });

const api = useApiServer();
beforeAll(() => stubNodeFormData());
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => signIn());

const job = (goods: number) => ({
  id: '0190f3a0-0000-7000-8000-000000000001',
  kind: 'products',
  status: 'previewed',
  file_name: 'san-pham.xlsx',
  total: 3,
  processed: 0,
  valid_rows: 3,
  goods_by_number: goods,
  errors: [],
  created_at: '2026-11-29T02:00:00.000Z',
});

async function previewFile() {
  renderAt('/products', () => <ImportDialog kind="products" open onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new NodeFile(['x'], 'san-pham.xlsx', { type: 'application/octet-stream' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  await user.click(within(dialog).getByRole('button', { name: 'Kiểm tra file' }));
  await within(dialog).findByText('3 dòng dữ liệu, 3 dòng hợp lệ.');
  return dialog;
}

describe('the import preview', { timeout: 45_000 }, () => {
  it('says how many products its numbers make goods', async () => {
    api.on('POST imports/products/preview', { status: 201, body: { data: job(2) } });
    const dialog = await previewFile();
    expect(within(dialog).getByTestId('import-goods-by-number')).toHaveTextContent(
      '2 sản phẩm để trống Loại thuốc và có số công bố (thực phẩm bảo vệ sức khỏe, mỹ phẩm, thiết bị y tế) sẽ được nhập là Không phải thuốc (hàng hóa), không gửi liên thông dược.',
    );
  });

  it('says nothing of it when there are none', async () => {
    api.on('POST imports/products/preview', { status: 201, body: { data: job(0) } });
    const dialog = await previewFile();
    expect(within(dialog).queryByTestId('import-goods-by-number')).toBeNull();
  });
});
