/**
 * Credit (ghi nợ) at checkout: with a customer on the order, the cashier can leave what a sale does
 * not pay as the customer's debt, or deduct a refund from what the original sale still owes
 * rather than pay it back; without a customer the step says one is needed. Online, what the
 * customer already owes is shown beside it (the till's copy of customers has no debts). A plain
 * toggle button: the till's first load carries no checkbox machine for it.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { dong } from '../../domain/money';
import { formatMoney } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { creditLimitOf } from '../../db/customers';
import { ticketAtom } from './atoms';
import { useCustomerOwing } from './customer-owing';
import { updateTicket } from './ticket-updates';
import { tillAction } from './till-action';

const t = posScreens.checkout;

export function CreditBox() {
  const session = useTillSession();
  const { order, customer } = useAtomValue(ticketAtom);
  const onCredit = order.onCredit === true;
  const refund = order.grandTotal < 0;
  const owing = useCustomerOwing(customer?.id ?? null);
  if (!customer)
    return (
      <Text fontSize="sm" color={onCredit ? 'fg.error' : 'fg.muted'} data-testid="credit-needs-customer">
        {t.creditNeedsCustomer}
      </Text>
    );
  // A refund takes off no more than the sale still owes, nor (when the server says) what the
  // customer owes now: a debt paid since the sale leaves less to deduct.
  const room = Math.max(0, Math.min(order.deductibleDebt ?? 0, owing.data ?? Infinity));
  const toggle = () =>
    void tillAction('payment', async () => {
      // A sale on credit is held to the customer's limit: less what they owe, when the server said.
      const limit = !refund && !onCredit ? await creditLimitOf(session.db, customer.id) : null;
      await updateTicket(session, (ticket) => ({
        ...ticket,
        order: {
          ...ticket.order,
          onCredit: !onCredit,
          ...(refund && !onCredit ? { deductibleDebt: dong(room) } : {}),
          ...(!refund && !onCredit
            ? {
                creditLimit:
                  limit === null
                    ? undefined
                    : { customerId: customer.id, limit, room: dong(Math.max(0, limit - (owing.data ?? 0))) },
              }
            : {}),
        },
      }));
    });
  const limit = order.creditLimit?.customerId === customer.id ? order.creditLimit : undefined;
  if (refund && !onCredit && room === 0) return null;
  return (
    <Stack gap="1">
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
            : t.deduct(customer.name, formatMoney(room))
          : onCredit
            ? `✓ ${t.creditOn}: ${customer.name}`
            : t.credit(customer.name)}
      </Button>
      {onCredit && limit && (
        <Text
          fontSize="sm"
          color={(order.debtAmount ?? 0) > limit.room ? 'fg.error' : 'fg.muted'}
          data-testid="credit-limit"
        >
          {owing.data === undefined
            ? t.limitOffline(formatMoney(limit.limit))
            : t.limitRoom(formatMoney(limit.limit), formatMoney(limit.room))}
        </Text>
      )}
      {owing.data !== undefined && owing.data > 0 && (
        <Text fontSize="sm" color="orange.fg" data-testid="customer-owing">
          {t.owing(formatMoney(owing.data))}
        </Text>
      )}
    </Stack>
  );
}
