/**
 * The checkout step: what the customer owes (or gets back), split payments over the till's
 * methods — cash with quick amounts and change, bank transfer by VietQR confirmed by hand, card —
 * and the confirmation that writes the order in one strict transaction on the till.
 */
import { Alert, Button, Flex, Heading, HStack, IconButton, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { appStore } from '../../components/providers';
import { v7 as uuidv7 } from 'uuid';
import { cashRegisterSettings } from '../../db/cash-register-invoices';
import { peekOrderCode } from '../../db/pos-sales';
import type { Payment } from '../../domain/cart-types';
import { dong } from '../../domain/money';
import { creditProblem } from '../../domain/checkout';
import { paymentProblem, quickCashAmounts, remainingOf } from '../../domain/payments';
import type { PaymentMethod } from '../../domain/pos-enums';
import { formatMoney, formatNumber } from '../../i18n/format';
import { posMessages } from '../../i18n/pos';
import { posScreens } from '../../i18n/pos-screens';
import { posKeysText } from '../../i18n/pos-keys';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';
import { checkoutErrorsAtom, confirmingAtom, generalAtom, paymentMethodAtom, ticketAtom, tillAtom } from './atoms';
import { MoneyInput } from '../../components/form/money-input';
import { focusHome, focusInView } from './focus';
import { ShortcutKey } from './shortcut-key';
import { backToCart, confirmOrder } from './order-actions';
import { problemText } from './problem-texts';
import { updateTicket } from './ticket-updates';
import { tillAction } from './till-action';

// The QR encoder is not on the POS's first load; the page preloads it with the receipt.
const VietQrCode = lazyPart(() => import('./vietqr-code').then((m) => m.VietQrCode), <Skeleton boxSize="40" />);
// Nor is selling on credit (its server read included); preloaded with the receipt too.
export const loadCreditBox = () => import('./credit-box');
// Loaded with the first checkout of a shop that makes cash-register invoices, not with the till's screen.
const InvoiceBuyerBox = lazyPart(
  () => import('./invoice-buyer-box').then((m) => m.InvoiceBuyerBox),
  <Skeleton h="8" />,
);
const CreditBox = lazyPart(() => loadCreditBox().then((m) => m.CreditBox), <Skeleton h="10" />);

const t = posScreens.checkout;

const addPayment = (session: TillSession, method: PaymentMethod, amount: number, reference: string | null = null) =>
  updateTicket(session, (ticket) => ({
    ...ticket,
    payments: [...ticket.payments, { id: uuidv7(), method, amount: dong(amount), reference } satisfies Payment],
  }));

const removePayment = (session: TillSession, id: string) =>
  updateTicket(session, (ticket) => ({ ...ticket, payments: ticket.payments.filter((payment) => payment.id !== id) }));

const store = appStore;

/** The till's payment methods, cash when it names none. */
const tillMethods = () => (store.get(tillAtom)?.payment_methods ?? ['cash']) as PaymentMethod[];

/** F6 on the checkout step: the next of the till's payment methods. */
export function nextPaymentMethod(): void {
  const methods = tillMethods();
  const index = methods.indexOf(store.get(paymentMethodAtom));
  store.set(paymentMethodAtom, methods[(index + 1) % methods.length] ?? 'cash');
}

/**
 * Confirms the sale (the button, F9): one strict transaction on the till, then the print step.
 * A refusal is listed on the step; a failure wrote nothing, so the cart and payments stay.
 */
export async function confirmSale(session: TillSession): Promise<void> {
  if (store.get(confirmingAtom)) return;
  store.set(confirmingAtom, true);
  try {
    const result = await tillAction('confirm', () => confirmOrder(session));
    store.set(checkoutErrorsAtom, Array.isArray(result) ? result.map(problemText) : []);
  } finally {
    store.set(confirmingAtom, false);
  }
}

/**
 * Scrolled whole into view above the panel's sticky foot each time its size changes (the QR drawn
 * after its code loads): on a short screen the customer must see all of the code to scan it.
 */
function WholeInView({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    // jsdom has neither observer nor scrolling.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => element.scrollIntoView({ block: 'nearest' }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Stack ref={ref} align="center" scrollMarginBottom="36">
      {children}
    </Stack>
  );
}

export function CheckoutStep() {
  const session = useTillSession();
  const ticket = useAtomValue(ticketAtom);
  const till = useAtomValue(tillAtom);
  const general = useAtomValue(generalAtom);
  const [method, setMethod] = useAtom(paymentMethodAtom);
  const [amount, setAmount] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useAtom(checkoutErrorsAtom);
  const saving = useAtomValue(confirmingAtom);
  const step = useRef<HTMLDivElement>(null);
  const { order, payments } = ticket;
  const refund = order.grandTotal < 0;
  // What a refund deducts from the customer's debt is not paid back.
  const remaining = refund
    ? dong(remainingOf(order.grandTotal, payments) - (order.debtAmount ?? 0))
    : remainingOf(order.grandTotal, payments);
  const sign = refund ? -1 : 1;
  const methods = (till?.payment_methods ?? ['cash']) as PaymentMethod[];

  // Each checkout starts with cash and no refusal shown.
  useEffect(() => {
    setMethod('cash');
    setErrors([]);
  }, [setMethod, setErrors]);
  const onCredit = order.onCredit === true;
  const debt = order.debtAmount ?? dong(0);
  const problem = paymentProblem(order.grandTotal, payments, debt) ?? creditProblem(ticket);

  useEffect(() => {
    if (till) void peekOrderCode(session.db, till, order.type).then(setCode);
  }, [session, till, order.type]);
  const [invoices, setInvoices] = useState(false);
  useEffect(() => {
    void cashRegisterSettings(session.db).then((settings) => setInvoices(settings !== null));
  }, [session]);

  const add = (value: number | null) => {
    if (!value) return;
    void tillAction('payment', () =>
      addPayment(session, method, sign * Math.abs(value), method === 'bank_transfer' ? code : null),
    );
    setAmount(null);
  };

  const open = Math.abs(remaining) > 0 && Math.sign(remaining) === sign;
  const takesAmount = open && (method !== 'bank_transfer' || refund);
  /** A transfer owed: its QR, and the button that says the money came in. */
  const awaitsTransfer = open && method === 'bank_transfer' && !refund && code !== '';
  // On a phone the page scrolls as one column, and the cart's checkout button is far down it: the
  // step starts at its top (under the sticky header), with the amount due and the methods in view.
  useLayoutEffect(() => {
    const root = step.current;
    if (root && 'scrollIntoView' in root && root.getBoundingClientRect().top < 0)
      root.scrollIntoView({ block: 'start' });
  }, []);
  // The focus waits where the next action starts: the amount while money is owed, the QR
  // confirmation for a transfer, then the confirm button.
  useLayoutEffect(() => {
    const root = step.current;
    if (!root || document.activeElement?.closest('[role=dialog]')) return;
    const target = takesAmount
      ? 'input[name=payment-amount]'
      : open
        ? '[data-testid=qr-received]'
        : '[data-testid=confirm-payment]';
    const element = root.querySelector<HTMLElement>(target);
    if (element) focusInView(element);
    else focusHome();
  }, [takesAmount, open, method]);
  return (
    <Flex
      direction="column"
      gap="3"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p="4"
      h="full"
      overflowY="auto"
      data-testid="checkout"
      ref={step}
      scrollMarginTop="20"
    >
      <HStack justify="space-between">
        <Button
          variant="ghost"
          onClick={() => {
            backToCart();
            focusHome();
          }}
        >
          ← {t.back}
          <ShortcutKey step="checkout" action="back" />
        </Button>
        <Heading size="md">{t.title}</Heading>
      </HStack>
      <Stack gap="0" align="center">
        <Text color="fg.muted">{refund ? t.refundDue : t.due}</Text>
        <Text fontSize="4xl" fontWeight="bold" color="teal.fg" data-testid="checkout-due">
          {formatMoney(Math.abs(order.grandTotal))}
        </Text>
      </Stack>
      <HStack gap="2" role="radiogroup" aria-label={t.methods} wrap="wrap">
        {methods.map((candidate) => (
          <Button
            key={candidate}
            flex="1 1 auto"
            size="lg"
            role="radio"
            aria-checked={method === candidate}
            variant={method === candidate ? 'solid' : 'outline'}
            colorPalette="teal"
            onClick={() => setMethod(candidate)}
          >
            {posMessages.paymentMethods[candidate]}
          </Button>
        ))}
        {methods.length > 1 && (
          <Text fontSize="xs" color="fg.muted" flexBasis="full" textAlign="end">
            <ShortcutKey step="checkout" action="paymentMethod" me="1" />
            {posKeysText.keys.actions.paymentMethod}
          </Text>
        )}
      </HStack>
      {open && method === 'cash' && !refund && (
        <SimpleGrid columns={3} gap="2" data-testid="quick-cash">
          {quickCashAmounts(dong(remaining)).map((value) => (
            <Button key={value} size="lg" variant="outline" onClick={() => add(value)}>
              {formatMoney(value)}
            </Button>
          ))}
        </SimpleGrid>
      )}
      {awaitsTransfer && (
        <WholeInView>
          <VietQrCode general={general} amount={Math.abs(remaining)} orderCode={code} />
        </WholeInView>
      )}
      {takesAmount && (
        <HStack>
          <MoneyInput
            name="payment-amount"
            size="lg"
            placeholder={formatNumber(Math.abs(remaining))}
            value={amount}
            onChange={setAmount}
            onKeyDown={(event) => event.key === 'Enter' && add(amount ?? Math.abs(remaining))}
          />
          <Button size="lg" onClick={() => add(amount ?? Math.abs(remaining))}>
            {t.add}
          </Button>
        </HStack>
      )}
      {payments.length > 0 && (
        <Stack gap="1" data-testid="payments">
          <Text fontWeight="semibold">{t.payments}</Text>
          {payments.map((payment) => (
            <HStack key={payment.id} justify="space-between">
              <Text>{posMessages.paymentMethods[payment.method]}</Text>
              <HStack>
                <Text>{formatMoney(sign * payment.amount)}</Text>
                <IconButton
                  aria-label={t.removePayment}
                  size="xs"
                  variant="ghost"
                  onClick={() => void tillAction('payment', () => removePayment(session, payment.id))}
                >
                  ✕
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      <Stack gap="1" fontSize="lg">
        {/* A refund's payments go out to the customer: they read as amounts given back. */}
        <HStack justify="space-between">
          <Text>{refund ? t.refunded : t.paid}</Text>
          <Text data-testid="checkout-paid">{formatMoney(sign * order.totalPaid)}</Text>
        </HStack>
        <HStack justify="space-between" fontWeight="bold">
          <Text>{refund ? t.refundRemaining : remaining > 0 ? (onCredit ? t.debt : t.remaining) : t.change}</Text>
          <Text data-testid="checkout-change">
            {formatMoney(refund ? Math.max(-remaining, 0) : remaining > 0 ? remaining : Math.max(order.totalReturn, 0))}
          </Text>
        </HStack>
      </Stack>
      {(refund ? (order.deductibleDebt ?? 0) > 0 : remaining > 0 || onCredit) && <CreditBox />}
      {invoices && order.type === 'sale' && <InvoiceBuyerBox />}
      {errors.length > 0 && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{errors.join(' ')}</Alert.Description>
        </Alert.Root>
      )}
      {problem && payments.length > 0 && (!open || onCredit) && (
        <Text color="fg.error">{posMessages.payments[problem]}</Text>
      )}
      {/* Kept in view at the panel's foot when what is above it is taller than a short screen
          (a transfer's QR, the credit box): a touch user sees the next action at every moment. */}
      <Stack
        gap="2"
        position="sticky"
        bottom="-4"
        mt="auto"
        mx="-4"
        mb="-4"
        px="4"
        pt="2"
        pb="4"
        bg="bg"
        borderTopWidth="1px"
        roundedBottom="lg"
      >
        {awaitsTransfer && (
          <Button colorPalette="teal" size="lg" onClick={() => add(Math.abs(remaining))} data-testid="qr-received">
            {t.qrReceived}
          </Button>
        )}
        <Button
          colorPalette="teal"
          size="xl"
          w="full"
          loading={saving}
          loadingText={t.saving}
          disabled={problem !== null}
          onClick={() => void confirmSale(session)}
          data-testid="confirm-payment"
        >
          {refund ? t.confirmRefund : t.confirm}
          <ShortcutKey step="checkout" action="confirm" colorPalette="teal" variant="subtle" />
        </Button>
      </Stack>
    </Flex>
  );
}
