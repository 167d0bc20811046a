/** A purchase order that is no longer a draft: its lines with received quantities and the receipts. */
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import type { PurchaseOrder } from '../../api/stock';
import { FormSection } from '../../components/form/form-section';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { ScrollRegion } from '../../components/scroll-region';
import { receiptQuantity } from './po-rules';

const t = stockText.purchase;
const c = stockText.common;

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {value || '—'}
      </Text>
    </Box>
  );
}

export function PurchaseOrderDetail({ order }: { order: PurchaseOrder }) {
  return (
    <Stack gap="4">
      <FormSection title={t.general}>
        <Info label={c.code} value={order.code} />
        <Info label={t.vendor} value={order.vendor_name} />
        <Info label={t.orderDate} value={formatDate(order.order_date)} />
        <Info label={t.invoiceNumber} value={order.vendor_invoice_number ?? ''} />
        <Info label={c.note} value={order.note ?? ''} />
      </FormSection>
      <FormSection title={c.lines} columns={0}>
        <ScrollRegion label={c.lines}>
          <Table.Root size="sm" minW="720px">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.unit}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{c.quantity}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.received}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.unitCost}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.discount}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.tax}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.lineTotal}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.lines.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{l.product_name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {l.product_code}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{l.unit_name}</Table.Cell>
                  <Table.Cell textAlign="end" className="tabular">
                    {formatNumber(l.quantity)}
                  </Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    className="tabular"
                    color={l.received_quantity < l.quantity ? 'orange.fg' : 'green.fg'}
                  >
                    {formatNumber(l.received_quantity)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="money">
                    {formatMoney(l.unit_cost)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="money">
                    {formatMoney(l.discount)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{l.tax_rate}%</Table.Cell>
                  <Table.Cell textAlign="end" className="money">
                    {formatMoney(l.total)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
      </FormSection>
      {order.receipts.length > 0 ? (
        <FormSection title={t.receipts} columns={0}>
          <ScrollRegion label={t.receipts}>
            <Table.Root size="sm" minW="560px" data-testid="po-receipts">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>{c.date}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.lot}</Table.ColumnHeader>
                  <Table.ColumnHeader>{c.expiry}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{c.quantity}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.receipts.map((r, i) => (
                  <Table.Row key={i}>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(r.moved_at)}</Table.Cell>
                    <Table.Cell>{order.lines.find((l) => l.product_id === r.product_id)?.product_name}</Table.Cell>
                    <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                      {r.lot_number ?? ''}
                    </Table.Cell>
                    <Table.Cell>{formatDate(r.expiry_date)}</Table.Cell>
                    <Table.Cell textAlign="end" className="tabular">
                      {receiptQuantity(order.lines, r.product_id, r.base_quantity)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </FormSection>
      ) : null}
    </Stack>
  );
}
