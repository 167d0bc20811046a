/**
 * A product's stock card (thẻ kho) on A4 for a period: the shop, the product and its base unit, the
 * period, every move of it between the opening and closing balances. Printed once rendered; then
 * `onPrinted`.
 */
import { Heading, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { StockMovesPage } from '../api/stock';
import { formatDate } from '../i18n/format';
import { stockText } from '../i18n/stock-screens';
import { PrintArea } from './print-area';
import { useSession } from './session';
import { StockCardTable } from './stock-card-table';

const t = stockText.stockPanel;

export interface StockCardPrintProps {
  product: { code: string; name: string } | undefined;
  unit: string | undefined;
  period: { from?: string; to?: string };
  card: StockMovesPage;
  onPrinted: () => void;
}

export function StockCardPrint({ product, unit, period, card, onPrinted }: StockCardPrintProps) {
  const store = useSession().tenant?.store;
  useEffect(() => {
    window.print();
    onPrinted();
  }, [onPrinted]);
  const { opening, closing, total } = card.meta;
  return (
    <PrintArea job>
      <Text fontWeight="bold">{store?.name}</Text>
      <Heading size="md" textAlign="center" my="2">
        {t.printTitle}
      </Heading>
      <Text textAlign="center" mb="3">
        {t.period(period.from ? formatDate(period.from) : undefined, period.to ? formatDate(period.to) : undefined)}
      </Text>
      {product ? (
        <Text>
          {t.printProduct}: <b>{product.name}</b> · {t.printCode}: {product.code}
        </Text>
      ) : null}
      {unit ? <Text mb="2">{t.baseUnit(unit)}</Text> : null}
      {card.data.length < total ? <Text mb="2">{t.printTruncated(card.data.length, total)}</Text> : null}
      <StockCardTable rows={card.data} ends={{ opening: opening ?? 0, closing: closing ?? 0 }} />
    </PrintArea>
  );
}
