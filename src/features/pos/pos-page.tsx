/**
 * The point of sale (/pos): its header, then the sale in three steps (SPEC.md §2: pos, checkout,
 * print). On the pos step the search box and the till's layout sit left of the cart; checkout
 * and print take the left side while the cart stays in view. Selling needs an open register.
 * Every step is worked from the keyboard too (use-pos-keys.ts): the keys run the same actions as
 * the buttons, through the one failure path of till-action.ts.
 */
import { Alert, Box, Grid, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { appStore } from '../../components/providers';
import { useCanOpen } from '../../components/route-permission';
import { toaster } from '../../components/toaster';
import { usePageContentPending } from '../../components/use-after-first-paint';
import { useEffect, useRef } from 'react';
import { posScreens } from '../../i18n/pos-screens';
import { shellVi } from '../../i18n/shell';
import type { TillSession } from '../../till/session';
import { useTillSession } from '../../till/session-context';
import {
  currentLineAtom,
  currentLineIdAtom,
  dialogAtom,
  focusSearchAtom,
  readyAtom,
  registerAtom,
  stepAtom,
  ticketAtom,
  tillAtom,
  type PosDialog,
} from './atoms';
import { addByBarcode, changeDiscountType, changeQuantity, nextLineUnit, removeCartLine } from './cart-actions';
import { CartPanel, checkoutFromCart, needsPrescription } from './cart-panel';
import { CheckoutStep, confirmSale, loadCreditBox, nextPaymentMethod } from './checkout-step';
import { LayoutGrid } from './layout-grid';
import { backToCart, newOrder, parkCurrent } from './order-actions';
import { PosBar } from './pos-bar';
import { askNationalPrescription, PosDialogs, preloadPosDialogs } from './pos-dialogs';
import { isNationalPrescriptionCode } from '../../domain/prescription-code';
import { preloadReceipt, PrintStep, printReceipt } from './print-step';
import { ProductSearch } from './product-search';
import { RegisterOpen } from './register-open';
import { tillAction } from './till-action';
import { usePosBoot } from './use-pos-boot';
import { refreshDrawerMoves } from './drawer-moves';
import { focusHome, focusIn } from './focus';
import { usePosKeys, type PosAction } from './use-pos-keys';

const store = appStore;

/**
 * A scan adds the product; a scan on the print step starts the next sale with it. On the checkout
 * step the amount due is being paid, so a scan adds nothing and the cashier is told how to add it.
 */
export async function scanned(session: TillSession, code: string): Promise<void> {
  if (!store.get(registerAtom)) return;
  if (store.get(stepAtom) === 'print') await newOrder(session);
  if (store.get(stepAtom) !== 'pos') {
    toaster.create({ type: 'warning', title: posScreens.search.scanAtCheckout(code), duration: 8_000 });
    return;
  }
  // A national prescription's code scanned from the patient's paper or phone: look it up.
  if (isNationalPrescriptionCode(code)) askNationalPrescription(code);
  else await addByBarcode(session, code);
}

/** The line the keys work on, scrolled into the cart's view (after a scan or ↑ ↓). */
function showCurrentLine(root: HTMLElement | null): void {
  requestAnimationFrame(() =>
    root?.querySelector('[data-testid=cart-line][data-current=true]')?.scrollIntoView({ block: 'nearest' }),
  );
}

function moveLine(offset: number): void {
  const items = store.get(ticketAtom).items;
  const index = items.findIndex((item) => item.id === store.get(currentLineAtom)?.id);
  const next = items[Math.min(Math.max(index + offset, 0), items.length - 1)];
  if (next) store.set(currentLineIdAtom, next.id);
}

function runKey(session: TillSession, root: HTMLElement | null, action: PosAction): void {
  const line = store.get(currentLineAtom);
  const open = (dialog: PosDialog) => store.set(dialogAtom, dialog);
  const registerOpen = Boolean(store.get(registerAtom));
  switch (action) {
    case 'search':
      return store.set(focusSearchAtom, (n) => n + 1);
    case 'customer':
      focusIn(root, 'input[name=customer-search], [data-testid=order-customer] button');
      return;
    case 'quantity':
      if (line) focusIn(root, `[data-line-id="${line.id}"] input[name=line-quantity]`);
      return;
    case 'more':
    case 'less':
      if (line)
        void tillAction('quantity', () =>
          changeQuantity(session, line.id, line.quantity + (action === 'more' ? 1 : -1)),
        );
      return;
    case 'unit':
      if (line) void tillAction('unit', () => nextLineUnit(session, line));
      return;
    case 'previousLine':
    case 'nextLine':
      moveLine(action === 'nextLine' ? 1 : -1);
      return showCurrentLine(root);
    case 'removeLine':
      if (line) {
        moveLine(store.get(ticketAtom).items.at(-1)?.id === line.id ? -1 : 1);
        void tillAction('remove', () => removeCartLine(session, line.id));
      }
      return;
    case 'parked':
      return open('parked');
    case 'park':
      void tillAction('park', () => parkCurrent(session));
      return;
    case 'checkout':
      void checkoutFromCart(session, registerOpen);
      return;
    case 'returns':
      return registerOpen ? open('returns') : undefined;
    case 'closeRegister':
      return registerOpen ? open('closeRegister') : undefined;
    case 'prescription':
      // As the cart's button: there when the cart holds an rx drug or a prescription is attached.
      return needsPrescription(store.get(ticketAtom)) ? open('prescription') : undefined;
    case 'nationalPrescription':
      return store.get(ticketAtom).prescription?.source === 'online' ? undefined : askNationalPrescription();
    case 'discount':
      focusIn(root, 'input[name=discount]');
      return;
    case 'discountType': {
      const { discountType } = store.get(ticketAtom).order;
      void tillAction('discount', () => changeDiscountType(session, discountType === 'percent' ? 'amount' : 'percent'));
      return;
    }
    case 'help':
      return open('help');
    case 'back':
      backToCart();
      return focusHome();
    case 'paymentMethod':
      return nextPaymentMethod();
    case 'confirm':
      void confirmSale(session);
      return;
    case 'print':
      return printReceipt();
    case 'newOrder':
      void tillAction('newOrder', () => newOrder(session)).then(focusHome);
      return;
  }
}

/** No till came with the catalogue: said, with the way to make one for those who may. */
function NoTill() {
  const canOpen = useCanOpen();
  return (
    <Alert.Root status="warning" maxW="2xl" data-testid="pos-no-till">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{posScreens.noTill}</Alert.Description>
        {canOpen('/pos-settings') && (
          <ChakraLink asChild fontWeight="medium" mt="1">
            <Link to="/pos-settings">{posScreens.openTillSettings}</Link>
          </ChakraLink>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export function PosPage() {
  const session = useTillSession();
  const noTill = usePosBoot(session);
  const ready = useAtomValue(readyAtom);
  // The header's controls wait for the till's first screen, read from its database.
  usePageContentPending(!ready);
  const till = useAtomValue(tillAtom);
  const register = useAtomValue(registerAtom);
  // The dialogs and the receipt serve a sale, and there is none before the register opens: a till
  // that boots on the opening count leaves their code (and its schemas) for when it opens.
  const selling = ready && register !== null;
  useEffect(() => {
    if (!selling) return;
    (window.requestIdleCallback ?? setTimeout)(() => {
      preloadReceipt();
      preloadPosDialogs();
      refreshDrawerMoves(session.db);
      // A head start only: the checkout says so with a retry if it cannot be fetched when needed.
      loadCreditBox().catch(() => undefined);
    });
  }, [selling, session]);
  const step = useAtomValue(stepAtom);
  const root = useRef<HTMLDivElement>(null);

  usePosKeys({
    step: () => store.get(stepAtom),
    dialogOpen: () => store.get(dialogAtom) !== null || !store.get(registerAtom),
    onScan: (code) => void tillAction('add', () => scanned(session, code)).then(() => showCurrentLine(root.current)),
    onAction: (action) => runKey(session, root.current, action),
  });

  return (
    <>
      {/* The till's screen speaks for itself; its name heads it for a screen reader. */}
      <VisuallyHidden as="h1">{shellVi.nav.posSell}</VisuallyHidden>
      <Stack ref={root} gap="3" h={{ lg: 'calc(100dvh - 7.5rem)' }} minH="0" data-testid="pos-page" data-ready={ready}>
        <PosBar />
        {!ready && noTill && <NoTill />}
        {!ready && !noTill && <Text color="fg.muted">{till === null ? posScreens.loading : ''}</Text>}
        {ready && !register && <RegisterOpen />}
        {ready && register && step === 'print' && <PrintStep />}
        {ready && register && step !== 'print' && (
          // Beside the cart on a tablet; on a phone the cart comes under the search box, before the
          // layout's tiles, so what was added is in view. No column is wider than the screen.
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 26rem' }}
            templateRows={{ lg: 'auto minmax(0, 1fr)' }}
            templateAreas={{ base: '"main" "cart" "more"', lg: '"main cart" "more cart"' }}
            gap="3"
            flex="1"
            minH="0"
          >
            {step === 'pos' && (
              <>
                <Box gridArea="main">
                  <ProductSearch />
                </Box>
                <Box gridArea="more" minH="0" overflowY="auto">
                  <LayoutGrid />
                </Box>
              </>
            )}
            {step === 'checkout' && (
              <Box gridArea={{ base: 'main', lg: '1 / 1 / 3 / 2' }} minH="0" overflow="hidden">
                <CheckoutStep />
              </Box>
            )}
            <Box gridArea="cart" minH="0">
              <CartPanel />
            </Box>
          </Grid>
        )}
        <PosDialogs />
      </Stack>
    </>
  );
}
