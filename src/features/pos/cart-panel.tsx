/**
 * The ticket on the counter: order type, customer, prescription, cart lines, totals with the
 * discount, and the park and checkout actions (with the reasons a checkout is stopped).
 */
import { Alert, Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { rxProductIds } from '../../domain/prescription';
import { posScreens } from '../../i18n/pos-screens';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';
import { dialogAtom, problemsAtom, registerAtom, stepAtom, ticketAtom } from './atoms';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CustomerBox } from './customer-box';
import { goToCheckout, newOrder, parkCurrent } from './order-actions';
import { problemText } from './problem-texts';
import { askNationalPrescription } from './national-prescription-dialog';
import { eprescriptionsVi } from '../../i18n/eprescriptions';

const t = posScreens.cart;

export async function tryCheckout(
  session: TillSession,
  setProblems: (texts: string[]) => void,
  registerOpen: boolean,
): Promise<void> {
  const problems = await goToCheckout(session);
  const texts = problems.map((problem) =>
    problem === 'outOfStock' ? posScreens.cart.outOfStockBlock : problemText(problem),
  );
  setProblems(registerOpen ? texts : [posScreens.checkout.registerNeeded, ...texts]);
}

export function CartPanel() {
  const session = useTillSession();
  const ticket = useAtomValue(ticketAtom);
  const step = useAtomValue(stepAtom);
  const register = useAtomValue(registerAtom);
  const problems = useAtomValue(problemsAtom);
  const setProblems = useSetAtom(problemsAtom);
  const setDialog = useSetAtom(dialogAtom);
  const readOnly = step !== 'pos';
  const needsRx = rxProductIds(ticket.items).length > 0;
  const { order } = ticket;
  return (
    <Flex direction="column" h="full" minH="0" bg="bg" borderWidth="1px" rounded="lg" p="3" gap="2" data-testid="cart">
      <HStack justify="space-between">
        <Text fontWeight="bold" fontSize="lg">
          {t.title}
        </Text>
        <HStack gap="1">
          <Badge colorPalette={order.type === 'sale' ? 'teal' : 'purple'} data-testid="order-type">
            {t.orderTypes[order.type]}
          </Badge>
          {step === 'pos' && ticket.prescription?.source !== 'online' && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="blue"
              onClick={() => askNationalPrescription()}
              data-testid="national-prescription-button"
            >
              {eprescriptionsVi.counter.button}
            </Button>
          )}
          {(needsRx || ticket.prescription) && (
            <Button
              size="xs"
              variant={ticket.prescription ? 'subtle' : 'solid'}
              colorPalette={ticket.prescription ? 'teal' : 'red'}
              onClick={() => setDialog('prescription')}
              data-testid="prescription-button"
            >
              {ticket.prescription?.source === 'online' && ticket.prescription.code
                ? `${eprescriptionsVi.counter.attached(ticket.prescription.code)} · ${ticket.prescription.patient_name}`
                : ticket.prescription
                  ? posScreens.prescription.attached(ticket.prescription.patient_name)
                  : `${posScreens.prescription.button} · ${posScreens.prescription.required}`}
            </Button>
          )}
        </HStack>
      </HStack>
      <CustomerBox readOnly={readOnly} />
      <Stack flex="1" minH="0" overflowY="auto" gap="0" data-testid="cart-lines">
        {ticket.items.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="8">
            {t.empty}
          </Text>
        ) : (
          ticket.items.map((item) => <CartLine key={item.id} item={item} readOnly={readOnly} />)
        )}
      </Stack>
      <CartTotals readOnly={readOnly} />
      {problems.length > 0 && step === 'pos' && (
        <Alert.Root status="error" size="sm" data-testid="checkout-problems">
          <Alert.Indicator />
          <Alert.Description>{problems.join(' ')}</Alert.Description>
        </Alert.Root>
      )}
      {step === 'pos' && (
        <HStack gap="2">
          <Button
            variant="ghost"
            colorPalette="red"
            size="lg"
            disabled={ticket.items.length === 0}
            onClick={() => void newOrder(session)}
          >
            {t.clear}
          </Button>
          <Button
            variant="outline"
            size="lg"
            flex="1"
            disabled={ticket.items.length === 0}
            onClick={() => void parkCurrent(session)}
          >
            {t.park}
          </Button>
          <Button
            colorPalette="teal"
            size="lg"
            flex="2"
            data-testid="go-checkout"
            onClick={() => void tryCheckout(session, setProblems, Boolean(register))}
          >
            {t.checkout}
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
