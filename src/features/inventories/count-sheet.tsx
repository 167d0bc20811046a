/** The counting table: expected per lot (frozen), counted inputs, differences highlighted; lots found while counting marked and removable. */
import { Badge, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { Inventory } from '../../api/stock';
import { IntegerInput } from '../../components/form/integer-input';
import { formatDate, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { difference } from './count-rules';
import { ScrollRegion } from '../../components/scroll-region';

const t = stockText.counts;
const c = stockText.common;

export interface CountSheetProps {
  lines: Inventory['lines'];
  counted: Record<string, number | null>;
  editable: boolean;
  highlight: string | null;
  onCount: (lineId: string, value: number | null) => void;
  /** Removes a line added while counting (found lots only). */
  onRemove?: (lineId: string) => void;
}

function DiffCell({ value }: { value: number | null }) {
  if (value === null) return <Text color="fg.subtle">{t.uncounted}</Text>;
  if (value === 0) return <Text className="tabular">0</Text>;
  return (
    <Badge colorPalette={value > 0 ? 'blue' : 'red'} className="tabular" data-testid="count-diff">
      {value > 0 ? '+' : ''}
      {formatNumber(value)}
    </Badge>
  );
}

export function CountSheet({ lines, counted, editable, highlight, onCount, onRemove }: CountSheetProps) {
  return (
    <ScrollRegion label={c.lines} borderWidth="1px" borderRadius="l2" bg="bg">
      <Table.Root size="sm" minW="640px">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.lot}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.expiry}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.expected}</Table.ColumnHeader>
            <Table.ColumnHeader w="28">{t.counted}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.difference}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => {
            const value = counted[line.id] ?? null;
            const diff = difference(line.expected, value);
            return (
              <Table.Row
                key={line.id}
                data-line={line.id}
                bg={
                  highlight === line.product_id
                    ? 'yellow.subtle'
                    : diff
                      ? diff < 0
                        ? 'red.subtle'
                        : 'blue.subtle'
                      : undefined
                }
              >
                <Table.Cell>
                  <Text fontWeight="medium">{line.product_name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {line.product_code}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Text fontFamily="mono">{line.lot_number ?? c.noLot}</Text>
                    {line.found ? (
                      <Badge size="sm" colorPalette="purple" data-testid="found-badge">
                        {t.foundBadge}
                      </Badge>
                    ) : null}
                    {line.found && editable && onRemove ? (
                      <IconButton
                        size="2xs"
                        variant="ghost"
                        aria-label={t.removeFound}
                        onClick={() => onRemove(line.id)}
                      >
                        <X />
                      </IconButton>
                    ) : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell>{formatDate(line.expiry_date)}</Table.Cell>
                <Table.Cell textAlign="end" className="tabular">
                  {formatNumber(line.expected)}
                </Table.Cell>
                <Table.Cell>
                  {editable ? (
                    <IntegerInput name={`counted.${line.id}`} value={value} onChange={(v) => onCount(line.id, v)} />
                  ) : (
                    <Text className="tabular">{value === null ? '' : formatNumber(value)}</Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <DiffCell value={diff} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
