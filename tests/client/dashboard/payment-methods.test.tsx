/**
 * The dashboard's money per payment method adds up to the net revenue: what was sold on credit
 * and not taken shows as "Ghi nợ (chưa thu)", as it does (without figures) while loading.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/components/ui/system';
import type { DashboardReport } from '../../../src/domain/reports/dashboard';
import { PaymentMethods } from '../../../src/features/dashboard/kpi-cards';

const report = {
  net_revenue: 17_474_000,
  by_payment_method: [
    { method: 'cash', amount: 10_744_850 },
    { method: 'bank_transfer', amount: 4_217_800 },
    { method: 'card', amount: 2_130_850 },
    { method: 'e_wallet', amount: 205_500 },
  ],
} as DashboardReport;

describe('the payment methods panel', () => {
  it('shows the credit not taken, so the rows add up to the net revenue', () => {
    render(
      <ChakraProvider value={system}>
        <PaymentMethods report={report} />
      </ChakraProvider>,
    );
    const panel = screen.getByTestId('payment-methods');
    const credit = panel.querySelector('[data-method=credit]') as HTMLElement;
    expect(within(credit).getByText('Ghi nợ (chưa thu)')).toBeVisible();
    expect(credit).toHaveTextContent('175.000 ₫');
    const amounts = [...panel.querySelectorAll('.money')].map((cell) => Number(cell.textContent!.replace(/\D/g, '')));
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(report.net_revenue);
  });
});
