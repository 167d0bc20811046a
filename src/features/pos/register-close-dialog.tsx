/**
 * Closing the register: expected cash (opening + cash sales − cash refunds + cash collected against
 * customers' debts − cash paid to vendors) from the orders this till recorded in the session (plus
 * what the session held when this till continued it), the counted cash, the difference and the
 * totals per payment method. Works offline: queued as `register.close`. Debt collections and
 * vendor payments are written on the server, so it is asked for them when online (and the answer
 * kept, drawer-moves.ts); offline the till counts what it last read and says when that was. The
 * server's closing, which it keeps beside the till's, counts them as they are.
 */
import { Button, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { getPosRegister } from '../../api/pos-orders';
import { closeRegister, localOrdersOfSession } from '../../db/pos-sales';
import { dong } from '../../domain/money';
import { PAYMENT_METHODS } from '../../domain/pos-enums';
import { REGISTER_NOTE_MAX, registerCashProblem } from '../../domain/register-cash';
import { closeSession, type SessionClosing } from '../../domain/register-session';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { useSyncValue } from '../../till/use-sync-status';
import { dialogAtom, registerAtom } from './atoms';
import { MoneyInput } from '../../components/form/money-input';
import { tillAction } from './till-action';
import { keepDrawerMoves } from './drawer-moves';
import { useDiscardGuard } from '../../components/use-discard-guard';

const t = posScreens.register;

export function RegisterCloseDialog() {
  const session = useTillSession();
  const [dialog, setDialog] = useAtom(dialogAtom);
  const [register, setRegister] = useAtom(registerAtom);
  const [counted, setCounted] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [orders, setOrders] = useState<Parameters<typeof closeSession>[2]>([]);
  const closeDialog = useSetAtom(dialogAtom);
  const open = dialog === 'closeRegister' && register !== null;
  const guard = useDiscardGuard(open, () => setDialog(null));
  const online = useSyncValue((state) => state.online);
  const server = useQuery({
    queryKey: ['pos-registers', register?.id],
    queryFn: () => getPosRegister(register!.id),
    enabled: open && online,
    retry: false,
  });
  const known = register?.drawer;
  // Offline, or the server did not answer: what the till last read of the session, if anything.
  const stale = !server.data && !server.isFetching;
  const moves = {
    collections: dong(server.data?.cash_collections ?? known?.collections ?? 0),
    vendorPayouts: dong(server.data?.vendor_payouts ?? known?.vendorPayouts ?? 0),
  };

  // Kept for a close made offline later (a failed write only loses that head start).
  const registerId = register?.id;
  useEffect(() => {
    if (server.data && registerId) keepDrawerMoves(session.db, registerId, server.data).catch(() => undefined);
  }, [server.data, session, registerId]);

  useEffect(() => {
    if (!open || !register) return;
    void localOrdersOfSession(session.db, register.id).then((rows) =>
      setOrders(
        rows.map((row) => ({
          type: row.args.type,
          status: 'paid',
          total_return: dong(row.args.total_return),
          payments: (row.args.payments ?? []).map((p) => ({ method: p.method, amount: dong(p.amount) })),
        })),
      ),
    );
  }, [session, open, register]);

  if (!register) return null;
  const closing: SessionClosing = closeSession(
    dong(register.opening_cash),
    dong(counted ?? 0),
    orders,
    register.carried,
    moves,
  );

  const close = async () => {
    // Said under the field, as the server's register.close schema says it.
    const problem = registerCashProblem(counted, posMessages.validation.countedCashRequired);
    setError(problem);
    if (problem !== null || counted === null) return;
    await closeRegister(session.db, {
      id: register.id,
      closedAt: new Date().toISOString(),
      countedCash: counted,
      expectedCash: closing.expectedCash,
      note: note.trim(),
    });
    setRegister(null);
    setCounted(null);
    setNote('');
    closeDialog(null);
  };

  const row = (label: string, value: number, testId?: string) => (
    <HStack justify="space-between">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="semibold" data-testid={testId}>
        {formatMoney(value)}
      </Text>
    </HStack>
  );

  return (
    <Dialog.Root closeOnInteractOutside={false} open={open} onOpenChange={guard.onOpenChange}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="register-close" {...guard.watch}>
            <Dialog.Header>
              <Dialog.Title>{t.closeTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontSize="sm">{`${t.openedAt}: ${formatDateTime(register.opened_at)} · ${t.openedBy}: ${register.opened_by_name}`}</Text>
                {row(posMessages.register.openingCash, register.opening_cash)}
                <HStack justify="space-between">
                  <Text color="fg.muted">{t.orders}</Text>
                  <Text fontWeight="semibold">{closing.orderCount}</Text>
                </HStack>
                <Text fontWeight="semibold" mt="2">
                  {t.byMethod}
                </Text>
                {PAYMENT_METHODS.map((method) => row(posMessages.paymentMethods[method], closing.byMethod[method]))}
                {moves.collections !== 0 && row(t.cashCollections, moves.collections, 'cash-collections')}
                {moves.vendorPayouts !== 0 && row(t.vendorPayouts, -moves.vendorPayouts, 'vendor-payouts')}
                {row(t.expectedCash, closing.expectedCash, 'expected-cash')}
                {stale && (
                  <Text fontSize="sm" color="orange.fg" data-testid="drawer-moves-stale">
                    {known ? t.drawerMovesAsOf(formatDateTime(known.asOf)) : t.drawerMovesUnknown}
                  </Text>
                )}
                <Field.Root required invalid={Boolean(error)}>
                  <Field.Label>{t.countedCash}</Field.Label>
                  <MoneyInput
                    name="counted-cash"
                    size="lg"
                    value={counted}
                    onChange={(value) => (setCounted(value), setError(null))}
                    // Enter closes the register as the button does (or says what the cash lacks).
                    onKeyDown={(event) => event.key === 'Enter' && void tillAction('registerClose', close)}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
                {counted !== null && row(t.difference, closing.difference, 'cash-difference')}
                <Field.Root>
                  <Field.Label>{t.closingNote}</Field.Label>
                  <Textarea
                    name="closing-note"
                    rows={2}
                    maxLength={REGISTER_NOTE_MAX}
                    placeholder={t.closingNoteHint}
                    value={note}
                    onChange={(event) => setNote(event.currentTarget.value)}
                  />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={() => setDialog(null)}>
                {t.cancel}
              </Button>
              <Button colorPalette="teal" onClick={() => void tillAction('registerClose', close)}>
                {t.close}
              </Button>
            </Dialog.Footer>
            {guard.prompt}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
