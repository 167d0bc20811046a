/**
 * What the order's customer owes, under their name on the till, with "Thu nợ" to collect it at
 * the counter into the till's open register session (its cash then counts at the close). Online
 * only: the debt and the collection are the server's; offline the line is not shown. Loaded when
 * a customer is chosen, its dialog when it is opened, so the till's first load does not carry them.
 */
import { Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { formatMoney } from '../../i18n/format';
import { posScreens } from '../../i18n/pos-screens';
import { registerAtom } from './atoms';
import { useCustomerOwing } from './customer-owing';
import { useTillSession } from '../../till/session-context';
import { refreshDrawerMoves } from './drawer-moves';

const t = posScreens.customer;

const CollectDebtDialog = lazyPart(
  () => import('../../components/collect-debt-dialog').then((m) => m.CollectDebtDialog),
  <Skeleton h="8" />,
);

export function CustomerDebt({ customer }: { customer: { id: string; name: string } }) {
  const owing = useCustomerOwing(customer.id);
  const register = useAtomValue(registerAtom);
  const [collecting, setCollecting] = useState(false);
  const { db } = useTillSession();
  const debt = owing.data ?? 0;
  if (debt <= 0) return null;
  return (
    <HStack justify="space-between" px="2" data-testid="till-customer-debt">
      <Text fontSize="sm" color="orange.fg">
        {t.owes(formatMoney(debt))}
      </Text>
      <Button size="2xs" variant="outline" colorPalette="orange" onClick={() => setCollecting(true)}>
        {t.collect}
      </Button>
      {collecting && (
        <CollectDebtDialog
          customer={{ id: customer.id, full_name: customer.name, debt }}
          sessionId={register?.id ?? null}
          onCollected={() => refreshDrawerMoves(db)}
          onClose={() => setCollecting(false)}
        />
      )}
    </HStack>
  );
}
