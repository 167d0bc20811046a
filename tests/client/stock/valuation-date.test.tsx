/**
 * The inventory valuation's "as of" date: a date after today, or one that is not a date, is said
 * under the field and not asked for; the report stays on the last good date.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayInShop } from '../../../src/domain/shop-clock';
import { ValuationPage } from '../../../src/features/stock-reports/valuation-page';
import { toDisplayDate } from '../../../src/components/form/date-input';
import { useApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from './render-stock';

const api = useApiServer();
beforeEach(() => signIn());

describe('the valuation date', () => {
  it('refuses a date after today and one that is not a date, keeping the report where it was', async () => {
    api.on('GET reports/inventory-valuations', (request) => ({
      body: {
        data: { date: request.query.get('date'), products: [], categories: [], totals: { quantity: 0, value: 0 } },
        meta: { page: 1, page_size: 20, total: 0 },
      },
    }));
    const asked: (string | undefined)[] = [];
    renderAt('/report/inventory-valuations', () => (
      <ValuationPage date={undefined} tab="valuation" onSearch={(patch) => asked.push(patch.date)} />
    ));
    // The first render loads the report's modules; on a busy machine that takes more than a second.
    await waitFor(() => expect(api.calls('GET reports/inventory-valuations')).toHaveLength(1), { timeout: 15_000 });
    const field = document.querySelector<HTMLInputElement>('input[name="as_of"]')!;
    fireEvent.input(field, { target: { value: toDisplayDate(addDays(todayInShop(), 1)) } });
    expect(await screen.findByText('Ngày không được sau hôm nay.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.input(field, { target: { value: '31/02/2026' } });
    expect(screen.getByText('Ngày không hợp lệ (định dạng DD/MM/YYYY).')).toBeVisible();
    expect(asked).toEqual([]);
    fireEvent.input(field, { target: { value: '01/11/2026' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toEqual(['2026-11-01']);
  });
});
