/** A purchase order that is no longer a draft: its lines with received quantities and the receipts. */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { PurchaseOrder } from '../../api/stock';
import { CardTable, type CardColumn } from '../../components/card-table';
import { FormSection } from '../../components/form/form-section';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { receiptQuantity } from './po-rules';

const t = purchasingText.purchase;
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

type Line = PurchaseOrder['lines'][number];
type Receipt = PurchaseOrder['receipts'][number];

/** Wide on a tablet, where a date or a lot number breaks badly; a phone's card has no room to keep it. */
const noWrap = { whiteSpace: { md: 'nowrap' } } as const;

const lineColumns: CardColumn<Line>[] = [
  {
    key: 'product',
    header: c.product,
    heading: true,
    cell: (l) => (
      <>
        <Text fontWeight={{ base: 'semibold', md: 'medium' }}>{l.product_name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {l.product_code}
        </Text>
        {l.serials.length > 0 ? (
          <Text fontSize="xs" fontFamily="mono" data-testid="po-line-serials">
            {t.receivedSerials(l.serials.join(', '))}
          </Text>
        ) : null}
      </>
    ),
  },
  { key: 'unit', header: c.unit, cell: (l) => l.unit_name },
  {
    key: 'quantity',
    header: c.quantity,
    numeric: true,
    cell: (l) => formatNumber(l.quantity),
    cellProps: () => ({ className: 'tabular' }),
  },
  {
    key: 'received',
    header: t.received,
    numeric: true,
    cell: (l) => formatNumber(l.received_quantity),
    cellProps: (l) => ({ className: 'tabular', color: l.received_quantity < l.quantity ? 'orange.fg' : 'green.fg' }),
  },
  {
    key: 'cost',
    header: t.unitCost,
    numeric: true,
    cell: (l) => formatMoney(l.unit_cost),
    cellProps: () => ({ className: 'money' }),
  },
  {
    key: 'discount',
    header: t.discount,
    numeric: true,
    cell: (l) => formatMoney(l.discount),
    cellProps: () => ({ className: 'money' }),
  },
  { key: 'tax', header: t.tax, numeric: true, cell: (l) => `${l.tax_rate}%` },
  {
    key: 'total',
    header: t.lineTotal,
    numeric: true,
    cell: (l) => formatMoney(l.total),
    cellProps: () => ({ className: 'money' }),
  },
];

const receiptColumns = (lines: Line[]): CardColumn<Receipt>[] => [
  {
    key: 'product',
    header: c.product,
    heading: true,
    cell: (r) => lines.find((l) => l.product_id === r.product_id)?.product_name,
    cellProps: () => ({ fontWeight: { base: 'semibold', md: 'normal' } }),
  },
  { key: 'date', header: c.date, cell: (r) => formatDateTime(r.moved_at), cellProps: () => noWrap },
  {
    key: 'lot',
    header: c.lot,
    cell: (r) => r.lot_number ?? '',
    cellProps: () => ({ fontFamily: 'mono', ...noWrap }),
  },
  { key: 'expiry', header: c.expiry, cell: (r) => formatDate(r.expiry_date) },
  {
    key: 'quantity',
    header: c.quantity,
    numeric: true,
    cell: (r) => receiptQuantity(lines, r.product_id, r.base_quantity),
    cellProps: () => ({ className: 'tabular' }),
  },
];

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
        <CardTable label={c.lines} rows={order.lines} rowKey={(l) => l.id} columns={lineColumns} minWidth="720px" />
      </FormSection>
      {order.receipts.length > 0 ? (
        <FormSection title={t.receipts} columns={0}>
          <CardTable
            label={t.receipts}
            rows={order.receipts}
            rowKey={(_, i) => String(i)}
            columns={receiptColumns(order.lines)}
            minWidth="560px"
            data-testid="po-receipts"
          />
        </FormSection>
      ) : null}
    </Stack>
  );
}
