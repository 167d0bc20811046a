/** A product's stock card: its latest ledger moves with the document, the reason in Vietnamese, the lot and the signed quantity. */
import { Box, Heading, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { productMovesOf } from '../api/stock';
import { formatDateTime, formatNumber } from '../i18n/format';
import { stockVi } from '../i18n/stock';
import { stockText } from '../i18n/stock-screens';
import { ErrorNotice } from './data-table/table-states';
import { ScrollRegion } from './scroll-region';

const t = stockText.stockPanel;
const c = stockText.common;

export function ProductStockMoves({ productId }: { productId: string }) {
  const moves = useQuery({ queryKey: ['products', productId, 'moves'], queryFn: () => productMovesOf(productId) });
  const rows = moves.data?.data ?? [];
  const heading = (
    <Heading as="h3" size="xs" mb="2">
      {t.moves}
    </Heading>
  );
  if (moves.isError && !moves.data) {
    return (
      <Box mt="4">
        {heading}
        <ErrorNotice error={moves.error} onRetry={() => void moves.refetch()} />
      </Box>
    );
  }
  if (rows.length === 0) return null;
  return (
    <Box mt="4">
      {heading}
      <ScrollRegion label={t.moves}>
        <Table.Root size="sm" data-testid="product-stock-moves">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.movedAt}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.document}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.reason}</Table.ColumnHeader>
              <Table.ColumnHeader>{c.lot}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{c.quantity}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((m) => (
              <Table.Row key={m.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(m.moved_at)}</Table.Cell>
                <Table.Cell fontFamily="mono">{m.document_code ?? ''}</Table.Cell>
                <Table.Cell>{stockVi.moveReasons[m.reason]}</Table.Cell>
                <Table.Cell fontFamily="mono">{m.lot_number ?? c.noLot}</Table.Cell>
                <Table.Cell textAlign="end" className="tabular" color={m.quantity < 0 ? 'red.fg' : 'green.fg'}>
                  {m.quantity > 0 ? '+' : ''}
                  {formatNumber(m.quantity)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollRegion>
    </Box>
  );
}
