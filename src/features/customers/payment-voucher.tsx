/**
 * The receipt voucher (phiếu thu) of a collection, printed on A5 for the customer to keep: the
 * shop, the number and date, who paid, why, the amount in figures and in words, the method, the
 * debt left after it, and the three signatures a Vietnamese phiếu thu carries.
 */
import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { PrintArea } from '../../components/print-area';
import { useSession } from '../../components/session';
import { amountInWords } from '../../domain/amount-in-words';
import type { DebtHistoryEntry } from '../../domain/catalog/customer-debt';
import type { Customer } from '../../domain/catalog/parties';
import { formatDate, formatMoney } from '../../i18n/format';
import { partiesText } from '../../i18n/parties-screens';
import { posMessages } from '../../i18n/pos';

const t = partiesText.customerDebt.voucher;
const A5 = 'size: A5 landscape; margin: 10mm;';

const addressOf = (c: Pick<Customer, 'street' | 'ward' | 'district' | 'province'>) =>
  [c.street, c.ward, c.district, c.province].filter(Boolean).join(', ');

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      {label}: {children}
    </Text>
  );
}

/** Printed once rendered; then `onPrinted`. */
export function PaymentVoucher(props: {
  entry: DebtHistoryEntry;
  customer: Pick<Customer, 'full_name' | 'street' | 'ward' | 'district' | 'province'>;
  onPrinted: () => void;
}) {
  const { entry, customer, onPrinted } = props;
  const store = useSession().tenant?.store;
  const amount = -entry.change;
  useEffect(() => {
    window.print();
    onPrinted();
  }, [onPrinted]);
  return (
    <PrintArea page={A5}>
      <Stack gap="1.5" data-testid="payment-voucher">
        <HStack justify="space-between" align="start">
          <Box>
            <Text fontWeight="bold">{store?.name}</Text>
            {store?.address ? <Text fontSize="xs">{store.address}</Text> : null}
          </Box>
          <Box textAlign="end" fontSize="xs">
            <Text>
              {t.number}: <b>{entry.code}</b>
            </Text>
            <Text>
              {t.date}: {formatDate(entry.at)}
            </Text>
          </Box>
        </HStack>
        <Heading size="lg" textAlign="center" my="2">
          {t.title}
        </Heading>
        <Line label={t.payer}>
          <b>{customer.full_name}</b>
        </Line>
        <Line label={t.address}>{addressOf(customer)}</Line>
        <Line label={t.reason}>{[t.reasonText, entry.note].filter(Boolean).join(' – ')}</Line>
        <Line label={t.amount}>
          <b>{formatMoney(amount)}</b>
        </Line>
        <Line label={t.inWords}>
          <i>{amountInWords(amount)}</i>
        </Line>
        {entry.method ? <Line label={t.method}>{posMessages.paymentMethods[entry.method]}</Line> : null}
        <Line label={t.debtAfter}>{formatMoney(entry.balance)}</Line>
        <Grid templateColumns="repeat(3, 1fr)" textAlign="center" mt="4" fontSize="sm">
          {[t.payerSign, t.makerSign, t.cashierSign].map((who) => (
            <Box key={who}>
              <Text fontWeight="bold">{who}</Text>
              <Text fontSize="xs" fontStyle="italic">
                {t.signHint}
              </Text>
            </Box>
          ))}
        </Grid>
        <Grid templateColumns="repeat(3, 1fr)" textAlign="center" mt="12" fontSize="sm">
          <Text>{customer.full_name}</Text>
          <Text>{entry.created_by_name ?? ''}</Text>
          <Text />
        </Grid>
      </Stack>
    </PrintArea>
  );
}
