/** The two views of the valuation report: the paged product columns, and per category with its totals row. */
import { Table, Text } from '@chakra-ui/react';
import type { ValuationReport } from '../../api/stock';
import type { Column } from '../../components/data-table/data-table';
import type { ValuationRow } from '../../domain/stock/valuation';
import { formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { ScrollRegion } from '../../components/scroll-region';

const t = stockText.valuation;
const c = stockText.common;

function TotalRow({ span, quantity, value }: { span: number; quantity: number; value: number }) {
  return (
    <Table.Row fontWeight="semibold" bg="bg.muted">
      <Table.Cell colSpan={span}>{c.total}</Table.Cell>
      <Table.Cell textAlign="end" className="tabular">
        {formatNumber(quantity)}
      </Table.Cell>
      {span > 2 ? <Table.Cell /> : null}
      <Table.Cell textAlign="end" className="money" data-testid="valuation-total">
        {formatMoney(value)}
      </Table.Cell>
    </Table.Row>
  );
}

/** Product rows, one server page at a time: search, sortable headers, pages. */
export const productColumns: Column<ValuationRow>[] = [
  {
    key: 'name',
    header: stockText.common.product,
    sortField: 'name',
    cell: (row) => (
      <>
        <Text fontWeight="medium">{row.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.code}
        </Text>
      </>
    ),
  },
  {
    key: 'category',
    header: t.category,
    sortField: 'category',
    // On a phone under the product's name, which then wraps: the value stays in view.
    underOnMobile: true,
    cell: (row) => row.category_name ?? t.noCategory,
  },
  { key: 'unit', header: c.unit, hideOnMobile: true, cell: (row) => row.unit_name ?? '' },
  {
    key: 'quantity',
    header: t.onHand,
    sortField: 'quantity',
    align: 'end',
    cell: (row) => <span className="tabular">{formatNumber(row.quantity)}</span>,
  },
  {
    key: 'average_cost',
    header: t.avgCost,
    align: 'end',
    hideOnMobile: true,
    cell: (row) => <span className="money">{formatMoney(row.average_cost)}</span>,
  },
  {
    key: 'value',
    header: t.value,
    sortField: 'value',
    align: 'end',
    cell: (row) => <span className="money">{formatMoney(row.value)}</span>,
  },
];

export function ValuationByCategory({ report }: { report: ValuationReport }) {
  return (
    <ScrollRegion label={t.byCategory} borderWidth="1px" borderRadius="l2" bg="bg">
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
              <Table.Cell textAlign="end" className="tabular">
                {formatNumber(row.quantity)}
              </Table.Cell>
              <Table.Cell textAlign="end" className="money">
                {formatMoney(row.value)}
              </Table.Cell>
            </Table.Row>
          ))}
          <TotalRow span={1} quantity={report.totals.quantity} value={report.totals.value} />
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
