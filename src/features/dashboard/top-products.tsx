/** The period's top products, by revenue or by quantity. */
import { Table, Text } from '@chakra-ui/react';
import type { TopProduct } from '../../domain/reports/dashboard';
import { dashboardVi as t } from '../../i18n/dashboard';
import { formatMoney, formatNumber } from '../../i18n/format';
import { Panel } from './kpi-cards';

export function TopProducts({ title, rows, testId }: { title: string; rows: TopProduct[]; testId: string }) {
  return (
    <Panel title={title} testId={testId}>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t.topEmpty}
        </Text>
      ) : (
        <Table.Root size="sm">
          {/* Quantities are in base units and revenue is before the order's discount: said under the table. */}
          <Table.Caption captionSide="bottom" textAlign="start" fontSize="xs" color="fg.muted" mt="2">
            {t.topNote}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.product}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.quantity}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.revenue}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.product_id}>
                <Table.Cell>{row.product_name}</Table.Cell>
                <Table.Cell textAlign="end" className="tabular">
                  {formatNumber(row.quantity)}
                </Table.Cell>
                <Table.Cell textAlign="end" className="money" whiteSpace="nowrap">
                  {formatMoney(row.revenue)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Panel>
  );
}
