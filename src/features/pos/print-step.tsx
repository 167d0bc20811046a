/** The print step: the receipt of the order just confirmed, the print dialog and "new order". */
import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { storeTaxCode } from '../../db/cash-register-invoices';
import { posScreens } from '../../i18n/pos-screens';
import { useTillSession } from '../../till/session-context';
import { generalAtom, printOrderAtom, tillAtom } from './atoms';
import { newOrder } from './order-actions';
import { Receipt } from './receipt';

const t = posScreens.print;

export function PrintStep() {
  const session = useTillSession();
  const order = useAtomValue(printOrderAtom);
  const till = useAtomValue(tillAtom);
  const general = useAtomValue(generalAtom);
  const [taxCode, setTaxCode] = useState<string | null>(null);
  useEffect(() => {
    void storeTaxCode(session.db).then(setTaxCode);
  }, [session]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === document.body) void newOrder(session);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session]);
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
        <HStack>
          <Button variant="outline" size="lg" onClick={() => window.print()}>
            {t.print}
          </Button>
          <Button colorPalette="teal" size="lg" onClick={() => void newOrder(session)} data-testid="new-order">
            {t.newOrder}
          </Button>
        </HStack>
      </HStack>
      <Flex flex="1" minH="0" overflowY="auto" bg="bg.muted" p="3" rounded="md">
        <Receipt
          order={order}
          layout={till?.receipt_layout ?? '80mm'}
          header={till?.receipt_header ?? null}
          footer={till?.receipt_footer ?? null}
          taxCode={taxCode}
          general={general}
        />
      </Flex>
    </Flex>
  );
}
