/**
 * One cart line: name, unit (hộp/vỉ/viên with its price), quantity, amount, remove; the
 * out-of-stock mark with "sell anyway", lots for lot-tracked lines, serials for serial-tracked
 * lines and the line note.
 */
import { Badge, Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { CartItem } from '../../domain/cart-types';
import { lineTotal } from '../../domain/totals';
import { formatMoney } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { currentLineIdAtom, generalAtom } from './atoms';
import { toaster } from '../../components/toaster';
import { changeLineUnit, changeNote, changeQuantity, changeSerials, removeCartLine, sellAnyway } from './cart-actions';
import { LotPicker } from './lot-picker';
import { tillAction } from './till-action';
import { useProduct } from './use-product';

const t = posScreens.cart;

export function CartLine({ item, readOnly, current }: { item: CartItem; readOnly: boolean; current: boolean }) {
  const session = useTillSession();
  const general = useAtomValue(generalAtom);
  const { product, lots } = useProduct(session, item.product_id, item.tracking_type === 'lot');
  const setCurrent = useSetAtom(currentLineIdAtom);
  const [noteOpen, setNoteOpen] = useState(item.note.status);
  const units = product?.units ?? [];
  return (
    <Stack
      gap="1"
      py="1.5"
      ps="2"
      pe="1"
      borderBottomWidth="1px"
      borderStartWidth="3px"
      borderStartColor={current ? 'teal.solid' : 'transparent'}
      bg={current ? 'teal.subtle/40' : undefined}
      data-testid="cart-line"
      data-line-id={item.id}
      data-current={current}
      data-product={item.name}
      // The line worked on with the mouse is the one the keys work on next.
      onFocusCapture={() => setCurrent(item.id)}
      opacity={item.notExists || (item.is_return && item.quantity === 0) ? 0.5 : 1}
    >
      <HStack justify="space-between" align="start" gap="2">
        <Box minW="0">
          <Text fontWeight="medium" lineHeight="short">
            {item.name}
          </Text>
          <HStack gap="1" wrap="wrap">
            {item.drug_class === 'rx' && !item.is_return && (
              <Badge colorPalette="red" size="sm">
                {t.rx}
              </Badge>
            )}
            {item.is_return && (
              <Badge colorPalette="purple" size="sm">
                {t.returnLine}
              </Badge>
            )}
            {item.notExists && <Badge size="sm">{posMessages.cart.notExists}</Badge>}
            {item.outOfStock && (
              <>
                <Badge colorPalette="orange" size="sm" data-testid="out-of-stock">
                  {posMessages.cart.outOfStock}
                </Badge>
                {!readOnly && (
                  <Button
                    size="2xs"
                    variant="ghost"
                    onClick={() => void tillAction('line', () => sellAnyway(session, item.product_id))}
                  >
                    {t.clearOutOfStock}
                  </Button>
                )}
              </>
            )}
          </HStack>
        </Box>
        <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="line-total">
          {formatMoney(lineTotal(item))}
        </Text>
      </HStack>
      <HStack gap="2">
        {units.length > 1 && !item.is_return && !readOnly ? (
          <NativeSelect.Root size="xs" width="36">
            <NativeSelect.Field
              aria-label={t.unit}
              value={item.uom.id}
              onChange={(event) => {
                const unitId = event.currentTarget.value;
                void tillAction('unit', () => changeLineUnit(session, item.id, item.product_id, unitId));
              }}
            >
              {units.map((unit) => (
                <option key={unit.id} value={unit.id}>{`${unit.name} · ${formatMoney(unit.price)}`}</option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted" minW="20">{`${item.uom.name} · ${formatMoney(item.price)}`}</Text>
        )}
        <HStack gap="0" ml="auto">
          <IconButton
            aria-label="-"
            size="xs"
            variant="outline"
            // A sale line sells at least one; a return line gives back none at the least.
            disabled={readOnly || item.quantity <= (item.is_return ? 0 : 1)}
            onClick={() => void tillAction('quantity', () => changeQuantity(session, item.id, item.quantity - 1))}
          >
            −
          </IconButton>
          <Input
            aria-label={t.quantity}
            name="line-quantity"
            size="xs"
            width="16"
            textAlign="center"
            inputMode="numeric"
            readOnly={readOnly}
            key={item.quantity}
            defaultValue={item.quantity}
            onBlur={(event) => {
              const field = event.currentTarget;
              const quantity = Number(field.value.trim());
              if (quantity === item.quantity) return;
              // Not a whole number the line can take: said, and the box shows what the line keeps.
              const least = item.is_return ? 0 : 1;
              if (!Number.isInteger(quantity) || quantity < least)
                toaster.create({ type: 'warning', title: t.quantityInvalid(least) });
              void tillAction('quantity', async () => {
                const ticket = await changeQuantity(session, item.id, quantity);
                const kept = ticket.items.find((line) => line.id === item.id)?.quantity;
                if (kept !== undefined) field.value = String(kept);
                // A return gives back at most what the sale sold and was not returned yet.
                if (item.is_return && kept !== undefined && Number.isInteger(quantity) && quantity > kept)
                  toaster.create({ type: 'warning', title: t.returnAtMost(kept, item.uom.name) });
              });
            }}
            // Enter keeps the number, Esc puts the old one back; both hand the keys back to the page.
            onKeyDown={(event) => {
              if (event.key === 'Escape') event.currentTarget.value = String(item.quantity);
              if (event.key === 'Enter' || event.key === 'Escape') event.currentTarget.blur();
            }}
          />
          <IconButton
            aria-label="+"
            size="xs"
            variant="outline"
            disabled={readOnly}
            onClick={() => void tillAction('quantity', () => changeQuantity(session, item.id, item.quantity + 1))}
          >
            +
          </IconButton>
        </HStack>
        {!readOnly && (
          <>
            <IconButton aria-label={t.note} size="xs" variant="ghost" onClick={() => setNoteOpen(!noteOpen)}>
              ✎
            </IconButton>
            <IconButton
              aria-label={t.remove}
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => void tillAction('remove', () => removeCartLine(session, item.id))}
            >
              ✕
            </IconButton>
          </>
        )}
      </HStack>
      {item.tracking_type === 'lot' && (
        <LotPicker
          item={item}
          lots={lots}
          baseUnit={units.find((unit) => unit.factor === 1)?.name ?? (item.uom.factor === 1 ? item.uom.name : '')}
          nearDays={general?.expiry_warning_days ?? 90}
          readOnly={readOnly}
        />
      )}
      {item.tracking_type === 'serial' && !item.is_return && (
        <Textarea
          size="sm"
          rows={2}
          aria-label={t.serials}
          placeholder={t.serialsPlaceholder}
          defaultValue={item.serials.join('\n')}
          readOnly={readOnly}
          onBlur={(event) => {
            const serials = event.currentTarget.value.split('\n');
            void tillAction('line', () => changeSerials(session, item.id, serials));
          }}
        />
      )}
      {(noteOpen || item.note.text) && (
        <Input
          size="sm"
          aria-label={t.note}
          placeholder={t.notePlaceholder}
          defaultValue={item.note.text}
          readOnly={readOnly}
          onBlur={(event) => {
            const text = event.currentTarget.value.trim();
            void tillAction('line', () => changeNote(session, item.id, text));
          }}
        />
      )}
    </Stack>
  );
}
