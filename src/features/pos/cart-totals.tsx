/**
 * The order's totals and discount (SPEC.md §5): percent by default, a type change resets it to 0.
 * A discount the customer's group gives says so under it.
 */
import { Button, ButtonGroup, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { toaster } from '../../components/toaster';
import type { DiscountType } from '../../domain/pos-enums';
import { formatMoney, formatNumber } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { posKeysText } from '../../i18n/pos-keys';
import { useTillSession } from '../../till/session-context';
import { ticketAtom } from './atoms';
import { changeDiscountType, changeDiscountValue } from './cart-actions';
import { parseMoneyText } from '../../domain/money';
import { tillAction } from './till-action';
import { keysOf, ShortcutKey } from './shortcut-key';

const t = posScreens.cart;

/** The discount as its box shows it: a percent with a decimal comma, an amount grouped ('14.600'). */
const shownText = (type: DiscountType, shown: number) =>
  !shown ? '' : type === 'percent' ? String(Math.round(shown * 100) / 100).replace('.', ',') : formatNumber(shown);

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
                  readOnly
                    ? undefined
                    : `${posKeysText.keys.actions.discountType} (${keysOf('pos', 'discountType')[0]})`
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
            defaultValue={shownText(order.discountType, shown)}
            onBlur={(event) => {
              const field = event.currentTarget;
              const raw = field.value.trim().replace(',', '.');
              const percent = order.discountType === 'percent';
              const value = percent ? Number(raw || 0) : (parseMoneyText(raw) ?? 0);
              // What the discount cannot be is said: the box goes back, or the largest discount applies.
              if (!Number.isFinite(value) || value < 0) {
                toaster.create({ type: 'warning', title: t.discountInvalid });
                field.value = shownText(order.discountType, shown);
                return;
              }
              const most = percent ? 100 : Math.abs(order.subtotal);
              if (value > most)
                toaster.create({
                  type: 'warning',
                  title: percent ? t.discountTooLargePercent : t.discountTooLargeAmount(formatMoney(most)),
                });
              void tillAction('discount', () => changeDiscountValue(session, value));
            }}
            onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
          />
        </HStack>
        <Text data-testid="order-discount">{formatMoney(-order.discountAmount)}</Text>
      </HStack>
      {order.groupDiscount && (
        <Text fontSize="xs" color="teal.fg" data-testid="group-discount">
          {t.groupDiscount(order.groupDiscount.percent, order.groupDiscount.name)}
        </Text>
      )}
      <HStack justify="space-between" fontSize="xl" fontWeight="bold">
        <Text>{refund ? t.refundTotal : t.grandTotal}</Text>
        <Text data-testid="order-total" color="teal.fg">
          {formatMoney(Math.abs(order.grandTotal))}
        </Text>
      </HStack>
    </Stack>
  );
}
