/** The printable purchase receipt (phiếu nhập hàng): shop, vendor, lines, totals. */
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { storeSettingsApi } from '../../api/settings';
import type { PurchaseOrder } from '../../api/stock';
import { PrintArea } from '../../components/print-area';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';

const t = stockText.purchase;
const c = stockText.common;

export function PurchaseOrderPrint({ order }: { order: PurchaseOrder }) {
  const store = useQuery({ queryKey: [storeSettingsApi.path], queryFn: storeSettingsApi.get });
  return (
    <PrintArea>
      <Box p="2">
        <Text fontWeight="bold">{store.data?.name}</Text>
        <Text fontSize="xs">{store.data?.address}</Text>
        <Heading size="md" textAlign="center" my="4">
          {t.printTitle}
        </Heading>
        <Text>
          {c.code}: <b>{order.code}</b> · {t.orderDate}: {formatDate(order.order_date)}
        </Text>
        <Text>
          {t.vendor}: <b>{order.vendor_name}</b>
          {order.vendor_invoice_number ? ` · ${t.invoiceNumber}: ${order.vendor_invoice_number}` : ''}
        </Text>
        <Table.Root size="sm" mt="3" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
              <Table.ColumnHeader>{c.unit}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{c.quantity}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.unitCost}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.discount}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.tax}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.lineTotal}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((l, i) => (
              <Table.Row key={l.id}>
                <Table.Cell>{i + 1}</Table.Cell>
                <Table.Cell>{l.product_name}</Table.Cell>
                <Table.Cell>{l.unit_name}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(l.quantity)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(l.unit_cost)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(l.discount)}</Table.Cell>
                <Table.Cell textAlign="end">{l.tax_rate}%</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(l.total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Box mt="3" textAlign="end">
          <Text>
            {t.goodsTotal}: {formatMoney(order.subtotal)}
          </Text>
          <Text>
            {t.discountTotal}: {formatMoney(order.discount_total)}
          </Text>
          <Text>
            {t.subtotal}: {formatMoney(order.subtotal - order.discount_total)}
          </Text>
          <Text>
            {t.taxTotal}: {formatMoney(order.tax_total)}
          </Text>
          <Text fontWeight="bold">
            {t.grandTotal}: {formatMoney(order.total)}
          </Text>
          <Text>
            {t.paid}: {formatMoney(order.paid_amount)} · {t.debt}: {formatMoney(order.debt)}
            {order.refund_due > 0 ? ` · ${t.refundDue}: ${formatMoney(order.refund_due)}` : null}
          </Text>
        </Box>
      </Box>
    </PrintArea>
  );
}
