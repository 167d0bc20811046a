/**
 * Credit (ghi nợ) at checkout: with a customer on the order, the cashier can leave what a sale does
 * not pay as the customer's debt, or deduct a refund from what the original sale still owes
 * rather than pay it back; without a customer the step says one is needed. A plain toggle
 * button: the till's first load carries no checkbox machine for it.
 */
import { Button, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { formatMoney } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { ticketAtom } from './atoms';
import { updateTicket } from './ticket-updates';
import { tillAction } from './till-action';

const t = posScreens.checkout;

export function CreditBox() {
  const session = useTillSession();
  const { order, customer } = useAtomValue(ticketAtom);
  const onCredit = order.onCredit === true;
  const refund = order.grandTotal < 0;
  if (!customer)
    return (
      <Text fontSize="sm" color={onCredit ? 'fg.error' : 'fg.muted'} data-testid="credit-needs-customer">
        {t.creditNeedsCustomer}
      </Text>
    );
  const toggle = () =>
    void tillAction('payment', () =>
      updateTicket(session, (ticket) => ({ ...ticket, order: { ...ticket.order, onCredit: !onCredit } })),
    );
  return (
    <Button
      variant={onCredit ? 'subtle' : 'outline'}
      colorPalette="orange"
      aria-pressed={onCredit}
      onClick={toggle}
      data-testid="sell-on-credit"
    >
      {refund
        ? onCredit
          ? `✓ ${t.debtDeducted}: ${formatMoney(-(order.debtAmount ?? 0))}`
          : t.deduct(customer.name, formatMoney(order.deductibleDebt ?? 0))
        : onCredit
          ? `✓ ${t.creditOn}: ${customer.name}`
          : t.credit(customer.name)}
    </Button>
  );
}
