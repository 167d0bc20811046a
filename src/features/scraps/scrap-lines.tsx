/** The lines of a scrap: product, lot (with its on-hand), quantity in base units. */
import { Box, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { IntegerInput } from '../../components/form/integer-input';
import { LotSelect } from '../../components/lot-select';
import { ProductPicker } from '../../components/product-picker';
import { formatDate, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';

const c = stockText.common;

export interface ScrapDraftLine {
  key: string;
  product_id: string;
  product_name: string;
  product_code: string;
  lot_id: string | null;
  lot_number: string | null;
  expiry_date: string | null;
  quantity: number | null;
}

export function ScrapLines({ lines, editable, errors, onChange }: { lines: ScrapDraftLine[]; editable: boolean; errors: Record<string, string>; onChange: (lines: ScrapDraftLine[]) => void }) {
  const patch = (key: string, change: Partial<ScrapDraftLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <Stack gap="3">
      {editable ? (
        <ProductPicker
          placeholder={c.addProduct}
          onPick={(p) => onChange([...lines, { key: crypto.randomUUID(), product_id: p.id, product_name: p.name, product_code: p.code, lot_id: null, lot_number: null, expiry_date: null, quantity: 1 }])}
        />
      ) : null}
      {errors.lines ? <Text color="fg.error" fontSize="sm">{errors.lines}</Text> : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" minW="600px">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
              <Table.ColumnHeader minW="64">{c.lot}</Table.ColumnHeader>
              <Table.ColumnHeader w="28">{c.quantity}</Table.ColumnHeader>
              {editable ? <Table.ColumnHeader w="10" /> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4} color="fg.muted" textAlign="center" py="6">{c.noLines}</Table.Cell>
              </Table.Row>
            ) : null}
            {lines.map((line, i) => (
              <Table.Row key={line.key} verticalAlign="top">
                <Table.Cell>
                  <Text fontWeight="medium">{line.product_name}</Text>
                  <Text fontSize="xs" color="fg.muted">{line.product_code}</Text>
                </Table.Cell>
                <Table.Cell>
                  {editable ? (
                    <LotSelect
                      name={`lines.${i}.lot_id`}
                      productId={line.product_id}
                      value={line.lot_id}
                      currentLabel={[line.lot_number, line.expiry_date && `HSD ${formatDate(line.expiry_date)}`].filter(Boolean).join(' · ')}
                      onChange={(lot_id) => patch(line.key, { lot_id })}
                    />
                  ) : (
                    <Text fontFamily="mono">{line.lot_number ?? c.noLot} {line.expiry_date ? `· ${formatDate(line.expiry_date)}` : ''}</Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {editable ? (
                    <IntegerInput name={`lines.${i}.quantity`} value={line.quantity} onChange={(quantity) => patch(line.key, { quantity })} />
                  ) : (
                    <Text className="tabular">{formatNumber(line.quantity ?? 0)}</Text>
                  )}
                  {errors[`lines.${i}.quantity`] ? <Text color="fg.error" fontSize="xs">{errors[`lines.${i}.quantity`]}</Text> : null}
                </Table.Cell>
                {editable ? (
                  <Table.Cell>
                    <IconButton size="xs" variant="ghost" aria-label={c.removeLine} onClick={() => onChange(lines.filter((l) => l.key !== line.key))}>
                      <Trash2 />
                    </IconButton>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
