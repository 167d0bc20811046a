/**
 * A cash voucher (phiếu thu or phiếu chi) printed on A5: the shop, the number and date, the other
 * party and their address, why, the amount in figures and in words, the method, any line the
 * caller adds, and the three signatures with the names known. Printed once rendered; then
 * `onPrinted`.
 */
import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { amountInWords } from '../domain/amount-in-words';
import type { PaymentMethod } from '../domain/pos-enums';
import { formatDate, formatMoney } from '../i18n/format';
import { posMessages } from '../i18n/pos';
import { uiKit } from '../i18n/ui-kit';
import { PrintArea } from './print-area';
import { useSession } from './session';

const t = uiKit.voucher;
const A5 = 'size: A5 landscape; margin: 10mm;';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      {label}: {children}
    </Text>
  );
}

export interface CashVoucherProps {
  title: string;
  code: string;
  at: string;
  party: { label: string; name: string; address: string };
  reason: { label: string; text: string };
  amount: number;
  method: PaymentMethod | null;
  /** Lines after the method, such as the debt left. */
  extra?: { label: string; value: string }[];
  /** The other party first, then the maker (with the name of who made it) and the cashier. */
  signatures: { role: string; name: string }[];
  testId: string;
  onPrinted: () => void;
}

export function CashVoucher(props: CashVoucherProps) {
  const { onPrinted } = props;
  const store = useSession().tenant?.store;
  useEffect(() => {
    window.print();
    onPrinted();
  }, [onPrinted]);
  return (
    <PrintArea job page={A5}>
      <Stack gap="1.5" data-testid={props.testId}>
        <HStack justify="space-between" align="start">
          <Box>
            <Text fontWeight="bold">{store?.name}</Text>
            {store?.address ? <Text fontSize="xs">{store.address}</Text> : null}
          </Box>
          <Box textAlign="end" fontSize="xs">
            <Text>
              {t.number}: <b>{props.code}</b>
            </Text>
            <Text>
              {t.date}: {formatDate(props.at)}
            </Text>
          </Box>
        </HStack>
        <Heading size="lg" textAlign="center" my="2">
          {props.title}
        </Heading>
        <Line label={props.party.label}>
          <b>{props.party.name}</b>
        </Line>
        <Line label={t.address}>{props.party.address}</Line>
        <Line label={props.reason.label}>{props.reason.text}</Line>
        <Line label={t.amount}>
          <b>{formatMoney(props.amount)}</b>
        </Line>
        <Line label={t.inWords}>
          <i>{amountInWords(props.amount)}</i>
        </Line>
        {props.method ? <Line label={t.method}>{posMessages.paymentMethods[props.method]}</Line> : null}
        {props.extra?.map((line) => (
          <Line key={line.label} label={line.label}>
            {line.value}
          </Line>
        ))}
        <Grid templateColumns={`repeat(${props.signatures.length}, 1fr)`} textAlign="center" mt="4" fontSize="sm">
          {props.signatures.map((who) => (
            <Box key={who.role}>
              <Text fontWeight="bold">{who.role}</Text>
              <Text fontSize="xs" fontStyle="italic">
                {t.signHint}
              </Text>
            </Box>
          ))}
        </Grid>
        <Grid templateColumns={`repeat(${props.signatures.length}, 1fr)`} textAlign="center" mt="12" fontSize="sm">
          {props.signatures.map((who) => (
            <Text key={who.role}>{who.name}</Text>
          ))}
        </Grid>
      </Stack>
    </PrintArea>
  );
}
