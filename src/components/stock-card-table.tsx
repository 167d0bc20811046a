/**
 * The rows of a stock card (thẻ kho): time, document, kind of move, lot, quantity in and out and the
 * balance after it, in base units; on paper framed by the period's opening and closing rows, and on
 * screen in four columns that fit a narrow column.
 */
import { Table, Text } from '@chakra-ui/react';
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

/** A move's signed quantity: "+60" in, "−30" out (a true minus sign). */
const signed = (quantity: number) =>
  quantity > 0 ? `+${formatNumber(quantity)}` : quantity < 0 ? `−${formatNumber(-quantity)}` : '0';

export function StockCardTable({
  rows,
  ends,
}: {
  rows: StockMove[];
  /** The period's balances as first and last rows (the printed card). */
  ends?: { opening: number; closing: number };
}) {
  if (!ends) return <ScreenCard rows={rows} />;
  return (
    <Table.Root size="sm" variant="outline" data-testid="stock-card-print-table">
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
        <EndRow label={t.opening} balance={ends.opening} />
        {rows.map((m) => (
          <Table.Row key={m.id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(m.moved_at)}</Table.Cell>
            <Table.Cell fontFamily="mono">{m.document_code ?? ''}</Table.Cell>
            <Table.Cell>{stockVi.moveReasons[m.reason]}</Table.Cell>
            <Table.Cell fontFamily="mono">{m.lot_number ?? c.noLot}</Table.Cell>
            <Table.Cell textAlign="end" className="tabular">
              {m.quantity > 0 ? formatNumber(m.quantity) : ''}
            </Table.Cell>
            <Table.Cell textAlign="end" className="tabular">
              {m.quantity < 0 ? formatNumber(-m.quantity) : ''}
            </Table.Cell>
            <Table.Cell textAlign="end" className="tabular" fontWeight="medium">
              {formatNumber(m.balance_after)}
            </Table.Cell>
          </Table.Row>
        ))}
        <EndRow label={t.closing} balance={ends.closing} />
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The card on screen, where it sits in the product page's side column (about 350 px wide, as on a
 * phone): four columns that fit it without scrolling sideways. The document's kind and lot are
 * under its code, and the quantity is signed in one column (in green, out in red), as the shop
 * systems pharmacists know show it; the printed card keeps the book's seven columns.
 */
function TimeThenDate({ at }: { at: string }) {
  const [time, date] = formatDateTime(at).split(' ');
  return (
    <>
      <Text>{time}</Text>
      <Text fontSize="xs" color="fg.muted">
        {date}
      </Text>
    </>
  );
}

function ScreenCard({ rows }: { rows: StockMove[] }) {
  return (
    <Table.Root size="sm" data-testid="product-stock-moves">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t.movedAt}</Table.ColumnHeader>
          <Table.ColumnHeader>{t.document}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t.quantityInOut}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t.balance}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((m) => (
          <Table.Row key={m.id} verticalAlign="top">
            {/* The time above the date: the narrow column's width goes to the document. */}
            <Table.Cell className="tabular">
              <TimeThenDate at={m.moved_at} />
            </Table.Cell>
            <Table.Cell>
              <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {m.document_code ?? ''}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {stockVi.moveReasons[m.reason]}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {m.lot_number ? t.lotOf(m.lot_number) : c.noLot}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end" className="tabular" color={m.quantity > 0 ? 'green.fg' : 'red.fg'}>
              {signed(m.quantity)}
            </Table.Cell>
            <Table.Cell textAlign="end" className="tabular" fontWeight="medium">
              {formatNumber(m.balance_after)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
