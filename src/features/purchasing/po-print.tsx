/**
 * The printable purchase receipt (phiếu nhập hàng): shop, vendor, each line ordered and received,
 * each receipt's lot and expiry (GPP keeps them for every purchase), totals and the signatures.
 */
import { Box, Grid, Heading, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { storeSettingsApi } from '../../api/settings';
import type { PurchaseOrder } from '../../api/stock';
import { PrintArea } from '../../components/print-area';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { receiptQuantity } from './po-rules';

const t = purchasingText.purchase;
const c = stockText.common;
const p = t.print;

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
              <Table.ColumnHeader textAlign="end">{p.ordered}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{p.received}</Table.ColumnHeader>
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
                <Table.Cell textAlign="end">{formatNumber(l.received_quantity)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(l.unit_cost)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(l.discount)}</Table.Cell>
                <Table.Cell textAlign="end">{l.tax_rate}%</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(l.total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {order.receipts.length > 0 ? <PrintReceipts order={order} /> : null}
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
          {order.state !== 'draft' && order.received_value !== order.total ? (
            <Text>
              {p.receivedValue}: {formatMoney(order.received_value)}
            </Text>
          ) : null}
          <Text>
            {t.paid}: {formatMoney(order.paid_amount)} · {t.debt}: {formatMoney(order.debt)}
            {order.refund_due > 0 ? ` · ${t.refundDue}: ${formatMoney(order.refund_due)}` : null}
          </Text>
        </Box>
        <Signatures />
      </Box>
    </PrintArea>
  );
}

/** One row per receipt: the product, its lot and expiry (DD/MM/YYYY), the quantity in the line's unit. */
function PrintReceipts({ order }: { order: PurchaseOrder }) {
  return (
    <>
      <Text fontWeight="bold" mt="3">
        {p.lots}
      </Text>
      <Table.Root size="sm" mt="1" variant="outline" data-testid="po-print-lots">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.lot}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.expiry}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{c.quantity}</Table.ColumnHeader>
            <Table.ColumnHeader>{p.receivedAt}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.receipts.map((r, i) => (
            <Table.Row key={i}>
              <Table.Cell>{i + 1}</Table.Cell>
              <Table.Cell>{order.lines.find((l) => l.product_id === r.product_id)?.product_name}</Table.Cell>
              <Table.Cell>{r.lot_number ?? p.noLot}</Table.Cell>
              <Table.Cell>{formatDate(r.expiry_date)}</Table.Cell>
              <Table.Cell textAlign="end">{receiptQuantity(order.lines, r.product_id, r.base_quantity)}</Table.Cell>
              <Table.Cell>{formatDate(r.moved_at)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </>
  );
}

function Signatures() {
  const roles = [p.makerSign, p.delivererSign, p.receiverSign];
  return (
    <Grid templateColumns="repeat(3, 1fr)" textAlign="center" mt="6" pb="16" data-testid="po-print-signatures">
      {roles.map((role) => (
        <Box key={role}>
          <Text fontWeight="bold">{role}</Text>
          <Text fontSize="xs" fontStyle="italic">
            {p.signHint}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
