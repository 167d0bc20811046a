/** /pos-orders/{id}/show: an order with its lines and lots, payments, prescription, checks and a reprint. */
import { Badge, Box, Button, Card, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { getPosOrder } from '../../api/pos-orders';
import { listTills } from '../../db/pos-catalog';
import { useTillSession } from '../../till/session-context';
import { PageHeader } from '../../components/page-header';
import type { PosOrderDetail as Detail } from '../../domain/pos-orders-api';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posHistory } from '../../i18n/pos-history';
import { posScreens } from '../../i18n/pos-screens';
import { reviewFlagText } from '../../i18n/pos-orders';
import { Receipt } from './receipt';
import { receiptOrderOf } from './server-order';
import { DosageLabelsDialog } from './dosage-labels-dialog';
import { hasDosageLabels } from '../../domain/dosage-labels';

const t = posHistory.detail;
const o = posHistory.orders;

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Box>{children}</Box>
  </Stack>
);

/** `renderActions` lets the route add actions owned by other areas (the e-invoice button). */
export function PosOrderDetail({ id, renderActions }: { id: string; renderActions?: (order: Detail) => ReactNode }) {
  const session = useTillSession();
  const query = useQuery({ queryKey: ['pos-orders', id], queryFn: () => getPosOrder(id) });
  const [labelling, setLabelling] = useState(false);
  const order = query.data;
  // The receipt's header and layout come from the till the order was sold on, as the till keeps it.
  const till = useQuery({
    queryKey: ['pos-till', order?.pos_setting.id],
    enabled: Boolean(order),
    queryFn: async () =>
      (await listTills(session.db)).find((candidate) => candidate.id === order?.pos_setting.id) ?? null,
  });
  if (query.isPending) return <Text color="fg.muted">…</Text>;
  if (!order) return <Text color="fg.error">{query.error?.message}</Text>;
  const rx = order.prescription;
  const receipt = receiptOrderOf(order);
  return (
    <Stack gap="4" data-testid="pos-order-detail">
      <PageHeader
        title={order.code}
        actions={
          <HStack gap="2" wrap="wrap">
            {renderActions?.(order)}
            <Button size="sm" onClick={() => window.print()}>
              {t.reprint}
            </Button>
            {hasDosageLabels(receipt.ticket.items) ? (
              <Button size="sm" variant="outline" onClick={() => setLabelling(true)} data-testid="print-labels">
                {posScreens.print.labels}
              </Button>
            ) : null}
          </HStack>
        }
      />
      <Card.Root>
        <Card.Body>
          <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
            <Field label={o.time}>{formatDateTime(order.ordered_at)}</Field>
            <Field label={o.type}>
              <Badge>{posMessages.orderTypes[order.type]}</Badge>
            </Field>
            <Field label={o.customer}>{order.customer?.name ?? o.walkIn}</Field>
            <Field label={o.seller}>{`${order.seller.name} · ${order.pos_setting.name}`}</Field>
            {order.return_for && (
              <Field label={t.returnFor}>
                <Link to="/pos-orders/$id/show" params={{ id: order.return_for }}>
                  {order.return_for_code ?? order.return_for}
                </Link>
              </Field>
            )}
            {order.note && <Field label={t.note}>{order.note}</Field>}
          </Grid>
        </Card.Body>
      </Card.Root>
      {order.review_flags.length > 0 && (
        <Card.Root borderColor="orange.300">
          <Card.Body>
            <Text fontWeight="semibold">{t.reviewFlags}</Text>
            {order.review_flags.map((flag, index) => (
              <Text key={index} fontSize="sm">
                {reviewFlagText(flag)}
              </Text>
            ))}
          </Card.Body>
        </Card.Root>
      )}
      <Table.Root size="sm" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.lines}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.lots}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.qty}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.price}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.order_items.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell>
                {line.is_return && (
                  <Badge colorPalette="purple" mr="1">
                    {posMessages.cart.returnLine}
                  </Badge>
                )}
                {line.product_name}
              </Table.Cell>
              <Table.Cell fontSize="xs">
                {line.item_lots
                  .map((lot) => `${lot.lot_number} · ${formatDate(lot.expiry_date)} · ${formatNumber(lot.quantity)}`)
                  .join('; ')}
                {line.serials.length > 0 ? (
                  <Text fontFamily="mono" data-testid="order-line-serials">
                    {t.serials(line.serials.join(', '))}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell textAlign="end">{`${formatNumber(line.product_qty)} ${line.unit_name}`}</Table.Cell>
              <Table.Cell textAlign="end">{formatMoney(line.price)}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatMoney((line.is_return ? -1 : 1) * line.product_qty * line.price)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Stack gap="1">
          <Text fontWeight="semibold">{t.payments}</Text>
          {order.payments.map((payment) => (
            <HStack key={payment.id} justify="space-between">
              <Text>{posMessages.paymentMethods[payment.method]}</Text>
              <Text>{formatMoney(payment.amount)}</Text>
            </HStack>
          ))}
          <HStack justify="space-between">
            <Text>{t.subtotal}</Text>
            <Text>{formatMoney(order.subtotal)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text>{t.discount}</Text>
            <Text>{formatMoney(-order.discount_amount)}</Text>
          </HStack>
          <HStack justify="space-between" fontWeight="bold">
            <Text>{o.total}</Text>
            <Text>{formatMoney(order.grand_total)}</Text>
          </HStack>
          {order.total_return > 0 && (
            <HStack justify="space-between">
              <Text>{t.change}</Text>
              <Text>{formatMoney(order.total_return)}</Text>
            </HStack>
          )}
          {order.debt_amount !== 0 && (
            <HStack justify="space-between" fontWeight="semibold" color="orange.fg" data-testid="order-debt">
              <Text>{order.debt_amount > 0 ? posScreens.checkout.debt : posScreens.checkout.debtDeducted}</Text>
              <Text>{formatMoney(Math.abs(order.debt_amount))}</Text>
            </HStack>
          )}
          {order.returns.length > 0 && (
            <Text fontWeight="semibold" mt="2">
              {t.returns}
            </Text>
          )}
          {order.returns.map((ret) => (
            <Link
              key={ret.id}
              to="/pos-orders/$id/show"
              params={{ id: ret.id }}
            >{`${ret.code} · ${formatDateTime(ret.ordered_at)}`}</Link>
          ))}
        </Stack>
        {rx && (
          <Stack gap="1" data-testid="order-prescription">
            <Text fontWeight="semibold">{t.prescription}</Text>
            <Text fontSize="sm">{`${t.patient}: ${rx.patient_name}${rx.patient_age ? ` (${rx.patient_age})` : ''}`}</Text>
            <Text fontSize="sm">{`${t.doctor}: ${rx.doctor_name} · ${rx.facility}`}</Text>
            <Text fontSize="sm">{`${t.diagnosis}: ${rx.diagnosis}`}</Text>
            {rx.items.map((item) => (
              <Text
                key={item.product_id}
                fontSize="sm"
              >{`${item.product_name} · ${item.quantity} ${item.unit_name}${item.dosage ? ` — ${item.dosage}` : ''}`}</Text>
            ))}
          </Stack>
        )}
      </Grid>
      {/* Printed by the reprint button only: the print CSS shows nothing else. */}
      <Box display="none" css={{ '@media print': { display: 'block' } }}>
        <Receipt
          order={receipt}
          layout={till.data?.receipt_layout ?? '80mm'}
          header={till.data?.receipt_header ?? null}
          footer={till.data?.receipt_footer ?? null}
        />
      </Box>
      {labelling ? (
        <DosageLabelsDialog
          order={receipt}
          shop={till.data?.receipt_header ?? null}
          onClose={() => setLabelling(false)}
        />
      ) : null}
    </Stack>
  );
}
