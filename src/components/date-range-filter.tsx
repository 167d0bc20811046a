/**
 * Two DD/MM/YYYY dates bounding a list or report; each reports `YYYY-MM-DD` or undefined. A date
 * that is not a real one, or an end before the start, is said under the fields and not applied:
 * the list keeps the last range that made sense rather than one the fields no longer show.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { stockVi } from '../i18n/stock';
import { stockText } from '../i18n/stock-screens';
import { uiKit } from '../i18n/ui-kit';
import { DateInput } from './form/date-input';

type Bound = 'from' | 'to';

export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const [invalid, setInvalid] = useState<Record<Bound, boolean>>({ from: false, to: false });
  const [reversed, setReversed] = useState(false);
  const change = (bound: Bound) => (value: string | null | 'invalid') => {
    setInvalid((was) => ({ ...was, [bound]: value === 'invalid' }));
    if (value === 'invalid') return;
    const next = { from, to, [bound]: value ?? undefined };
    const backwards = Boolean(next.from && next.to && next.from > next.to);
    setReversed(backwards);
    if (!backwards) onChange(next);
  };
  const error =
    invalid.from || invalid.to ? uiKit.form.invalidDate : reversed ? stockVi.errors.periodEndsBeforeStart : null;
  const field = (bound: Bound, label: string, value: string | undefined) => (
    <>
      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
        {label}
      </Text>
      <Box w="32">
        <DateInput
          name={bound}
          value={value ?? null}
          invalid={invalid[bound] || (reversed && bound === 'to')}
          onChange={change(bound)}
        />
      </Box>
    </>
  );
  return (
    <Stack gap="1">
      <HStack gap="1">
        {field('from', stockText.common.fromDate, from)}
        {field('to', stockText.common.toDate, to)}
      </HStack>
      {error ? (
        <Text color="fg.error" fontSize="xs" role="alert" data-testid="date-range-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
