/**
 * Creating a stock count: a count is dated the day it happens, so a date after today is refused
 * under the field before anything is sent; today is accepted and sent as typed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { addDays, formatDay, todayInShop } from '../../../src/domain/shop-clock';
import { InventoryCreatePage } from '../../../src/features/inventories/count-create';
import { useApiServer } from '../auth/api-server';
import { renderAt } from './render-stock';
import { signIn } from '../signed-in';

const user = userEvent.setup({ delay: null });
const ID = '0190f3a0-0000-7000-8000-0000000000e1';

const api = useApiServer();
beforeEach(() => signIn());

it(
  'refuses a count dated after today under the date field, and sends one dated today',
  { timeout: 45_000 },
  async () => {
    api.on('GET categories', { body: { data: [], meta: { page: 1, page_size: 100, total: 0 } } });
    api.on('POST inventories', { status: 201, body: { data: { id: ID } } });
    renderAt('/inventories/create', () => <InventoryCreatePage />);
    await screen.findByRole('button', { name: 'Tạo phiếu kiểm kê' });
    const date = document.querySelector<HTMLInputElement>('input[name=count_date]')!;
    await user.clear(date);
    await user.type(date, formatDay(addDays(todayInShop(), 1)));
    await user.click(screen.getByRole('button', { name: 'Tạo phiếu kiểm kê' }));
    expect(await screen.findByText('Ngày không được sau hôm nay.')).toBeTruthy();
    expect(api.calls('POST inventories')).toHaveLength(0);

    await user.clear(date);
    await user.type(date, formatDay(todayInShop()));
    await user.click(screen.getByRole('button', { name: 'Tạo phiếu kiểm kê' }));
    await waitFor(() => expect(api.calls('POST inventories')).toHaveLength(1));
    expect(api.calls('POST inventories')[0]?.body).toMatchObject({ count_date: todayInShop(), scope: 'all' });
  },
);
