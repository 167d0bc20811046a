import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../src/api/session';
import { countSummary, difference, scanTarget } from '../../../src/features/inventories/count-rules';
import { InventoryEditPage } from '../../../src/features/inventories/count-edit-page';
import { type ApiServer, startApiServer } from '../auth/api-server';
import { renderAt } from './render-stock';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000c1';
const P1 = '0190f3a0-0000-7000-8000-0000000000d1';
const P2 = '0190f3a0-0000-7000-8000-0000000000d2';
const L = (n: number) => `0190f3a0-0000-7000-8000-0000000000e${n}`;

const row = (id: string, productId: string, code: string, name: string, lot: string | null, expected: number) => ({
  id,
  product_id: productId,
  product_code: code,
  product_name: name,
  lot_id: lot ? id : null,
  lot_number: lot,
  expiry_date: lot ? '2027-06-30' : null,
  expected,
  counted: null,
  difference: null,
});

const inventory = {
  id: ID,
  code: 'KK000001',
  count_date: '2026-11-22',
  state: 'counting',
  scope: 'all',
  category_id: null,
  product_ids: [],
  note: null,
  started_at: '2026-11-22T01:00:00Z',
  finished_at: null,
  created_at: '2026-11-22T01:00:00Z',
  updated_at: '2026-11-22T01:00:00Z',
  lines: [row(L(1), P1, 'SP000001', 'Paracetamol 500mg', 'A01', 10), row(L(2), P1, 'SP000001', 'Paracetamol 500mg', 'B02', 5), row(L(3), P2, 'SP000002', 'Khẩu trang y tế', null, 7)],
};

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(() => api.reset());
beforeEach(() => storeSession({ access_token: 'a', refresh_token: 'r', user: { id: 'u', email: 'a@b.vn', first_name: 'A', last_name: 'B', full_name: 'B A', tel: null, roles: ['admin'], tenant_id: 't' } }));

const counted = (lineId: string) => document.querySelector(`[name="counted.${lineId}"]`) as HTMLInputElement;

describe('count rules', () => {
  it('a difference is counted minus expected, none until counted; a scan lands on the only line of a product', () => {
    expect(difference(10, null)).toBeNull();
    expect(difference(10, 7)).toBe(-3);
    expect(countSummary(inventory.lines, { [L(1)]: 10, [L(2)]: 3 })).toEqual({ lines: 3, counted: 2, differences: 1 });
    expect(scanTarget(inventory.lines, P2)).toEqual({ kind: 'line', lineId: L(3) });
    expect(scanTarget(inventory.lines, P1)).toEqual({ kind: 'many', productId: P1 });
    expect(scanTarget(inventory.lines, null)).toEqual({ kind: 'none' });
  });
});

describe('the counting screen', { timeout: 45_000 }, () => {
  it('shows differences as they are typed or scanned, then saves the counts and finishes', async () => {
    api.on(`GET inventories/${ID}`, { body: { data: inventory } });
    api.on(`PUT inventories/${ID}/counts`, { body: { data: inventory } });
    api.on(`POST inventories/${ID}/finish`, { body: { data: { ...inventory, state: 'done', updated_at: '2026-11-22T02:00:00Z' } } });
    renderAt(`/inventories/${ID}/edit`, () => <InventoryEditPage id={ID} />);
    await screen.findByText('KK000001');
    await user.type(counted(L(1)), '10');
    await user.type(counted(L(2)), '3');
    expect(screen.getAllByTestId('count-diff').map((b) => b.textContent)).toEqual(['-2']);
    const scan = screen.getByRole('textbox', { name: /Quét hoặc nhập mã vạch/ });
    await user.type(scan, 'SP000002{Enter}');
    await user.type(scan, 'SP000002{Enter}');
    expect(counted(L(3)).value).toBe('2');
    await user.type(scan, 'SP000001{Enter}');
    expect(await screen.findByText('Sản phẩm có nhiều lô: nhập số lượng ở đúng dòng lô.')).toBeInTheDocument();
    expect(screen.getByTestId('count-summary')).toHaveTextContent('3 dòng · 2 dòng chênh lệch');
    await user.click(screen.getByRole('button', { name: 'Hoàn thành kiểm kê' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('2 dòng chênh lệch sẽ được ghi điều chỉnh tồn kho');
    await user.click(within(dialog).getByRole('button', { name: 'Hoàn thành kiểm kê' }));
    await waitFor(() => expect(api.calls(`POST inventories/${ID}/finish`)).toHaveLength(1));
    expect(api.calls(`PUT inventories/${ID}/counts`)[0]?.body).toEqual({
      lines: [
        { line_id: L(1), counted: 10 },
        { line_id: L(2), counted: 3 },
        { line_id: L(3), counted: 2 },
      ],
    });
  });
});
