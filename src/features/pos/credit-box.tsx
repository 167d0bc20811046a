/**
 * Selling on credit (ghi nợ) at checkout: with a customer on the order, the cashier can leave what
 * is not paid as the customer's debt; without one the step says a customer is needed. A plain
 * toggle button: the till's first load carries no checkbox machine for it.
 */
import { Button, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
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
      {onCredit ? `✓ ${t.creditOn}: ${customer.name}` : t.credit(customer.name)}
    </Button>
  );
}
