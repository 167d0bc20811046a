/**
 * A product's stock card (thẻ kho) for a period of shop days (this month by default): the opening
 * and closing balances in the base unit, the moves in time order a page at a time with the balance
 * after each, and the whole period printed.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useCallback, useState } from 'react';
import { productsApi } from '../api/catalog';
import { productMovesForPrint, productMovesOf, type StockCardPeriod, type StockMovesPage } from '../api/stock';
import { DEFAULT_PAGE_SIZE } from '../domain/list-params';
import { monthStart, todayInShop } from '../domain/shop-clock';
import { formatQuantity } from '../i18n/format';
import { stockText } from '../i18n/stock-screens';
import { PaginationBar } from './data-table/pagination-bar';
import { ErrorNotice } from './data-table/table-states';
import { DateRangeFilter } from './date-range-filter';
import { ScrollRegion } from './scroll-region';
import { StockCardPrint } from './stock-card-print';
import { StockCardTable } from './stock-card-table';
import { toaster } from './toaster';

const t = stockText.stockPanel;

export function ProductStockMoves({ productId }: { productId: string }) {
  const [period, setPeriod] = useState<StockCardPeriod>(() => {
    const today = todayInShop();
    return { from: monthStart(today), to: today };
  });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [printed, setPrinted] = useState<StockMovesPage | null>(null);
  // The product page has it already (same key): its base unit names the quantities.
  const product = useQuery({ queryKey: ['products', productId], queryFn: () => productsApi.get(productId) });
  const unit = product.data?.units.find((u) => u.is_base)?.uom_name;
  const moves = useQuery({
    queryKey: ['products', productId, 'moves', period, page, pageSize],
    queryFn: () => productMovesOf(productId, period, { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
  });
  const print = useMutation({
    mutationFn: () => productMovesForPrint(productId, period),
    onSuccess: setPrinted,
    onError: (e) => toaster.error({ title: t.printFailed, description: e.message }),
  });
  const donePrinting = useCallback(() => setPrinted(null), []);
  // A service keeps no stock, so it has no card.
  if (product.data?.tracking_type === 'none') return null;
  const card = moves.data;
  return (
    <Box mt="4">
      <HStack justify="space-between" mb="2" gap="2" wrap="wrap">
        <Heading as="h3" size="xs">
          {t.moves}
        </Heading>
        {/* Never disabled: printing reads the period itself, and a button fading in from disabled
            as the card loads is read mid-fade by a contrast check. */}
        <Button size="xs" variant="outline" loading={print.isPending} onClick={() => print.mutate()}>
          <Printer /> {stockText.common.print}
        </Button>
      </HStack>
      <Stack gap="2">
        <DateRangeFilter
          from={period.from}
          to={period.to}
          onChange={(range) => (setPeriod({ from: range.from, to: range.to }), setPage(1))}
        />
        {moves.isError && !card ? (
          <ErrorNotice error={moves.error} onRetry={() => void moves.refetch()} />
        ) : card ? (
          <>
            <HStack gap="6" wrap="wrap" fontSize="sm" data-testid="stock-card-ends">
              <Text>
                {t.opening}: <b className="tabular">{formatQuantity(card.meta.opening ?? 0, unit)}</b>
              </Text>
              <Text>
                {t.closing}: <b className="tabular">{formatQuantity(card.meta.closing ?? 0, unit)}</b>
              </Text>
            </HStack>
            {card.meta.total === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t.noMoves}
              </Text>
            ) : (
              <ScrollRegion label={t.moves} borderWidth="1px" borderRadius="l2">
                <StockCardTable rows={card.data} />
                <PaginationBar
                  page={page}
                  pageSize={pageSize}
                  total={card.meta.total}
                  onPageChange={setPage}
                  onPageSizeChange={(size) => (setPageSize(size), setPage(1))}
                />
              </ScrollRegion>
            )}
          </>
        ) : null}
      </Stack>
      {printed ? (
        <StockCardPrint product={product.data} unit={unit} period={period} card={printed} onPrinted={donePrinting} />
      ) : null}
    </Box>
  );
}
