/** The money summary of a purchase order: goods, discount, tax, total, paid, vendor debt or what the vendor owes back. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '../../i18n/format';
import { purchasingText } from '../../i18n/purchasing-screens';

const t = purchasingText.purchase;

export function PurchaseTotals(props: {
  /** Goods before discount (the order's stored `subtotal`). */
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  paid?: number;
  debt?: number;
  /** Shown only when the vendor owes money back. */
  refundDue?: number;
}) {
  const rows: [string, number, boolean?][] = [
    [t.goodsTotal, props.subtotal],
    [t.discountTotal, props.discount],
    [t.subtotal, props.subtotal - props.discount],
    [t.taxTotal, props.tax],
    [t.grandTotal, props.total, true],
  ];
  if (props.paid !== undefined) rows.push([t.paid, props.paid]);
  if (props.debt !== undefined) rows.push([t.debt, props.debt, true]);
  if (props.refundDue) rows.push([t.refundDue, props.refundDue, true]);
  return (
    <Box alignSelf="end" minW={{ base: 'full', md: '80' }} bg="bg" borderWidth="1px" borderRadius="l2" p="3">
      <Stack gap="1" fontSize="sm">
        {rows.map(([label, value, strong]) => (
          <HStack key={label} justify="space-between" fontWeight={strong ? 'semibold' : undefined}>
            <Text>{label}</Text>
            <Text className="money">{formatMoney(value)}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
