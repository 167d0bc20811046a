/** The purchase order's returns to its supplier (TNCC): code, date, reason, lines and value. */
import { Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type PurchaseOrder, supplierReturnsApi } from '../../api/stock';
import { FormSection } from '../../components/form/form-section';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { stockVi } from '../../i18n/stock';
import { stockText } from '../../i18n/stock-screens';
import { supplierReturnsKey } from './supplier-return-dialog';
import { ScrollRegion } from '../../components/scroll-region';

const t = stockText.supplierReturns;
const c = stockText.common;

export function SupplierReturnsSection({ order }: { order: PurchaseOrder }) {
  const query = useQuery({
    queryKey: supplierReturnsKey(order.id),
    queryFn: () => supplierReturnsApi.ofOrder(order.id),
  });
  const returns = query.data?.returns ?? [];
  if (returns.length === 0) return null;
  return (
    <FormSection title={t.section} columns={0}>
      <ScrollRegion label={t.section}>
        <Table.Root size="sm" minW="640px" data-testid="po-supplier-returns">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{c.code}</Table.ColumnHeader>
              <Table.ColumnHeader>{c.date}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.reason}</Table.ColumnHeader>
              <Table.ColumnHeader>{c.lines}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{c.total}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {returns.map((r) => (
              <Table.Row key={r.id} verticalAlign="top">
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {r.code}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(r.created_at)}</Table.Cell>
                <Table.Cell>
                  {stockVi.supplierReturnReasons[r.reason]}
                  {r.note ? (
                    <Text fontSize="xs" color="fg.muted">
                      {r.note}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  {r.lines.map((l) => (
                    <Text key={l.id} fontSize="sm">
                      {l.product_name} · {l.lot_number ?? t.noLot} · {formatNumber(l.quantity)} {l.unit_name}
                    </Text>
                  ))}
                </Table.Cell>
                <Table.Cell textAlign="end" className="money">
                  {formatMoney(r.total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollRegion>
    </FormSection>
  );
}
