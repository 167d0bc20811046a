/**
 * One line of the counting table. From md up it is a plain table row; below md (a phone) the same
 * row is laid out as a card by CSS alone, so the count input is in view without scrolling sideways:
 * the product on top, then its lot and expiry, then expected, counted and difference side by side,
 * each with a small label standing in for the column header the phone does not show.
 */
import { Badge, HStack, IconButton, Table, Text, type TableCellProps } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { Inventory } from '../../api/stock';
import { PhoneLabel } from '../../components/card-table';
import { IntegerInput } from '../../components/form/integer-input';
import { formatDate, formatNumber, formatQuantity } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { difference } from './count-rules';

const t = stockText.counts;
const c = stockText.common;

/** The card's areas below md; ignored from md up, where the row is a table row again. */
const CARD_AREAS = `"product product product" "lot lot expiry" "expected counted diff"`;

function Cell({ area, ...props }: TableCellProps & { area: string }) {
  // The card draws one border under the whole line instead of one under each cell, and its cells sit
  // closer together than the sm table's (py 2).
  return (
    <Table.Cell gridArea={area} borderBottomWidth={{ base: '0', md: '1px' }} py={{ base: '1', md: '2' }} {...props} />
  );
}

function DiffValue({ value }: { value: number | null }) {
  if (value === null) return <Text color="fg.muted">{t.uncounted}</Text>;
  if (value === 0) return <Text className="tabular">0</Text>;
  return (
    <Badge colorPalette={value > 0 ? 'blue' : 'red'} className="tabular" data-testid="count-diff">
      {value > 0 ? '+' : ''}
      {formatNumber(value)}
    </Badge>
  );
}

export interface CountLineProps {
  line: Inventory['lines'][number];
  value: number | null;
  editable: boolean;
  highlighted: boolean;
  onCount: (lineId: string, value: number | null) => void;
  onRemove?: (lineId: string) => void;
}

export function CountLine({ line, value, editable, highlighted, onCount, onRemove }: CountLineProps) {
  const diff = difference(line.expected, value);
  return (
    <Table.Row
      data-line={line.id}
      display={{ base: 'grid', md: 'table-row' }}
      gridTemplateColumns="repeat(3, minmax(0, 1fr))"
      gridTemplateAreas={CARD_AREAS}
      borderBottomWidth={{ base: '1px', md: '0' }}
      py={{ base: '1', md: '0' }}
      bg={highlighted ? 'yellow.subtle' : diff ? (diff < 0 ? 'red.subtle' : 'blue.subtle') : undefined}
    >
      <Cell area="product">
        <Text fontWeight="medium">{line.product_name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {line.product_code}
        </Text>
      </Cell>
      <Cell area="lot">
        <PhoneLabel>{c.lot}</PhoneLabel>
        <HStack gap="1" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Text fontFamily="mono">{line.lot_number ?? c.noLot}</Text>
          {line.found ? (
            <Badge size="sm" colorPalette="purple" data-testid="found-badge">
              {t.foundBadge}
            </Badge>
          ) : null}
          {line.found && editable && onRemove ? (
            <IconButton size="2xs" variant="ghost" aria-label={t.removeFound} onClick={() => onRemove(line.id)}>
              <X />
            </IconButton>
          ) : null}
        </HStack>
      </Cell>
      <Cell area="expiry">
        <PhoneLabel>{c.expiry}</PhoneLabel>
        {formatDate(line.expiry_date)}
      </Cell>
      <Cell area="expected" textAlign={{ base: 'start', md: 'end' }} className="tabular">
        <PhoneLabel>{t.expected}</PhoneLabel>
        {formatQuantity(line.expected, line.unit_name)}
      </Cell>
      <Cell area="counted">
        {/* The input carries its own name (with the product and lot), so the screen reader skips this. */}
        <PhoneLabel hidden={editable}>{t.counted}</PhoneLabel>
        {editable ? (
          <IntegerInput
            name={`counted.${line.id}`}
            label={t.countedFor(line.product_name, line.lot_number)}
            unit={line.unit_name}
            value={value}
            onChange={(v) => onCount(line.id, v)}
          />
        ) : (
          <Text className="tabular">{value === null ? '' : formatQuantity(value, line.unit_name)}</Text>
        )}
      </Cell>
      <Cell area="diff" textAlign={{ base: 'start', md: 'end' }}>
        <PhoneLabel>{t.difference}</PhoneLabel>
        <DiffValue value={diff} />
      </Cell>
    </Table.Row>
  );
}
