/** The print step: the receipt of the order just confirmed, the print dialog and "new order". */
import { Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { hasDosageLabels } from '../../domain/dosage-labels';
import { storeTaxCode } from '../../db/cash-register-invoices';
import { vi } from '../../i18n/messages';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { printOrderAtom, tillAtom } from './atoms';
import { focusHome } from './focus';
import { ShortcutKey } from './shortcut-key';
import { newOrder } from './order-actions';
import { tillAction } from './till-action';

const t = posScreens.print;

/**
 * The receipt (its QR codes and print layouts) is not on the POS's first load: the page preloads
 * it once the till is ready, long before a sale reaches this step, and printing waits for it.
 */
const loadReceipt = () => import('./receipt');
const Receipt = lazyPart(
  () => loadReceipt().then((m) => m.Receipt),
  <Spinner color="fg.muted" m="auto" role="status" aria-label={vi.common.loading} />,
);

/** The dosage labels' dialog loads when it is opened: most sales print no labels. */
const DosageLabelsDialog = lazyPart(
  () => import('./dosage-labels-dialog').then((m) => m.DosageLabelsDialog),
  <Spinner color="fg.muted" role="status" aria-label={vi.common.loading} />,
);

export function preloadReceipt(): void {
  // Only a head start: when the code cannot be fetched now, the print step says so when it needs it.
  loadReceipt().catch(() => undefined);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Prints the receipt (the button, F9): the browser's print dialog over the receipt. The focus
 * then waits on "new order", the next step, so Enter starts the next sale.
 */
export function printReceipt(): void {
  void tillAction('print', async () => {
    await loadReceipt();
    // The receipt renders a frame or two after its code arrives.
    for (let i = 0; i < 30 && !document.querySelector('[data-testid=receipt]'); i++) await nextFrame();
    window.print();
  }).then(() => document.querySelector<HTMLElement>('[data-testid=new-order]')?.focus());
}

const startNext = (session: Parameters<typeof newOrder>[0]) =>
  void tillAction('newOrder', () => newOrder(session)).then(focusHome);

export function PrintStep() {
  const session = useTillSession();
  const order = useAtomValue(printOrderAtom);
  const till = useAtomValue(tillAtom);
  const [taxCode, setTaxCode] = useState<string | null>(null);
  useEffect(() => {
    void storeTaxCode(session.db).then(setTaxCode);
  }, [session]);
  const printButton = useRef<HTMLButtonElement>(null);
  const [labelling, setLabelling] = useState(false);
  // The sale is saved: the focus waits on printing, the next action.
  useLayoutEffect(() => printButton.current?.focus(), [order]);
  if (!order) return null;
  return (
    <Flex
      direction="column"
      gap="3"
      h="full"
      minH="0"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p="4"
      data-testid="print-step"
    >
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" color="fg.success" role="status">
          {t.saved(order.code)}
        </Text>
        <HStack wrap="wrap">
          <Button variant="outline" size="lg" onClick={printReceipt} ref={printButton} data-testid="print-receipt">
            {t.print}
            <ShortcutKey step="print" action="print" />
          </Button>
          {hasDosageLabels(order.ticket.items) ? (
            <Button variant="outline" size="lg" onClick={() => setLabelling(true)} data-testid="print-labels">
              {t.labels}
            </Button>
          ) : null}
          <Button colorPalette="teal" size="lg" onClick={() => startNext(session)} data-testid="new-order">
            {t.newOrder}
            <ShortcutKey step="print" action="newOrder" colorPalette="teal" variant="subtle" />
          </Button>
        </HStack>
      </HStack>
      <Flex flex="1" minH="0" overflowY="auto" align="flex-start" bg="bg.muted" p="3" rounded="md">
        <Receipt
          order={order}
          layout={till?.receipt_layout ?? '80mm'}
          header={till?.receipt_header ?? null}
          footer={till?.receipt_footer ?? null}
          taxCode={taxCode}
        />
      </Flex>
      {labelling ? (
        <DosageLabelsDialog order={order} shop={till?.receipt_header ?? null} onClose={() => setLabelling(false)} />
      ) : null}
    </Flex>
  );
}
