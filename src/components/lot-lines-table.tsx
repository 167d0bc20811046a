/**
 * The lines table of a document kept per product and lot (scraps, quality controls): a product
 * picker that adds a line, the product and its lot (a lot select while editable), the document's
 * own columns, and a remove button.
 */
import { IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Product } from '../domain/catalog/products';
import { formatDate } from '../i18n/format';
import { stockText } from '../i18n/stock-screens';
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
        <Table.Root size="sm" minW={minWidth}>
          <Table.Header>
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
          <Table.Body>
            {lines.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={span} color="fg.muted" textAlign="center" py="6">
                  {c.noLines}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {lines.map((line, i) => (
              <Table.Row key={line.key} verticalAlign="top" bg={rowBg?.(line)}>
                <Table.Cell>
                  <Text fontWeight="medium">{line.product_name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {line.product_code}
                  </Text>
                  <LineError message={errors[`lines.${i}.product_id`]} />
                </Table.Cell>
                <Table.Cell>
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
                </Table.Cell>
                {columns.map((column) => (
                  <Table.Cell key={column.key}>{column.cell(line, i, patch(line.key))}</Table.Cell>
                ))}
                {editable ? (
                  <Table.Cell>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={c.removeLine}
                      onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                    >
                      <Trash2 />
                    </IconButton>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollRegion>
    </Stack>
  );
}
