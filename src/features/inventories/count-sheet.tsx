/**
 * The counting table: expected per lot (frozen), counted inputs, differences highlighted; lots found
 * while counting marked and removable. On a phone the header row is hidden and each line is a card
 * (count-line.tsx), so nothing needs a sideways scroll; from md up it is the usual table.
 */
import { Table } from '@chakra-ui/react';
import type { Inventory } from '../../api/stock';
import { stockText } from '../../i18n/stock-screens';
import { ScrollRegion } from '../../components/scroll-region';
import { CountLine } from './count-line';

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

export function CountSheet({ lines, counted, editable, highlight, onCount, onRemove }: CountSheetProps) {
  return (
    <ScrollRegion label={c.lines} borderWidth="1px" borderRadius="l2" bg="bg">
      <Table.Root size="sm" display={{ base: 'block', md: 'table' }} minW={{ base: '0', md: '640px' }}>
        <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.lot}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.expiry}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.expected}</Table.ColumnHeader>
            <Table.ColumnHeader w="36">{t.counted}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.difference}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {lines.map((line) => (
            <CountLine
              key={line.id}
              line={line}
              value={counted[line.id] ?? null}
              editable={editable}
              highlighted={highlight === line.product_id}
              onCount={onCount}
              onRemove={onRemove}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
