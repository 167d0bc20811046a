/**
 * A draft count's scope: it has no lines until it starts (expected quantities are frozen then), so
 * the draft shows what starting will count: all products, a category or the chosen products.
 */
import { Stack, Table, Text } from '@chakra-ui/react';
import type { Inventory } from '../../api/stock';
import { ScrollRegion } from '../../components/scroll-region';
import { stockText } from '../../i18n/stock-screens';

const t = stockText.counts;
const c = stockText.common;

export function CountDraftScope({ inventory }: { inventory: Inventory }) {
  const detail = inventory.scope_detail;
  return (
    <Stack gap="2" data-testid="count-draft-scope">
      <Text fontWeight="medium">
        {t.scope}: {t.scopeLine(inventory.scope, detail.category_name, detail.product_count)}
      </Text>
      <Text fontSize="sm" color={detail.product_count === 0 ? 'fg.warning' : 'fg.muted'}>
        {detail.product_count === 0 ? t.emptyScope : t.draftHint}
      </Text>
      {detail.products.length > 0 ? (
        <ScrollRegion label={t.chosenProducts} borderWidth="1px" borderRadius="l2" bg="bg" maxH="96">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader w="32">{stockText.alerts.productCode}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {detail.products.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell fontFamily="mono" fontSize="xs">
                    {p.code}
                  </Table.Cell>
                  <Table.Cell>{p.name}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
      ) : null}
    </Stack>
  );
}
