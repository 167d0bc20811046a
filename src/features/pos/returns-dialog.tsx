/** Returns and exchanges: pick a sale this till recorded (works offline) and start its return. */
import { Button, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { listLocalOrders, type LocalOrder } from '../../db/pos-sales';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { currentTill } from '../../sync/till-sync';
import { dialogAtom } from './atoms';
import { cashier } from './order-actions';
import { returnTicketFor } from './return-ticket';
import { readTicket, replaceTicket } from './ticket-updates';

const t = posScreens.returns;

export function ReturnsDialog() {
  const [dialog, setDialog] = useAtom(dialogAtom);
  const [orders, setOrders] = useState<LocalOrder[]>([]);
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const open = dialog === 'returns';

  useEffect(() => {
    const db = currentTill()?.db;
    if (open && db) void listLocalOrders(db).then(setOrders);
  }, [open]);

  const start = async (order: LocalOrder) => {
    if (readTicket().items.length > 0) {
      setMessage(posScreens.parked.replaceWarning);
      return;
    }
    const ticket = returnTicketFor(order, orders, cashier().id);
    if (ticket.items.length === 0) {
      setMessage(t.nothingLeft);
      return;
    }
    await replaceTicket(ticket);
    setDialog(null);
  };

  const sales = orders.filter((order) => order.args.type === 'sale' && order.code.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && setDialog(null)} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="returns-dialog">
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontSize="sm" color="fg.muted">{t.hint}</Text>
                <Input name="return-search" placeholder={t.search} value={query} onChange={(event) => setQuery(event.currentTarget.value)} />
                {message && <Text color="fg.error">{message}</Text>}
                {sales.length === 0 && <Text color="fg.muted">{t.empty}</Text>}
                {sales.slice(0, 30).map((order) => (
                  <HStack key={order.id} justify="space-between" borderWidth="1px" rounded="md" p="2" data-testid="returnable-order">
                    <Stack gap="0">
                      <Text fontWeight="medium">{order.code}</Text>
                      <Text fontSize="sm" color="fg.muted">{`${formatDateTime(order.created_at)} · ${formatMoney(order.args.grand_total)}${order.ticket.customer ? ` · ${order.ticket.customer.name}` : ''}`}</Text>
                    </Stack>
                    <Button size="sm" onClick={() => void start(order)}>
                      {t.start}
                    </Button>
                  </HStack>
                ))}
              </Stack>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
