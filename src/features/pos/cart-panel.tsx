/**
 * The ticket on the counter: order type, customer, prescription, cart lines, totals with the
 * discount, and the park and checkout actions (with the reasons a checkout is stopped).
 */
import { Alert, Badge, Box, Button, Flex, HStack, Kbd, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { rxProductIds } from '../../domain/prescription';
import { posScreens } from '../../i18n/pos-screens';
import { posKeysText } from '../../i18n/pos-keys';
import { formatMoney } from '../../i18n/format';
import type { PosTicket } from '../../domain/cart-types';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';
import { appStore } from '../../components/providers';
import { currentLineAtom, dialogAtom, problemsAtom, registerAtom, stepAtom, ticketAtom } from './atoms';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { CustomerBox } from './customer-box';
import { clearOrder, goToCheckout, parkCurrent } from './order-actions';
import { focusHome } from './focus';
import { ShortcutKey } from './shortcut-key';
import { problemText } from './problem-texts';
import { askNationalPrescription } from './pos-dialogs';
import { eprescriptionsVi } from '../../i18n/eprescriptions';
import { tillAction } from './till-action';

const t = posScreens.cart;

/** Leaves the cart for the checkout step, or shows above the buttons what stops it. */
export async function checkoutFromCart(session: TillSession, registerOpen: boolean): Promise<void> {
  const problems = await tillAction('checkout', () => goToCheckout(session));
  if (!problems) return;
  const texts = problems.map((problem) =>
    problem === 'outOfStock' ? posScreens.cart.outOfStockBlock : problemText(problem),
  );
  appStore.set(problemsAtom, registerOpen ? texts : [posScreens.checkout.registerNeeded, ...texts]);
}

/** Whether the cart shows its prescription button (and Alt+R opens the form): an rx drug or a prescription on it. */
export function needsPrescription(ticket: PosTicket): boolean {
  return rxProductIds(ticket.items).length > 0 || Boolean(ticket.prescription);
}

export function CartPanel() {
  const session = useTillSession();
  const ticket = useAtomValue(ticketAtom);
  const step = useAtomValue(stepAtom);
  const register = useAtomValue(registerAtom);
  const problems = useAtomValue(problemsAtom);
  const current = useAtomValue(currentLineAtom);
  const setDialog = useSetAtom(dialogAtom);
  const readOnly = step !== 'pos';
  const { order } = ticket;
  return (
    <Flex direction="column" h="full" minH="0" bg="bg" borderWidth="1px" rounded="lg" p="3" gap="2" data-testid="cart">
      {/* The prescription buttons go under the title when the row is too narrow for them. */}
      <HStack justify="space-between" wrap="wrap" rowGap="1">
        <HStack gap="2">
          <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap">
            {t.title}
          </Text>
          <Badge colorPalette={order.type === 'sale' ? 'teal' : 'purple'} data-testid="order-type">
            {t.orderTypes[order.type]}
          </Badge>
          {order.returnForCode && (
            <Text fontSize="sm" color="fg.muted" data-testid="return-for">
              {t.returnFor(order.returnForCode)}
            </Text>
          )}
        </HStack>
        <HStack gap="1" wrap="wrap" justify="flex-end" ms="auto">
          {step === 'pos' && ticket.prescription?.source !== 'online' && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="blue"
              onClick={() => askNationalPrescription()}
              data-testid="national-prescription-button"
            >
              {eprescriptionsVi.counter.button}
              <ShortcutKey step="pos" action="nationalPrescription" />
            </Button>
          )}
          {needsPrescription(ticket) && (
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
                  : posScreens.prescription.required}
              <ShortcutKey
                step="pos"
                action="prescription"
                colorPalette={ticket.prescription ? 'teal' : 'red'}
                variant={ticket.prescription ? 'outline' : 'subtle'}
              />
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
          ticket.items.map((item) => (
            <CartLine key={item.id} item={item} readOnly={readOnly} current={!readOnly && item.id === current?.id} />
          ))
        )}
      </Stack>
      {step === 'pos' && ticket.items.length > 0 && (
        <HStack
          gap="2.5"
          rowGap="0.5"
          wrap="wrap"
          fontSize="xs"
          color="fg.muted"
          hideBelow="md"
          data-testid="line-keys"
        >
          {posKeysText.keys.lineHints.map(([keys, text]) => (
            <HStack key={text} gap="0.5">
              {keys.map((key) => (
                <Kbd key={key} size="sm">
                  {key}
                </Kbd>
              ))}
              <Text ms="0.5">{text}</Text>
            </HStack>
          ))}
        </HStack>
      )}
      <CartTotals readOnly={readOnly} />
      {problems.length > 0 && step === 'pos' && (
        <Alert.Root status="error" size="sm" data-testid="checkout-problems">
          <Alert.Indicator />
          <Alert.Description>{problems.join(' ')}</Alert.Description>
        </Alert.Root>
      )}
      {step === 'pos' && (
        // On a phone the page scrolls with a long cart: the buttons stay at the screen's foot, the
        // total in the checkout button, so paying never needs a scroll to the end.
        <HStack
          gap="2"
          position={{ base: 'sticky', md: 'static' }}
          bottom="0"
          zIndex="1"
          bg="bg"
          py={{ base: '2', md: '0' }}
          data-testid="cart-actions"
        >
          <Button
            variant="ghost"
            colorPalette="red"
            size="lg"
            px="3"
            flexShrink="0"
            disabled={ticket.items.length === 0}
            onClick={() => void tillAction('clear', () => clearOrder(session)).then(focusHome)}
          >
            {t.clear}
          </Button>
          <Button
            variant="outline"
            size="lg"
            px="4"
            flexShrink="0"
            disabled={ticket.items.length === 0}
            onClick={() => void tillAction('park', () => parkCurrent(session)).then(focusHome)}
          >
            {t.park}
            <ShortcutKey step="pos" action="park" />
          </Button>
          <Button
            colorPalette="teal"
            size="lg"
            px="3"
            flex="1"
            data-testid="go-checkout"
            onClick={() => void checkoutFromCart(session, Boolean(register))}
          >
            {t.checkout}
            <Box as="span" hideFrom="md" className="money" data-testid="checkout-total-narrow">
              {formatMoney(order.grandTotal)}
            </Box>
            <ShortcutKey step="pos" action="checkout" colorPalette="teal" variant="subtle" />
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
