/** The order's totals and discount (SPEC.md §5): percent by default, a type change resets it to 0. */
import { Button, ButtonGroup, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { formatMoney } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { ticketAtom } from './atoms';
import { changeDiscountType, changeDiscountValue } from './cart-actions';
import { parseMoneyText } from '../../domain/money';
import { tillAction } from './till-action';
import { keysOf, ShortcutKey } from './shortcut-key';

const t = posScreens.cart;

export function CartTotals({ readOnly }: { readOnly: boolean }) {
  const session = useTillSession();
  const { order } = useAtomValue(ticketAtom);
  const refund = order.grandTotal < 0;
  const shown = order.discountType === 'percent' ? order.discountPercent : Math.abs(order.discountAmount);
  return (
    <Stack gap="1" fontSize="sm">
      <HStack justify="space-between">
        <Text color="fg.muted">{t.subtotal}</Text>
        <Text data-testid="order-subtotal">{formatMoney(order.subtotal)}</Text>
      </HStack>
      <HStack justify="space-between">
        <HStack gap="1">
          <Text color="fg.muted">{t.discount}</Text>
          {!readOnly && <ShortcutKey step="pos" action="discount" ms="0" />}
          <ButtonGroup size="2xs" attached variant="outline">
            {(['percent', 'amount'] as const).map((type) => (
              <Button
                key={type}
                disabled={readOnly}
                aria-pressed={order.discountType === type}
                title={
                  readOnly ? undefined : `${posScreens.keys.actions.discountType} (${keysOf('pos', 'discountType')[0]})`
                }
                variant={order.discountType === type ? 'solid' : 'outline'}
                onClick={() =>
                  order.discountType !== type && void tillAction('discount', () => changeDiscountType(session, type))
                }
              >
                {posScreens.discount[type]}
              </Button>
            ))}
          </ButtonGroup>
          <Input
            key={`${order.discountType}-${shown}`}
            name="discount"
            size="xs"
            width="20"
            inputMode="numeric"
            aria-label={t.discount}
            readOnly={readOnly}
            defaultValue={shown ? String(Math.round(shown * 100) / 100).replace('.', ',') : ''}
            onBlur={(event) => {
              const raw = event.currentTarget.value.replace(',', '.');
              const value = order.discountType === 'percent' ? Number(raw || 0) : (parseMoneyText(raw) ?? 0);
              if (Number.isFinite(value)) void tillAction('discount', () => changeDiscountValue(session, value));
            }}
            onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
          />
        </HStack>
        <Text data-testid="order-discount">{formatMoney(-order.discountAmount)}</Text>
      </HStack>
      <HStack justify="space-between" fontSize="xl" fontWeight="bold">
        <Text>{refund ? t.refundTotal : t.grandTotal}</Text>
        <Text data-testid="order-total" color="teal.fg">
          {formatMoney(Math.abs(order.grandTotal))}
        </Text>
      </HStack>
    </Stack>
  );
}
