/**
 * The lots of a lot-tracked line: lot number and expiry of what FEFO took, near-expiry marked,
 * and a picker to sell the whole line from another lot with stock. Expired lots are listed but
 * cannot be chosen (DOMAIN.md: expired lots cannot be sold).
 */
import { Badge, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { lineBaseQty } from '../../domain/cart';
import type { CartItem } from '../../domain/cart-types';
import { fefoOrder, isExpired, isNearExpiry, type StockLot } from '../../domain/lots';
import { baseQty } from '../../domain/money';
import { formatDate, formatNumber } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { changeLots } from './cart-actions';
import { todayInShop } from '../../domain/shop-clock';
import { tillAction } from './till-action';

const t = posScreens.cart;

export function LotPicker({
  item,
  lots,
  baseUnit,
  nearDays,
  readOnly,
}: {
  item: CartItem;
  lots: StockLot[];
  /** The name of the product's base unit, which lot quantities count in ('' while unknown). */
  baseUnit: string;
  nearDays: number;
  readOnly: boolean;
}) {
  // Lots count in the base unit: "SL 60 Viên" under a line of 6 Vỉ.
  const inBase = (quantity: number) => `${formatNumber(quantity)}${baseUnit ? ` ${baseUnit}` : ''}`;
  const session = useTillSession();
  const today = todayInShop();
  const needed = lineBaseQty(item);
  const pick = (lotId: string) => {
    const lot = lots.find((candidate) => candidate.id === lotId);
    if (lot)
      void tillAction('line', () =>
        changeLots(session, item.id, [
          { lot_id: lot.id, lot_number: lot.lot_number, expiry_date: lot.expiry_date, quantity: baseQty(needed) },
        ]),
      );
  };
  const covered = item.lots.reduce((sum, lot) => sum + lot.quantity, 0);
  // An empty lot has nothing to sell: only lots with stock are offered (the line's own stay listed).
  const offered = fefoOrder(lots).filter(
    (lot) => lot.quantity > 0 || item.lots.some((taken) => taken.lot_id === lot.id),
  );
  return (
    <HStack gap="2" wrap="wrap" fontSize="xs" data-testid="line-lots">
      {item.lots.map((lot) => (
        <HStack key={lot.lot_id} gap="1" data-testid="line-lot">
          <Text>
            {posMessages.lots.lot} {lot.lot_number} · {posMessages.lots.expiry} {formatDate(lot.expiry_date)} · SL{' '}
            {inBase(lot.quantity)}
          </Text>
          {isNearExpiry(lot, today, nearDays) && (
            <Badge colorPalette="orange" size="sm">
              {posMessages.lots.nearExpiry}
            </Badge>
          )}
        </HStack>
      ))}
      {!item.is_return && covered < needed && (
        <Badge colorPalette="red" size="sm">
          {posMessages.lots.shortfall(inBase(needed - covered))}
        </Badge>
      )}
      {!item.is_return && !readOnly && offered.length > 1 && (
        // As wide as its own label: sized by its longest lot it took a row of its own under the lot.
        <NativeSelect.Root size="xs" width="24" flexShrink="0">
          <NativeSelect.Field aria-label={t.changeLots} value="" onChange={(event) => pick(event.currentTarget.value)}>
            <option value="">{t.changeLots}</option>
            {offered.map((lot) => {
              const expired = isExpired(lot, today);
              return (
                <option key={lot.id} value={lot.id} disabled={expired || lot.quantity < needed}>
                  {`${lot.lot_number} · ${formatDate(lot.expiry_date)} · ${inBase(lot.quantity)}${expired ? ` · ${posMessages.lots.expired}` : ''}`}
                </option>
              );
            })}
          </NativeSelect.Field>
        </NativeSelect.Root>
      )}
    </HStack>
  );
}
