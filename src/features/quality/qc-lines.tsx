/** The lines of a quality control: product and lot, four checks, result, quantity concerned and note. */
import { Box, Checkbox, HStack, IconButton, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { IntegerInput } from '../../components/form/integer-input';
import { SelectInput } from '../../components/form/select-input';
import { LotSelect } from '../../components/lot-select';
import { ProductPicker } from '../../components/product-picker';
import { QC_RESULTS } from '../../domain/stock/quality-controls';
import { formatDate } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';

const t = stockText.quality;
const c = stockText.common;
const CHECKS = ['appearance_ok', 'packaging_ok', 'label_ok', 'expiry_ok'] as const;
const CHECK_LABEL = { appearance_ok: t.checks.appearance, packaging_ok: t.checks.packaging, label_ok: t.checks.label, expiry_ok: t.checks.expiry };

export interface QcDraftLine {
  key: string;
  product_id: string;
  product_name: string;
  product_code: string;
  lot_id: string | null;
  lot_number: string | null;
  expiry_date: string | null;
  appearance_ok: boolean;
  packaging_ok: boolean;
  label_ok: boolean;
  expiry_ok: boolean;
  result: (typeof QC_RESULTS)[number];
  quantity: number | null;
  note: string;
}

export function QcLines({ lines, editable, errors, onChange }: { lines: QcDraftLine[]; editable: boolean; errors: Record<string, string>; onChange: (lines: QcDraftLine[]) => void }) {
  const patch = (key: string, change: Partial<QcDraftLine>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  return (
    <Stack gap="3">
      {editable ? (
        <ProductPicker
          placeholder={c.addProduct}
          onPick={(p) =>
            onChange([
              ...lines,
              { key: crypto.randomUUID(), product_id: p.id, product_name: p.name, product_code: p.code, lot_id: null, lot_number: null, expiry_date: null, appearance_ok: true, packaging_ok: true, label_ok: true, expiry_ok: true, result: 'ACCEPT', quantity: 0, note: '' },
            ])
          }
        />
      ) : null}
      {errors.lines ? <Text color="fg.error" fontSize="sm">{errors.lines}</Text> : null}
      <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" minW="900px">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
              <Table.ColumnHeader minW="56">{c.lot}</Table.ColumnHeader>
              <Table.ColumnHeader>{Object.values(CHECK_LABEL).join(' / ')}</Table.ColumnHeader>
              <Table.ColumnHeader w="40">{t.result}</Table.ColumnHeader>
              <Table.ColumnHeader w="24">{t.quantity}</Table.ColumnHeader>
              <Table.ColumnHeader>{c.note}</Table.ColumnHeader>
              {editable ? <Table.ColumnHeader w="10" /> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={7} color="fg.muted" textAlign="center" py="6">{c.noLines}</Table.Cell>
              </Table.Row>
            ) : null}
            {lines.map((line, i) => (
              <Table.Row key={line.key} verticalAlign="top" bg={line.result === 'SCRAP' ? 'red.subtle' : undefined}>
                <Table.Cell>
                  <Text fontWeight="medium">{line.product_name}</Text>
                  <Text fontSize="xs" color="fg.muted">{line.product_code}</Text>
                </Table.Cell>
                <Table.Cell>
                  {editable ? (
                    <LotSelect name={`lines.${i}.lot_id`} productId={line.product_id} value={line.lot_id} currentLabel={line.lot_number ?? undefined} onChange={(lot_id) => patch(line.key, { lot_id })} />
                  ) : (
                    <Text fontFamily="mono">{line.lot_number ?? c.noLot} {line.expiry_date ? `· ${formatDate(line.expiry_date)}` : ''}</Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="3" wrap="wrap">
                    {CHECKS.map((check) => (
                      <Checkbox.Root key={check} size="sm" checked={line[check]} disabled={!editable} onCheckedChange={(d) => patch(line.key, { [check]: d.checked === true })}>
                        <Checkbox.HiddenInput name={`lines.${i}.${check}`} />
                        <Checkbox.Control />
                        <Checkbox.Label>{CHECK_LABEL[check]}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <SelectInput name={`lines.${i}.result`} value={line.result} options={QC_RESULTS.map((r) => ({ value: r, label: t.results[r] ?? r }))} onChange={(v) => editable && patch(line.key, { result: v as QcDraftLine['result'] })} />
                </Table.Cell>
                <Table.Cell>
                  {editable ? <IntegerInput name={`lines.${i}.quantity`} value={line.quantity} onChange={(quantity) => patch(line.key, { quantity })} /> : <Text className="tabular">{line.quantity ?? 0}</Text>}
                  {errors[`lines.${i}.quantity`] ? <Text color="fg.error" fontSize="xs">{errors[`lines.${i}.quantity`]}</Text> : null}
                </Table.Cell>
                <Table.Cell>
                  <Input size="sm" name={`lines.${i}.note`} value={line.note} readOnly={!editable} onChange={(e) => patch(line.key, { note: e.currentTarget.value })} />
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
