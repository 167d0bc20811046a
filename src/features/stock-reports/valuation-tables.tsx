/** The two views of the valuation report: per product and per category, each with its totals row. */
import { Box, Table, Text } from '@chakra-ui/react';
import type { ValuationReport } from '../../api/stock';
import { formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';

const t = stockText.valuation;
const c = stockText.common;

function TotalRow({ span, quantity, value }: { span: number; quantity: number; value: number }) {
  return (
    <Table.Row fontWeight="semibold" bg="bg.muted">
      <Table.Cell colSpan={span}>{c.total}</Table.Cell>
      <Table.Cell textAlign="end" className="tabular">{formatNumber(quantity)}</Table.Cell>
      {span > 2 ? <Table.Cell /> : null}
      <Table.Cell textAlign="end" className="money" data-testid="valuation-total">{formatMoney(value)}</Table.Cell>
    </Table.Row>
  );
}

export function ValuationByProduct({ report }: { report: ValuationReport }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2" bg="bg">
      <Table.Root size="sm" minW="640px" data-testid="valuation-products">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{stockText.common.product}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.category}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.unit}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.onHand}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.avgCost}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.value}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.products.map((row) => (
            <Table.Row key={row.product_id}>
              <Table.Cell>
                <Text fontWeight="medium">{row.name}</Text>
                <Text fontSize="xs" color="fg.muted">{row.code}</Text>
              </Table.Cell>
              <Table.Cell>{row.category_name ?? t.noCategory}</Table.Cell>
              <Table.Cell>{row.unit_name ?? ''}</Table.Cell>
              <Table.Cell textAlign="end" className="tabular">{formatNumber(row.quantity)}</Table.Cell>
              <Table.Cell textAlign="end" className="money">{formatMoney(row.average_cost)}</Table.Cell>
              <Table.Cell textAlign="end" className="money">{formatMoney(row.value)}</Table.Cell>
            </Table.Row>
          ))}
          <TotalRow span={3} quantity={report.totals.quantity} value={report.totals.value} />
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function ValuationByCategory({ report }: { report: ValuationReport }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2" bg="bg">
      <Table.Root size="sm" data-testid="valuation-categories">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t.category}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.onHand}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.value}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.categories.map((row) => (
            <Table.Row key={row.category_id ?? 'none'}>
              <Table.Cell fontWeight="medium">{row.category_name ?? t.noCategory}</Table.Cell>
              <Table.Cell textAlign="end" className="tabular">{formatNumber(row.quantity)}</Table.Cell>
              <Table.Cell textAlign="end" className="money">{formatMoney(row.value)}</Table.Cell>
            </Table.Row>
          ))}
          <TotalRow span={1} quantity={report.totals.quantity} value={report.totals.value} />
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
