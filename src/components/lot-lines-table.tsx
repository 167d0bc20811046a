/**
 * The lines table of a document kept per product and lot (scraps, quality controls): a product
 * picker that adds a line, the product and its lot (a lot select while editable), the document's
 * own columns, and a remove button. From md up it is a plain table; below md (a phone) each row is
 * laid out as a card by CSS alone, as the count sheet's lines are (inventories/count-line.tsx), so
 * a line's product, lot and fields are in view together without scrolling sideways: the product
 * as the card's heading with the remove button beside it, then the lot and the document's fields,
 * each under a small label standing in for the column header the phone does not show.
 */
import { IconButton, Stack, Table, Text, type TableCellProps } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Product } from '../domain/catalog/products';
import { formatDate } from '../i18n/format';
import { stockText } from '../i18n/stock-screens';
import { PhoneLabel } from './card-table';
import { ActionsHeader } from './data-table/actions-header';
import { LotSelect } from './lot-select';
import { ProductPicker } from './product-picker';
import { ScrollRegion } from './scroll-region';

const c = stockText.common;

export interface LotLine {
  key: string;
  product_id: string;
  product_name: string;
  product_code: string;
  /** The product's base unit, in which a line's quantities are. */
  unit_name: string | null;
  lot_id: string | null;
  lot_number: string | null;
  expiry_date: string | null;
}

export interface LotLineColumn<L extends LotLine> {
  key: string;
  header: ReactNode;
  width?: string;
  cell: (line: L, index: number, patch: (change: Partial<L>) => void) => ReactNode;
  /** On a phone the field takes half the card's width (beside the next half one) instead of all of it. */
  halfOnPhone?: boolean;
  /** On a phone no label above the field (fields that name themselves, as checkboxes do). */
  unlabelledOnPhone?: boolean;
}

export interface LotLinesTableProps<L extends LotLine> {
  lines: L[];
  editable: boolean;
  errors: Record<string, string>;
  onChange: (lines: L[]) => void;
  /** The line a picked product starts as. */
  newLine: (product: Product) => L;
  columns: LotLineColumn<L>[];
  minWidth: string;
  rowBg?: (line: L) => string | undefined;
  /** The lot selects offer only lots with stock on hand. */
  lotsInStock?: boolean;
}

/** The new line's product and lot fields for a picked product. */
export function lotLineOf(product: Product): LotLine {
  return {
    key: crypto.randomUUID(),
    product_id: product.id,
    product_name: product.name,
    product_code: product.code,
    unit_name: product.units.find((u) => u.is_base)?.uom_name ?? null,
    lot_id: null,
    lot_number: null,
    expiry_date: null,
  };
}

const lotLabel = (line: LotLine) =>
  [line.lot_number, line.expiry_date && `HSD ${formatDate(line.expiry_date)}`].filter(Boolean).join(' · ');

/** A cell: a table cell from md up, one field of the line's card (a grid of two columns) below md. */
function Cell({ half, ...props }: TableCellProps & { half?: boolean }) {
  // The card draws one border under the whole line instead of one under each cell, and its cells
  // sit closer together than the sm table's (py 2).
  return (
    <Table.Cell
      gridColumn={half ? 'auto' : '1 / -1'}
      borderBottomWidth={{ base: '0', md: '1px' }}
      py={{ base: '1', md: '2' }}
      minW="0"
      {...props}
    />
  );
}

/** The server's message for one line's product or lot (e.g. a lot-tracked line without a lot). */
function LineError({ message }: { message: string | undefined }) {
  return message ? (
    <Text color="fg.error" fontSize="xs">
      {message}
    </Text>
  ) : null;
}

export function LotLinesTable<L extends LotLine>({
  lines,
  editable,
  errors,
  onChange,
  newLine,
  columns,
  minWidth,
  rowBg,
  lotsInStock,
}: LotLinesTableProps<L>) {
  const patch = (key: string) => (change: Partial<L>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const span = 2 + columns.length + (editable ? 1 : 0);
  return (
    <Stack gap="3">
      {editable ? <ProductPicker placeholder={c.addProduct} onPick={(p) => onChange([...lines, newLine(p)])} /> : null}
      {errors.lines ? (
        <Text color="fg.error" fontSize="sm">
          {errors.lines}
        </Text>
      ) : null}
      <ScrollRegion label={stockText.common.lines} borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" display={{ base: 'block', md: 'table' }} minW={{ base: '0', md: minWidth }}>
          <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
              <Table.ColumnHeader minW="56">{c.lot}</Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.key} w={column.width}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
              {editable ? <ActionsHeader w="10" /> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
            {lines.length === 0 ? (
              <Table.Row display={{ base: 'block', md: 'table-row' }}>
                <Table.Cell
                  display={{ base: 'block', md: 'table-cell' }}
                  colSpan={span}
                  color="fg.muted"
                  textAlign="center"
                  py="6"
                >
                  {c.noLines}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {lines.map((line, i) => (
              <Table.Row
                key={line.key}
                verticalAlign="top"
                bg={rowBg?.(line)}
                display={{ base: 'grid', md: 'table-row' }}
                gridTemplateColumns="repeat(2, minmax(0, 1fr))"
                borderBottomWidth={{ base: '1px', md: '0' }}
                _last={{ borderBottomWidth: '0' }}
                py={{ base: '1.5', md: '0' }}
              >
                {/* The card's heading; on a phone the remove button sits at its end (same grid row). */}
                <Cell gridRow={{ base: '1', md: 'auto' }} pe={{ base: editable ? '10' : '2', md: '2' }}>
                  <Text fontWeight={{ base: 'semibold', md: 'medium' }}>{line.product_name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {line.product_code}
                  </Text>
                  <LineError message={errors[`lines.${i}.product_id`]} />
                </Cell>
                <Cell>
                  <PhoneLabel>{c.lot}</PhoneLabel>
                  {editable ? (
                    <LotSelect
                      name={`lines.${i}.lot_id`}
                      productId={line.product_id}
                      value={line.lot_id}
                      currentLabel={lotLabel(line) || undefined}
                      inStockOnly={lotsInStock}
                      onChange={(lot_id, _onHand, lot) =>
                        patch(line.key)({
                          lot_id,
                          lot_number: lot?.lot_number ?? null,
                          expiry_date: lot?.expiry_date ?? null,
                        } as Partial<L>)
                      }
                    />
                  ) : (
                    <Text fontFamily="mono">
                      {line.lot_number ?? c.noLot} {line.expiry_date ? `· ${formatDate(line.expiry_date)}` : ''}
                    </Text>
                  )}
                  <LineError message={errors[`lines.${i}.lot_id`]} />
                </Cell>
                {columns.map((column) => (
                  <Cell key={column.key} half={column.halfOnPhone}>
                    {column.unlabelledOnPhone ? null : <PhoneLabel>{column.header}</PhoneLabel>}
                    {column.cell(line, i, patch(line.key))}
                  </Cell>
                ))}
                {editable ? (
                  <Cell
                    gridRow={{ base: '1', md: 'auto' }}
                    gridColumn={{ base: '2', md: 'auto' }}
                    justifySelf={{ base: 'end', md: 'auto' }}
                  >
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={c.removeLine}
                      onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                    >
                      <Trash2 />
                    </IconButton>
                  </Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollRegion>
    </Stack>
  );
}
