/**
 * The order's customer's last purchase, under their name on the till, with "Bán lại" to put it in
 * the cart again: a regular customer's monthly tablets in one click, at today's prices (see
 * src/domain/repeat-sale.ts). Online only: the history is the server's, across every till of the
 * shop. Loaded when a customer is chosen, so the till's first load does not carry it.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { v7 as uuidv7 } from 'uuid';
import { getPosOrder, posOrdersApi } from '../../api/pos-orders';
import { appStore } from '../../components/providers';
import { customerOnlyOnTill } from '../../db/customers';
import { sellableProducts } from '../../db/pos-catalog';
import { addProduct } from '../../domain/cart';
import { repeatSale, type SoldLine } from '../../domain/repeat-sale';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';
import { scanNoticeAtom } from './atoms';
import { useReadAgainAfterSync } from './customer-owing';
import { tillAction } from './till-action';
import { updateTicket } from './ticket-updates';

const t = posScreens.customer;

/** A customer's earlier sale added again; the notice says how much, and what is no longer sold. */
async function addSaleAgain(
  session: TillSession,
  sale: { ordered_at: string; order_items: readonly SoldLine[] },
): Promise<void> {
  const products = await sellableProducts(
    session.db,
    sale.order_items.map((item) => item.product_id),
  );
  const { lines, notSellable } = repeatSale(sale.order_items, products);
  await updateTicket(session, (ticket) => ({
    ...ticket,
    items: lines.reduce(
      (items, line) => addProduct(items, line.product, { lineId: uuidv7(), unit: line.unit, quantity: line.quantity }),
      ticket.items,
    ),
  }));
  const added = lines.length > 0 ? t.boughtAgain(lines.length, formatDate(sale.ordered_at)) : '';
  const missing = notSellable.length > 0 ? t.notSoldNow(notSellable.join(', ')) : '';
  appStore.set(scanNoticeAtom, { ok: notSellable.length === 0, text: [added, missing].filter(Boolean).join(' ') });
}

export function CustomerLastSale({ customerId }: { customerId: string }) {
  const session = useTillSession();
  const queryKey = ['customers', customerId, 'last-sale'];
  const last = useQuery({
    queryKey,
    queryFn: async () => {
      // A customer made on this till and not yet sent has bought nothing the server knows of.
      if (await customerOnlyOnTill(session.db, customerId)) return null;
      const { data } = await posOrdersApi.list({ customer_id: customerId, type: 'sale', status: 'paid', page_size: 1 });
      return data[0] ? getPosOrder(data[0].id) : null;
    },
    staleTime: 60_000,
    retry: false,
    meta: { errorPage: false },
  });
  useReadAgainAfterSync(queryKey, last.dataUpdatedAt);
  const sale = last.data;
  const sold = sale?.order_items.filter((item) => !item.is_return) ?? [];
  if (!sale || sold.length === 0) return null;
  return (
    <HStack justify="space-between" px="2" gap="2" data-testid="customer-last-sale">
      <Text
        fontSize="xs"
        color="fg.muted"
        lineClamp="1"
        // What was bought, on hover: the line itself has room for the date, the count and the total.
        title={sold
          .map((item) => `${item.product_name} × ${formatNumber(item.product_qty)} ${item.unit_name}`)
          .join('\n')}
      >
        {t.lastSale(formatDate(sale.ordered_at), sold.length, formatMoney(sale.grand_total))}
      </Text>
      <Button
        size="2xs"
        variant="outline"
        colorPalette="teal"
        flexShrink="0"
        onClick={() => void tillAction('add', () => addSaleAgain(session, sale))}
      >
        {t.buyAgain}
      </Button>
    </HStack>
  );
}
