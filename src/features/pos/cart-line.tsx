/**
 * One cart line: name, unit (hộp/vỉ/viên with its price), quantity, amount, remove; the
 * out-of-stock mark with "sell anyway", lots for lot-tracked lines, serials for serial-tracked
 * lines and the line note.
 */
import { Badge, Box, Button, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { CartItem } from '../../domain/cart-types';
import { lineTotal } from '../../domain/totals';
import { formatMoney } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { generalAtom } from './atoms';
import { changeLineUnit, changeNote, changeQuantity, changeSerials, removeCartLine, sellAnyway } from './cart-actions';
import { LotPicker } from './lot-picker';
import { useProduct } from './use-product';

const t = posScreens.cart;

export function CartLine({ item, readOnly }: { item: CartItem; readOnly: boolean }) {
  const session = useTillSession();
  const general = useAtomValue(generalAtom);
  const { product, lots } = useProduct(session, item.product_id, item.tracking_type === 'lot');
  const [noteOpen, setNoteOpen] = useState(item.note.status);
  const units = product?.units ?? [];
  return (
    <Stack
      gap="1"
      py="1.5"
      borderBottomWidth="1px"
      data-testid="cart-line"
      data-product={item.name}
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
                  <Button size="2xs" variant="ghost" onClick={() => void sellAnyway(session, item.product_id)}>
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
              onChange={(event) => void changeLineUnit(session, item.id, item.product_id, event.currentTarget.value)}
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
            disabled={readOnly}
            onClick={() => void changeQuantity(session, item.id, item.quantity - 1)}
          >
            −
          </IconButton>
          <Input
            aria-label={t.quantity}
            name="line-quantity"
            size="xs"
            width="12"
            textAlign="center"
            inputMode="numeric"
            readOnly={readOnly}
            key={item.quantity}
            defaultValue={item.quantity}
            onBlur={(event) => void changeQuantity(session, item.id, Number(event.currentTarget.value))}
            onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
          />
          <IconButton
            aria-label="+"
            size="xs"
            variant="outline"
            disabled={readOnly}
            onClick={() => void changeQuantity(session, item.id, item.quantity + 1)}
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
              onClick={() => void removeCartLine(session, item.id)}
            >
              ✕
            </IconButton>
          </>
        )}
      </HStack>
      {item.tracking_type === 'lot' && (
        <LotPicker item={item} lots={lots} nearDays={general?.expiry_warning_days ?? 90} readOnly={readOnly} />
      )}
      {item.tracking_type === 'serial' && !item.is_return && (
        <Textarea
          size="sm"
          rows={2}
          aria-label={t.serials}
          placeholder={t.serialsPlaceholder}
          defaultValue={item.serials.join('\n')}
          readOnly={readOnly}
          onBlur={(event) => void changeSerials(session, item.id, event.currentTarget.value.split('\n'))}
        />
      )}
      {(noteOpen || item.note.text) && (
        <Input
          size="sm"
          aria-label={t.note}
          placeholder={t.notePlaceholder}
          defaultValue={item.note.text}
          readOnly={readOnly}
          onBlur={(event) => void changeNote(session, item.id, event.currentTarget.value.trim())}
        />
      )}
    </Stack>
  );
}
