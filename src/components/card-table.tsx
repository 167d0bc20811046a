/**
 * A document's read-only table (a purchase order's lines, its receipts, its supplier returns). From
 * md up it is a plain table; below md (a phone) each row is laid out as a card by CSS alone, as
 * the count sheet's and the lot documents' editable lines are: the heading column across the card,
 * then the other columns side by side, each under a small label standing in for the column
 * header the phone does not show. Nothing scrolls sideways on a phone.
 */
import { Table, Text, type TableCellProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface CardColumn<R> {
  key: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** A number: at the cell's end in the table (a card starts every value at its label). */
  numeric?: boolean;
  /** The card's heading on a phone: across the card, with no label. */
  heading?: boolean;
  /** Across the card on a phone, under its label (a list of lines). */
  wide?: boolean;
  /** More of the cell's props (a class such as `money`, a colour), by row. */
  cellProps?: (row: R) => TableCellProps;
}

export interface CardTableProps<R> {
  /** The scroll region's name, for a tablet narrower than `minWidth`. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  columns: CardColumn<R>[];
  /** The table's least width from md up; a narrower screen scrolls it inside its region. */
  minWidth: string;
  /** How many values sit side by side on a card. */
  phoneColumns?: number;
  'data-testid'?: string;
}

/** The column header's text, shown above the value on a phone only (where the header row is hidden). */
export function PhoneLabel({ children, hidden }: { children: ReactNode; hidden?: boolean }) {
  return (
    <Text as="span" display={{ base: 'block', md: 'none' }} fontSize="xs" color="fg.muted" aria-hidden={hidden}>
      {children}
    </Text>
  );
}

export function CardTable<R>({
  label,
  rows,
  rowKey,
  columns,
  minWidth,
  phoneColumns = 3,
  'data-testid': testId,
}: CardTableProps<R>) {
  return (
    <ScrollRegion label={label}>
      <Table.Root
        size="sm"
        display={{ base: 'block', md: 'table' }}
        minW={{ base: '0', md: minWidth }}
        data-testid={testId}
      >
        <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.numeric ? 'end' : undefined}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {rows.map((row, i) => (
            <Table.Row
              key={rowKey(row, i)}
              verticalAlign="top"
              display={{ base: 'grid', md: 'table-row' }}
              gridTemplateColumns={`repeat(${phoneColumns}, minmax(0, 1fr))`}
              borderBottomWidth={{ base: '1px', md: '0' }}
              _last={{ borderBottomWidth: '0' }}
              py={{ base: '1.5', md: '0' }}
            >
              {columns.map((column) => (
                <Table.Cell
                  key={column.key}
                  gridColumn={column.heading || column.wide ? '1 / -1' : 'auto'}
                  textAlign={column.numeric ? { base: 'start', md: 'end' } : undefined}
                  // The card draws one border under the whole row instead of one under each cell,
                  // and its cells sit closer together than the sm table's (py 2).
                  borderBottomWidth={{ base: '0', md: '1px' }}
                  py={{ base: '1', md: '2' }}
                  minW="0"
                  {...column.cellProps?.(row)}
                >
                  {column.heading ? null : <PhoneLabel>{column.header}</PhoneLabel>}
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
