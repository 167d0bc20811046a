/** The purchase order's returns to its supplier (TNCC): code, date, reason, lines and value. */
import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type PurchaseOrder, type SupplierReturn, supplierReturnsApi } from '../../api/stock';
import { CardTable, type CardColumn } from '../../components/card-table';
import { FormSection } from '../../components/form/form-section';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { stockVi } from '../../i18n/stock';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { supplierReturnsKey } from './supplier-return-dialog';

const t = purchasingText.supplierReturns;
const c = stockText.common;

const columns: CardColumn<SupplierReturn>[] = [
  {
    key: 'code',
    header: c.code,
    heading: true,
    cell: (r) => r.code,
    cellProps: () => ({ fontFamily: 'mono', whiteSpace: 'nowrap', fontWeight: { base: 'semibold', md: 'normal' } }),
  },
  {
    key: 'date',
    header: c.date,
    cell: (r) => formatDateTime(r.created_at),
    cellProps: () => ({ whiteSpace: { md: 'nowrap' } }),
  },
  {
    key: 'reason',
    header: t.reason,
    cell: (r) => (
      <>
        {stockVi.supplierReturnReasons[r.reason]}
        {r.note ? (
          <Text fontSize="xs" color="fg.muted">
            {r.note}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'lines',
    header: c.lines,
    wide: true,
    cell: (r) =>
      r.lines.map((l) => (
        <Text key={l.id} fontSize="sm">
          {l.product_name} · {l.lot_number ?? t.noLot} · {formatNumber(l.quantity)} {l.unit_name}
          {l.serials.length > 0 ? ` · ${t.serialList(l.serials.join(', '))}` : ''}
        </Text>
      )),
  },
  {
    key: 'total',
    header: c.total,
    numeric: true,
    cell: (r) => formatMoney(r.total),
    cellProps: () => ({ className: 'money' }),
  },
];

export function SupplierReturnsSection({ order }: { order: PurchaseOrder }) {
  const query = useQuery({
    queryKey: supplierReturnsKey(order.id),
    queryFn: () => supplierReturnsApi.ofOrder(order.id),
  });
  const returns = query.data?.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <FormSection title={t.section} columns={0}>
      <CardTable
        label={t.section}
        rows={returns}
        rowKey={(r) => r.id}
        columns={columns}
        minWidth="640px"
        phoneColumns={2}
        data-testid="po-supplier-returns"
      />
    </FormSection>
  );
}
