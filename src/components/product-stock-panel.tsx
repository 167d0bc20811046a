/** A product's stock from the ledger: on hand, average cost, value, its lots with expiry flags, and its stock card. */
import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { productStockOf } from '../api/stock';
import { ErrorNotice } from './data-table/table-states';
import { formatDate, formatMoney, formatNumber } from '../i18n/format';
import { stockText } from '../i18n/stock-screens';
import { FormSection } from './form/form-section';
import { ProductStockMoves } from './product-stock-moves';
import { ScrollRegion } from './scroll-region';

const t = stockText.stockPanel;
const c = stockText.common;

export function ProductStockPanel({ productId }: { productId: string }) {
  const stock = useQuery({ queryKey: ['products', productId, 'stock'], queryFn: () => productStockOf(productId) });
  if (stock.isError && !stock.data) {
    return (
      <FormSection title={t.title} columns={0}>
        <ErrorNotice error={stock.error} onRetry={() => void stock.refetch()} />
      </FormSection>
    );
  }
  if (!stock.data) return null;
  const s = stock.data;
  return (
    <FormSection title={t.title} columns={0}>
      <HStack gap="6" wrap="wrap" fontSize="sm" mb="3" data-testid="product-stock">
        <Text>
          {t.onHand}: <b className="tabular">{formatNumber(s.on_hand)}</b>
        </Text>
        <Text>
          {t.averageCost}: <b className="money">{formatMoney(s.average_cost)}</b>
        </Text>
        <Text>
          {t.value}: <b className="money">{formatMoney(s.value)}</b>
        </Text>
      </HStack>
      {s.lots.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t.noLots}
        </Text>
      ) : (
        <ScrollRegion label={t.title}>
          <Table.Root size="sm" data-testid="product-lots">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{c.lot}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.expiry}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{c.quantity}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {s.lots.map((lot) => (
                <Table.Row key={lot.id ?? 'none'}>
                  <Table.Cell fontFamily="mono">{lot.lot_number ?? c.noLot}</Table.Cell>
                  <Table.Cell>
                    {formatDate(lot.expiry_date)}{' '}
                    {lot.expired ? (
                      <Badge colorPalette="red">{t.expired}</Badge>
                    ) : lot.near_expiry ? (
                      <Badge colorPalette="orange">{t.nearExpiry}</Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="tabular">
                    {formatNumber(lot.quantity)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
      )}
      <ProductStockMoves productId={productId} />
    </FormSection>
  );
}
