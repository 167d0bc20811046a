/**
 * The money panel of a customer's or a vendor's page: a heading, what is owed now (red while
 * anything is), lines under it, the action that settles it, and the history below.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoney } from '../i18n/format';

export interface DebtPanelProps {
  title: string;
  label: string;
  amount: number;
  testId: string;
  /** Lines under the figure, such as a credit limit. */
  notes?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

export function DebtPanel({ title, label, amount, testId, notes, action, children }: DebtPanelProps) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }} mb="4">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="0">
            <Heading as="h2" size="sm">
              {title}
            </Heading>
            <HStack gap="2" align="baseline">
              <Text color="fg.muted" fontSize="sm">
                {label}
              </Text>
              <Text
                fontSize="2xl"
                fontWeight="bold"
                className="money"
                color={amount > 0 ? 'fg.error' : undefined}
                data-testid={testId}
              >
                {formatMoney(amount)}
              </Text>
            </HStack>
            {notes}
          </Stack>
          {action}
        </HStack>
        {children}
      </Stack>
    </Box>
  );
}
