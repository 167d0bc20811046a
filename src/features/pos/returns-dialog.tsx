/**
 * Returns and exchanges: pick a sale this till recorded (works offline), or find one made on
 * another device on the server by its code (online), and start its return.
 */
import { Button, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { DialogClose } from '../../components/dialog-close';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { getPosOrder, posOrdersApi } from '../../api/pos-orders';
import { listLocalOrders, type LocalOrder } from '../../db/pos-sales';
import type { PosOrderSummary } from '../../domain/pos-orders-api';
import type { PosTicket } from '../../domain/cart-types';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { useSyncValue } from '../../till/use-sync-status';
import { dialogAtom } from './atoms';
import { cashier } from './order-actions';
import { returnTicketFor, serverReturnTicket } from './return-ticket';
import { readTicket, replaceTicket } from './ticket-updates';
import { tillAction } from './till-action';

const t = posScreens.returns;

export function ReturnsDialog() {
  const session = useTillSession();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const [orders, setOrders] = useState<LocalOrder[]>([]);
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [remote, setRemote] = useState<PosOrderSummary[] | null>(null);
  const online = useSyncValue((state) => state.online);
  const open = dialog === 'returns';

  useEffect(() => {
    if (open) void listLocalOrders(session.db).then(setOrders);
  }, [session, open]);

  const close = () => {
    setRemote(null);
    setMessage(null);
    setDialog(null);
  };

  const searchServer = async () => {
    const code = query.trim();
    if (!code) return;
    setMessage(null);
    try {
      const page = await posOrdersApi.list({ code, type: 'sale', page_size: 10 });
      const local = new Set(orders.map((order) => order.id));
      setRemote(page.data.filter((order) => !local.has(order.id)));
    } catch {
      setMessage(t.serverFailed);
    }
  };

  const startFrom = async (make: () => PosTicket | Promise<PosTicket>) => {
    if (readTicket().items.length > 0) {
      setMessage(posScreens.parked.replaceWarning);
      return;
    }
    let ticket: PosTicket;
    try {
      ticket = await make();
    } catch {
      setMessage(t.serverFailed);
      return;
    }
    if (ticket.items.length === 0) {
      setMessage(t.nothingLeft);
      return;
    }
    await replaceTicket(session, ticket);
    close();
  };

  const start = (order: LocalOrder) => startFrom(() => returnTicketFor(order, orders, cashier().id));
  const startRemote = (order: PosOrderSummary) =>
    startFrom(async () => serverReturnTicket(await getPosOrder(order.id), orders, cashier().id));

  const sales = orders.filter(
    (order) => order.args.type === 'sale' && order.code.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <Dialog.Root
      closeOnInteractOutside={false}
      open={open}
      onOpenChange={(details) => !details.open && close()}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="returns-dialog">
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontSize="sm" color="fg.muted">
                  {t.hint}
                </Text>
                <HStack>
                  <Input
                    name="return-search"
                    placeholder={t.search}
                    value={query}
                    onChange={(event) => (setQuery(event.currentTarget.value), setRemote(null))}
                    onKeyDown={(event) => event.key === 'Enter' && online && void searchServer()}
                  />
                  <Button variant="outline" disabled={!online || !query.trim()} onClick={() => void searchServer()}>
                    {t.searchServer}
                  </Button>
                </HStack>
                {!online && (
                  <Text fontSize="sm" color="fg.muted">
                    {t.offline}
                  </Text>
                )}
                {message && <Text color="fg.error">{message}</Text>}
                {remote && (
                  <Stack gap="2" data-testid="server-orders">
                    <Text fontWeight="semibold" fontSize="sm">
                      {t.serverTitle}
                    </Text>
                    {remote.length === 0 && <Text color="fg.muted">{t.serverNone}</Text>}
                    {remote.map((order) => (
                      <HStack
                        key={order.id}
                        justify="space-between"
                        borderWidth="1px"
                        rounded="md"
                        p="2"
                        data-testid="returnable-order"
                      >
                        <Stack gap="0">
                          <Text fontWeight="medium">{order.code}</Text>
                          <Text
                            fontSize="sm"
                            color="fg.muted"
                          >{`${formatDateTime(order.ordered_at)} · ${formatMoney(order.grand_total)} · ${order.pos_setting.name}${order.customer ? ` · ${order.customer.name}` : ''}`}</Text>
                        </Stack>
                        <Button size="sm" onClick={() => void tillAction('return', () => startRemote(order))}>
                          {t.start}
                        </Button>
                      </HStack>
                    ))}
                  </Stack>
                )}
                {sales.length === 0 && !remote && <Text color="fg.muted">{t.empty}</Text>}
                {sales.slice(0, 30).map((order) => (
                  <HStack
                    key={order.id}
                    justify="space-between"
                    borderWidth="1px"
                    rounded="md"
                    p="2"
                    data-testid="returnable-order"
                  >
                    <Stack gap="0">
                      <Text fontWeight="medium">{order.code}</Text>
                      <Text
                        fontSize="sm"
                        color="fg.muted"
                      >{`${formatDateTime(order.created_at)} · ${formatMoney(order.args.grand_total)}${order.ticket.customer ? ` · ${order.ticket.customer.name}` : ''}`}</Text>
                    </Stack>
                    <Button size="sm" onClick={() => void tillAction('return', () => start(order))}>
                      {t.start}
                    </Button>
                  </HStack>
                ))}
              </Stack>
            </Dialog.Body>
            <DialogClose />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
