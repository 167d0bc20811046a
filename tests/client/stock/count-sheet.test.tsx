import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { countSummary, difference, scanTarget } from '../../../src/features/inventories/count-rules';
import { InventoryEditPage } from '../../../src/features/inventories/count-edit-page';
import { useApiServer } from '../auth/api-server';
import { renderAt } from './render-stock';
import { signIn } from '../signed-in';

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
  unit_name: productId === P1 ? 'viên' : 'cái',
  lot_id: lot ? id : null,
  lot_number: lot,
  expiry_date: lot ? '2027-06-30' : null,
  expected,
  counted: null,
  difference: null,
  found: false,
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
  lines: [
    row(L(1), P1, 'SP000001', 'Paracetamol 500mg', 'A01', 10),
    row(L(2), P1, 'SP000001', 'Paracetamol 500mg', 'B02', 5),
    row(L(3), P2, 'SP000002', 'Khẩu trang y tế', null, 7),
  ],
};

const api = useApiServer();
beforeEach(() => signIn());

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
    api.on(`POST inventories/${ID}/finish`, {
      body: { data: { ...inventory, state: 'done', updated_at: '2026-11-22T02:00:00Z' } },
    });
    renderAt(`/inventories/${ID}/edit`, () => <InventoryEditPage id={ID} />);
    await screen.findByText('KK000001');
    // Each count input is named with its product and lot (the phone hides the column headers).
    expect(screen.getByRole('textbox', { name: 'Thực tế: Paracetamol 500mg, lô A01' })).toBe(counted(L(1)));
    expect(screen.getByRole('textbox', { name: 'Thực tế: Khẩu trang y tế' })).toBe(counted(L(3)));
    // Quantities are in each product's base unit, named beside the expected figure and the input.
    const line = (id: string) => document.querySelector(`[data-line="${id}"]`) as HTMLElement;
    expect(line(L(1))).toHaveTextContent('10 viên');
    expect(counted(L(1)).parentElement).toHaveTextContent('viên');
    expect(line(L(3))).toHaveTextContent('7 cái');
    expect(counted(L(3)).parentElement).toHaveTextContent('cái');
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

  it('shows only the lines that differ when asked, keeps a line being corrected, and adds a line scanned', async () => {
    api.on(`GET inventories/${ID}`, { body: { data: inventory } });
    renderAt(`/inventories/${ID}/edit`, () => <InventoryEditPage id={ID} />);
    await screen.findByText('KK000001');
    const shown = () => [...document.querySelectorAll('[data-line]')].map((e) => e.getAttribute('data-line'));
    const only = screen.getByRole('checkbox', { name: 'Chỉ hiện dòng chênh lệch' });
    // Nothing counted yet: nothing differs, and the page says so.
    await user.click(only);
    expect(screen.getByTestId('count-no-diffs')).toHaveTextContent('Chưa có dòng nào chênh lệch với tồn hệ thống.');
    await user.click(only);
    expect(shown()).toEqual([L(1), L(2), L(3)]);

    await user.type(counted(L(1)), '10');
    await user.type(counted(L(2)), '3');
    await user.click(only);
    expect(shown()).toEqual([L(2)]);
    // Corrected to what was expected, the line stays while the filter is on.
    await user.clear(counted(L(2)));
    await user.type(counted(L(2)), '5');
    expect(shown()).toEqual([L(2)]);
    // A scan counts a line the filter hid: it comes into view with its count.
    await user.type(screen.getByRole('textbox', { name: /Quét hoặc nhập mã vạch/ }), 'SP000002{Enter}');
    expect(shown()).toEqual([L(2), L(3)]);
    expect(counted(L(3)).value).toBe('1');
    await user.click(only);
    expect(shown()).toEqual([L(1), L(2), L(3)]);
  });

  it('shows what a draft will count (its lines come when it starts), then the lines once started', async () => {
    const draft = {
      ...inventory,
      state: 'draft',
      scope: 'products',
      product_ids: [P1, P2],
      started_at: null,
      scope_detail: {
        category_name: null,
        product_count: 2,
        products: [
          { id: P1, code: 'SP000001', name: 'Paracetamol 500mg' },
          { id: P2, code: 'SP000002', name: 'Khẩu trang y tế' },
        ],
      },
      lines: [],
    };
    api.on(`GET inventories/${ID}`, { body: { data: draft } });
    api.on(`POST inventories/${ID}/start`, { body: { data: { ...inventory, updated_at: '2026-11-22T01:05:00Z' } } });
    renderAt(`/inventories/${ID}/edit`, () => <InventoryEditPage id={ID} />);
    const scope = await screen.findByTestId('count-draft-scope');
    expect(scope).toHaveTextContent('Phạm vi kiểm kê: Chọn sản phẩm · 2 sản phẩm');
    expect(scope).toHaveTextContent('được chốt khi bấm “Bắt đầu kiểm”');
    const chosen = within(screen.getByRole('region', { name: 'Sản phẩm sẽ kiểm' }));
    expect(chosen.getByText('Paracetamol 500mg')).toBeInTheDocument();
    expect(chosen.getByText('SP000002')).toBeInTheDocument();
    expect(screen.queryByTestId('count-summary')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bắt đầu kiểm' }));
    await waitFor(() => expect(counted(L(1))).toBeTruthy());
    expect(await screen.findByText('Đã bắt đầu kiểm: tồn hệ thống theo từng lô đã được chốt.')).toBeInTheDocument();
    expect(screen.queryByTestId('count-draft-scope')).toBeNull();
    expect(screen.getByTestId('count-summary')).toHaveTextContent('3 dòng · 0 dòng chênh lệch');
  });

  it('says when a category draft has nothing to count', async () => {
    const draft = {
      ...inventory,
      state: 'draft',
      scope: 'category',
      scope_detail: { category_name: 'Thực phẩm chức năng', product_count: 0, products: [] },
      lines: [],
    };
    api.on(`GET inventories/${ID}`, { body: { data: draft } });
    renderAt(`/inventories/${ID}/edit`, () => <InventoryEditPage id={ID} />);
    const scope = await screen.findByTestId('count-draft-scope');
    expect(scope).toHaveTextContent('Phạm vi kiểm kê: Nhóm hàng: Thực phẩm chức năng · 0 sản phẩm');
    expect(scope).toHaveTextContent('Phạm vi này chưa có sản phẩm nào');
  });

  it('asks before counts typed and not saved are left; once saved, the page is left freely', async () => {
    api.on(`GET inventories/${ID}`, { body: { data: inventory } });
    api.on(`PUT inventories/${ID}/counts`, { body: { data: inventory } });
    const router = renderAt(`/inventories/${ID}/edit`, () => <InventoryEditPage id={ID} />);
    await screen.findByText('KK000001');
    await user.type(counted(L(1)), '10');
    void router.navigate({ to: '/inventories' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Rời trang khi chưa lưu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`/inventories/${ID}/edit`);
    expect(counted(L(1)).value).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(api.calls(`PUT inventories/${ID}/counts`)).toHaveLength(1));
    await router.navigate({ to: '/inventories' });
    expect(router.state.location.pathname).toBe('/inventories');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('adds a lot found on the shelf from a scan of a product without a line, saving typed counts first; a found line can be removed', async () => {
    const P3 = '0190f3a0-0000-7000-8000-0000000000d3';
    const foundLine = {
      ...row(L(4), P3, 'SP000003', 'Siro ho Prospan', 'NEW-01', 0),
      lot_id: null,
      expiry_date: '2028-06-30',
      counted: 6,
      difference: 6,
      found: true,
    };
    const withFound = { ...inventory, updated_at: '2026-11-22T01:30:00Z', lines: [...inventory.lines, foundLine] };
    api.on(`GET inventories/${ID}`, { body: { data: inventory } });
    api.on(`PUT inventories/${ID}/counts`, { body: { data: inventory } });
    api.on('GET products', {
      body: {
        data: [
          {
            id: P3,
            code: 'SP000003',
            name: 'Siro ho Prospan',
            units: [{ id: 'u1', factor: 1, barcode: '8931234567890' }],
          },
        ],
        meta: { page: 1, page_size: 10, total: 1 },
      },
    });
    api.on(`POST inventories/${ID}/lines`, { body: { data: withFound } });
    api.on(`DELETE inventories/${ID}/lines/${L(4)}`, {
      body: { data: { ...inventory, updated_at: '2026-11-22T01:40:00Z' } },
    });
    renderAt(`/inventories/${ID}/edit`, () => <InventoryEditPage id={ID} />);
    await screen.findByText('KK000001');
    await user.type(counted(L(1)), '9');
    await user.type(screen.getByRole('textbox', { name: /Quét hoặc nhập mã vạch/ }), '8931234567890{Enter}');
    const dialog = await screen.findByTestId('found-lot-dialog');
    expect(within(dialog).getByTestId('found-product')).toHaveTextContent('Siro ho Prospan');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm lô phát sinh' }));
    expect(await within(dialog).findAllByText('Trường này là bắt buộc.')).toHaveLength(3);
    await user.type(dialog.querySelector('[name="found.lot_number"]') as HTMLInputElement, 'NEW-01');
    await user.type(dialog.querySelector('[name="found.expiry_date"]') as HTMLInputElement, '30/06/2028');
    await user.type(dialog.querySelector('[name="found.counted"]') as HTMLInputElement, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Thêm lô phát sinh' }));
    await waitFor(() => expect(api.calls(`POST inventories/${ID}/lines`)).toHaveLength(1));
    expect(api.calls(`POST inventories/${ID}/lines`)[0]?.body).toEqual({
      product_id: P3,
      lot_number: 'NEW-01',
      expiry_date: '2028-06-30',
      counted: 6,
    });
    expect(api.calls(`PUT inventories/${ID}/counts`)[0]?.body).toMatchObject({
      lines: expect.arrayContaining([{ line_id: L(1), counted: 9 }]),
    });
    expect(await screen.findByTestId('found-badge')).toHaveTextContent('Phát sinh');
    await user.click(screen.getByRole('button', { name: 'Bỏ dòng lô phát sinh' }));
    await waitFor(() => expect(api.calls(`DELETE inventories/${ID}/lines/${L(4)}`)).toHaveLength(1));
  });

  it('finishes once when the confirmation is clicked twice quickly (no error after the success)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.on(`GET inventories/${ID}`, { body: { data: inventory } });
    api.on(`PUT inventories/${ID}/counts`, { body: { data: inventory } });
    api.on(`POST inventories/${ID}/finish`, {
      body: { data: { ...inventory, state: 'done', updated_at: '2026-11-22T02:00:00Z' } },
      wait: held,
    });
    renderAt(`/inventories/${ID}/edit`, () => <InventoryEditPage id={ID} />);
    await screen.findByText('KK000001');
    await user.type(counted(L(1)), '10');
    await user.click(screen.getByRole('button', { name: 'Hoàn thành kiểm kê' }));
    const confirm = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Hoàn thành kiểm kê' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(api.calls(`POST inventories/${ID}/finish`)).toHaveLength(1));
    release();
    expect(await screen.findByText('Đã hoàn thành kiểm kê, tồn kho đã được điều chỉnh.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls(`PUT inventories/${ID}/counts`)).toHaveLength(1);
    expect(api.calls(`POST inventories/${ID}/finish`)).toHaveLength(1);
  });
});
