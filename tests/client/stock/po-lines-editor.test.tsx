/**
 * The lines of a draft purchase order: before the first product there is no empty table, only a
 * line saying to find a product in the box above; the table comes with the first line. The tax
 * select is as wide as the shop's longest tax name (the select's own width, not a set column
 * width), and the columns beside it keep theirs, the table scrolling sideways when it must.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PurchaseOrderForm } from '../../../src/features/purchasing/po-form';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from './render-stock';

const user = userEvent.setup({ delay: null });
const id = (n: number) => `0190f3a0-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`;
const LONG_TAX = 'Thuế GTGT 5% hàng nhập khẩu ưu đãi';
const HINT = 'Chưa có sản phẩm nào. Tìm sản phẩm ở ô phía trên để thêm vào đơn.';

const PRODUCT = {
  id: id(1),
  code: 'SP000001',
  name: 'Paracetamol 500mg',
  sale_price: 2_000,
  cost_price: 1_500,
  tracking_type: 'lot',
  units: [{ id: id(2), uom_name: 'Viên', factor: 1, is_base: true, barcode: null }],
};

const api = useApiServer();
beforeEach(() => {
  signIn();
  const list = (data: unknown[]) => ({ body: { data, meta: { page: 1, page_size: 100, total: data.length } } });
  api.on('GET vendors', list([{ id: id(3), name: 'Công ty Dược Hậu Giang' }]));
  api.on(
    'GET taxes',
    list([
      { id: id(4), name: 'Thuế GTGT 5%', rate: 5 },
      { id: id(5), name: LONG_TAX, rate: 5 },
    ]),
  );
  api.on('GET settings/general', { body: { data: { purchase_order_default_tax_id: id(5) } } });
  api.on('GET products', list([PRODUCT]));
});

/** The width and min-width that each style rule matching `element` gives it (jsdom computes no layout). */
function widthsGiven(element: Element) {
  const rules = (list: CSSRuleList): CSSStyleRule[] =>
    [...list].flatMap((rule) =>
      rule instanceof CSSStyleRule ? [rule] : 'cssRules' in rule ? rules((rule as CSSGroupingRule).cssRules) : [],
    );
  return [...document.styleSheets]
    .flatMap((sheet) => rules(sheet.cssRules))
    .filter((rule) => rule.style.width && element.matches(rule.selectorText))
    .map((rule) => ({ width: rule.style.width, minWidth: rule.style.minWidth }));
}

async function addProduct() {
  await user.type(await screen.findByRole('combobox', { name: /Tìm sản phẩm/ }), 'para');
  await user.click(await screen.findByRole('option', { name: /Paracetamol 500mg/ }, { timeout: 5_000 }));
  return screen.findByRole('region', { name: 'Danh sách sản phẩm' });
}

describe('the lines of a purchase order', { timeout: 30_000 }, () => {
  it('say how to add the first product instead of an empty table, and show the table once there is a line', async () => {
    renderAt('/purchase-orders/create', () => <PurchaseOrderForm />);
    expect(await screen.findByText(HINT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Thuế' })).not.toBeInTheDocument();

    const region = await addProduct();
    expect(within(region).getByRole('columnheader', { name: 'Thuế' })).toBeInTheDocument();
    expect(within(region).getByText('Paracetamol 500mg')).toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();

    // Removing the last line brings the hint back.
    await user.click(within(region).getByRole('button', { name: 'Bỏ dòng' }));
    expect(await screen.findByText(HINT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('size the tax select by its longest name, and keep the other columns from being squeezed', async () => {
    renderAt('/purchase-orders/create', () => <PurchaseOrderForm />);
    const region = await addProduct();
    const tax = region.querySelector<HTMLSelectElement>('select[name="lines.0.tax_id"]')!;
    await waitFor(() => expect(tax.value).toBe(id(5)));
    expect([...tax.options].map((o) => o.text)).toContain(LONG_TAX);
    // A select's own (auto) width fits its longest option; a set width would cut a long name off.
    expect(widthsGiven(tax)).toContainEqual({ width: 'auto', minWidth: 'var(--chakra-sizes-full)' });
    expect(getComputedStyle(within(region).getByRole('columnheader', { name: 'Thuế' })).width).toBe('auto');
    // The columns beside it keep their widths: a long tax name widens the table, which scrolls.
    for (const name of ['Đơn vị', 'Số lượng', 'Đơn giá nhập', 'Chiết khấu']) {
      const header = getComputedStyle(within(region).getByRole('columnheader', { name }));
      expect(header.minWidth, name).toBe(header.width);
    }
    expect(getComputedStyle(region).overflowX).toBe('auto');
  });
});
