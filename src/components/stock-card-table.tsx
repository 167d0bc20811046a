/**
 * The rows of a stock card (thẻ kho): time, document, kind of move, lot, quantity in and out and the
 * balance after it, in base units; on paper framed by the period's opening and closing rows.
 */
import { Table } from '@chakra-ui/react';
import type { StockMove } from '../api/stock';
import { formatDateTime, formatNumber } from '../i18n/format';
import { stockVi } from '../i18n/stock';
import { stockText } from '../i18n/stock-screens';

const t = stockText.stockPanel;
const c = stockText.common;

function EndRow({ label, balance }: { label: string; balance: number }) {
  return (
    <Table.Row fontWeight="bold">
      <Table.Cell colSpan={6}>{label}</Table.Cell>
      <Table.Cell textAlign="end">{formatNumber(balance)}</Table.Cell>
    </Table.Row>
  );
}

export function StockCardTable({
  rows,
  ends,
}: {
  rows: StockMove[];
  /** The period's balances as first and last rows (the printed card). */
  ends?: { opening: number; closing: number };
}) {
  return (
    <Table.Root
      size="sm"
      variant={ends ? 'outline' : 'line'}
      data-testid={ends ? 'stock-card-print-table' : 'product-stock-moves'}
      // On screen the card sits in the product page's side column: it scrolls sideways there
      // rather than breaking its labels one word a line.
      minW={ends ? undefined : '36rem'}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t.movedAt}</Table.ColumnHeader>
          <Table.ColumnHeader>{t.document}</Table.ColumnHeader>
          <Table.ColumnHeader>{t.reason}</Table.ColumnHeader>
          <Table.ColumnHeader>{c.lot}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t.quantityIn}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t.quantityOut}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t.balance}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {ends ? <EndRow label={t.opening} balance={ends.opening} /> : null}
        {rows.map((m) => (
          <Table.Row key={m.id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(m.moved_at)}</Table.Cell>
            <Table.Cell fontFamily="mono">{m.document_code ?? ''}</Table.Cell>
            <Table.Cell>{stockVi.moveReasons[m.reason]}</Table.Cell>
            <Table.Cell fontFamily="mono">{m.lot_number ?? c.noLot}</Table.Cell>
            <Table.Cell textAlign="end" className="tabular" color={ends ? undefined : 'green.fg'}>
              {m.quantity > 0 ? formatNumber(m.quantity) : ''}
            </Table.Cell>
            <Table.Cell textAlign="end" className="tabular" color={ends ? undefined : 'red.fg'}>
              {m.quantity < 0 ? formatNumber(-m.quantity) : ''}
            </Table.Cell>
            <Table.Cell textAlign="end" className="tabular" fontWeight="medium">
              {formatNumber(m.balance_after)}
            </Table.Cell>
          </Table.Row>
        ))}
        {ends ? <EndRow label={t.closing} balance={ends.closing} /> : null}
      </Table.Body>
    </Table.Root>
  );
}
