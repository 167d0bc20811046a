import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { dashboardFilterAtom } from '../../../src/components/config-atoms';
import { system } from '../../../src/components/ui/system';
import { periodRange, shiftPeriod } from '../../../src/domain/reports/dashboard';
import { shopDay, todayInShop } from '../../../src/domain/shop-clock';
import { dashboardDateAtom } from '../../../src/features/dashboard/period';
import { PeriodSwitch } from '../../../src/features/dashboard/period-switch';
import { formatDate } from '../../../src/i18n/format';

function mount(store: ReturnType<typeof createStore>) {
  return render(
    <ChakraProvider value={system}>
      <Provider store={store}>
        <PeriodSwitch />
      </Provider>
    </ChakraProvider>,
  );
}

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);
const label = () => screen.getByTestId('dashboard-period').textContent;

describe('the dashboard period switch', () => {
  it('opens on today, remembers the period chosen, and steps back and forth', async () => {
    const user = userEvent.setup();
    const store = createStore();
    const today = todayInShop();
    const view = mount(store);
    expect(pressed()).toEqual(['Ngày']);
    expect(label()).toMatch(
      new RegExp(`^Thứ (Hai|Ba|Tư|Năm|Sáu|Bảy), ${formatDate(today)}$|^Chủ Nhật, ${formatDate(today)}$`),
    );
    // Today is the last period there is: no "next".
    expect(screen.getByRole('button', { name: 'Kỳ sau' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Tuần' }));
    const week = periodRange('week', today);
    expect(label()).toBe(`${formatDate(week.from)} – ${formatDate(week.to)}`);
    expect(store.get(dashboardFilterAtom)).toBe('week');

    // Leaving the dashboard and coming back keeps the week.
    view.unmount();
    mount(store);
    expect(pressed()).toEqual(['Tuần']);

    await user.click(screen.getByRole('button', { name: 'Kỳ trước' }));
    const before = periodRange('week', shiftPeriod('week', today, -1));
    expect(label()).toBe(`${formatDate(before.from)} – ${formatDate(before.to)}`);
    expect(screen.getByRole('button', { name: 'Kỳ sau' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Hôm nay' }));
    expect(store.get(dashboardDateAtom)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Tháng' }));
    expect(label()).toBe(`Tháng ${formatDate(periodRange('month', today).from).slice(3)}`);
  });
});

describe('report periods (shop calendar days)', () => {
  it('weeks run Monday to Sunday, months to their last day', () => {
    expect(periodRange('week', '2026-11-15')).toMatchObject({ from: '2026-11-09', to: '2026-11-15' });
    expect(periodRange('week', '2026-11-16')).toMatchObject({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodRange('week', '2026-12-31').buckets).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(periodRange('month', '2028-02-10')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('month', '2027-02-10').buckets).toHaveLength(28);
    expect(periodRange('day', '2026-11-15').buckets).toHaveLength(24);
  });

  it('steps to the period before or after', () => {
    expect(shiftPeriod('day', '2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftPeriod('week', '2026-11-12', 1)).toBe('2026-11-16');
    expect(shiftPeriod('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftPeriod('month', '2026-12-15', 1)).toBe('2027-01-01');
  });

  it("takes the shop's day for an instant (UTC+7)", () => {
    expect(shopDay(new Date('2026-11-15T16:59:59Z'))).toBe('2026-11-15');
    expect(shopDay(new Date('2026-11-15T17:00:00Z'))).toBe('2026-11-16');
  });
});
