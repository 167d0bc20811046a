/** Two DD/MM/YYYY dates bounding a list or report; each reports `YYYY-MM-DD` or undefined. */
import { Box, HStack, Text } from '@chakra-ui/react';
import { stockText } from '../i18n/stock-screens';
import { DateInput } from './form/date-input';

export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const pick = (value: string | null | 'invalid') => (value && value !== 'invalid' ? value : undefined);
  return (
    <HStack gap="1">
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {stockText.common.fromDate}
      </Text>
      <Box w="32">
        <DateInput
          name="from"
          value={from ?? null}
          onChange={(value) => value !== 'invalid' && onChange({ from: pick(value), to })}
        />
      </Box>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {stockText.common.toDate}
      </Text>
      <Box w="32">
        <DateInput
          name="to"
          value={to ?? null}
          onChange={(value) => value !== 'invalid' && onChange({ from, to: pick(value) })}
        />
      </Box>
    </HStack>
  );
}
