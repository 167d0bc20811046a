/**
 * The point of sale (/pos): its header, then the sale in three steps (SPEC.md §2: pos, checkout,
 * print). On the pos step the search box and the till's layout sit left of the cart; checkout
 * and print take the left side while the cart stays in view. Selling needs an open register.
 */
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { appStore } from '../../components/providers';
import { useRef } from 'react';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import {
  dialogAtom,
  focusSearchAtom,
  problemsAtom,
  readyAtom,
  registerAtom,
  stepAtom,
  ticketAtom,
  tillAtom,
} from './atoms';
import { addByBarcode, changeQuantity } from './cart-actions';
import { CartPanel, tryCheckout } from './cart-panel';
import { CheckoutStep } from './checkout-step';
import { HelpDialog } from './help-dialog';
import { LayoutGrid } from './layout-grid';
import { parkCurrent } from './order-actions';
import { ParkedDialog } from './parked-dialog';
import { PosBar } from './pos-bar';
import { PrescriptionDialog } from './prescription-dialog';
import { askNationalPrescription, NationalPrescriptionDialog } from './national-prescription-dialog';
import { isNationalPrescriptionCode } from '../../domain/eprescription';
import { PrintStep } from './print-step';
import { ProductSearch } from './product-search';
import { RegisterCloseDialog } from './register-close-dialog';
import { RegisterOpen } from './register-open';
import { ReturnsDialog } from './returns-dialog';
import { usePosBoot } from './use-pos-boot';
import { usePosKeys } from './use-pos-keys';

const store = appStore;

export function PosPage() {
  const session = useTillSession();
  usePosBoot(session);
  const ready = useAtomValue(readyAtom);
  const till = useAtomValue(tillAtom);
  const register = useAtomValue(registerAtom);
  const step = useAtomValue(stepAtom);
  const root = useRef<HTMLDivElement>(null);

  usePosKeys({
    onScan: (code) => {
      if (store.get(stepAtom) !== 'pos' || !store.get(registerAtom)) return;
      // A national prescription's code scanned from the patient's paper or phone: look it up.
      if (isNationalPrescriptionCode(code)) askNationalPrescription(code);
      else void addByBarcode(session, code);
    },
    onSearch: () => store.set(focusSearchAtom, (n) => n + 1),
    onQuantity: () => {
      const last = store.get(ticketAtom).items.at(-1);
      const input = root.current?.querySelectorAll<HTMLInputElement>('input[name=line-quantity]');
      if (last && input?.length) {
        const field = input[input.length - 1]!;
        field.focus();
        field.select();
      } else if (last) void changeQuantity(session, last.id, last.quantity);
    },
    onPark: () => store.get(stepAtom) === 'pos' && void parkCurrent(session),
    onCheckout: () =>
      store.get(stepAtom) === 'pos' &&
      void tryCheckout(session, (texts) => store.set(problemsAtom, texts), Boolean(store.get(registerAtom))),
    onHelp: () => store.set(dialogAtom, 'help'),
  });

  return (
    <Stack ref={root} gap="3" h={{ lg: 'calc(100dvh - 7.5rem)' }} minH="0" data-testid="pos-page" data-ready={ready}>
      <PosBar />
      {!ready && <Text color="fg.muted">{till === null ? posScreens.loading : ''}</Text>}
      {ready && !register && <RegisterOpen />}
      {ready && register && step === 'print' && <PrintStep />}
      {ready && register && step !== 'print' && (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 26rem' }} gap="3" flex="1" minH="0">
          <Box minH="0" overflow="hidden">
            {step === 'pos' && (
              <Stack gap="3" h="full" minH="0">
                <ProductSearch />
                <Box flex="1" minH="0" overflowY="auto">
                  <LayoutGrid />
                </Box>
              </Stack>
            )}
            {step === 'checkout' && <CheckoutStep />}
          </Box>
          <Box minH="0">
            <CartPanel />
          </Box>
        </Grid>
      )}
      <PrescriptionDialog />
      <NationalPrescriptionDialog />
      <ParkedDialog />
      <HelpDialog />
      <RegisterCloseDialog />
      <ReturnsDialog />
    </Stack>
  );
}
