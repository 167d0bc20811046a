/** The lines of a draft purchase order: product picker, unit, quantity, unit cost, discount, tax, amount. */
import { Box, Button, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ActionsHeader } from '../../components/data-table/actions-header';
import { IntegerInput } from '../../components/form/integer-input';
import { MoneyInput } from '../../components/form/money-input';
import { SelectInput } from '../../components/form/select-input';
import { ProductPicker } from '../../components/product-picker';
import { ScrollRegion } from '../../components/scroll-region';
import { useCanOpen } from '../../components/route-permission';
import type { Product } from '../../domain/catalog/products';
import type { Tax } from '../../domain/catalog/master-data';
import { formatMoney } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { costOverPrice, type DraftLine, lineAmounts, withUnit } from './po-rules';
import { QuickProduct } from './quick-product';

const t = purchasingText.purchase;
const c = stockText.common;
const q = t.quickProduct;

/** A select in a table cell sized by its longest option (and no narrower than its column). */
const fitSelect = { '& select': { width: 'auto', minWidth: 'full' } } as const;

export function lineFromProduct(product: Product, defaultTaxId: string | null): DraftLine {
  const base = product.units.find((u) => u.is_base) ?? product.units[0];
  return {
    key: crypto.randomUUID(),
    product_id: product.id,
    product_name: product.name,
    product_code: product.code,
    tracking_type: product.tracking_type,
    units: product.units.map((u) => ({ id: u.id, name: u.uom_name, factor: u.factor, price: u.price })),
    unit_id: base?.id ?? '',
    quantity: 1,
    unit_cost: product.cost_price,
    discount: 0,
    tax_id: defaultTaxId,
  };
}

/** Under the unit cost: a line that costs as much as it sells for, or more. */
function CostOverPrice({ line, taxRate }: { line: DraftLine; taxRate: number | null }) {
  const over = costOverPrice(line, taxRate);
  if (!over) return null;
  return (
    <Text color="fg.warning" fontSize="xs" mt="1" data-testid="cost-over-price">
      {t.costOverPrice(formatMoney(over.cost), formatMoney(over.price), over.unit, over.cost === over.price)}
    </Text>
  );
}

export interface LinesEditorProps {
  lines: DraftLine[];
  taxes: Tax[];
  defaultTaxId: string | null;
  errors: Record<string, string>;
  onChange: (lines: DraftLine[]) => void;
}

export function PurchaseLinesEditor({ lines, taxes, defaultTaxId, errors, onChange }: LinesEditorProps) {
  const canOpen = useCanOpen();
  const mayCreate = canOpen('/products/create');
  /** What was typed for the product being added to the catalogue from here (null: none). */
  const [creating, setCreating] = useState<string | null>(null);
  const rate = (taxId: string | null) => taxes.find((x) => x.id === taxId)?.rate ?? null;
  const patch = (key: string, change: Partial<DraftLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...change } : l)));
  // "VAT 5%" already says its rate, and "Không chịu thuế" is not a rate of 0 %; others get theirs.
  const taxOptions = taxes.map((x) => ({
    value: x.id,
    label: /\d\s*%/.test(x.name) || x.rate === 0 ? x.name : `${x.name} (${x.rate}%)`,
  }));
  return (
    <Stack gap="3">
      <ProductPicker
        placeholder={c.addProduct}
        onPick={(product) => onChange([...lines, lineFromProduct(product, defaultTaxId)])}
        create={mayCreate ? { label: q.fromSearch, onCreate: setCreating } : undefined}
      />
      {creating !== null ? (
        <QuickProduct
          key={creating}
          typed={creating}
          taxes={taxes}
          defaultTaxId={defaultTaxId}
          onAdded={(product) => {
            onChange([...lines, lineFromProduct(product, defaultTaxId)]);
            setCreating(null);
          }}
          onCancel={() => setCreating(null)}
        />
      ) : mayCreate ? (
        <Box>
          <Button size="xs" variant="ghost" colorPalette="teal" onClick={() => setCreating('')}>
            <Plus /> {q.open}
          </Button>
        </Box>
      ) : null}
      {errors.lines ? (
        <Text color="fg.error" fontSize="sm">
          {errors.lines}
        </Text>
      ) : null}
      {lines.length === 0 ? (
        // No empty table under the picker: a line saying how to add the first product.
        <Text color="fg.muted" fontSize="sm" textAlign="center" py="6" borderWidth="1px" borderRadius="l2">
          {t.noLines}
        </Text>
      ) : (
        <ScrollRegion label={c.lines} borderWidth="1px" borderRadius="l2">
          <Table.Root size="sm" minW="960px">
            <Table.Header>
              <Table.Row bg="bg.muted">
                {/* A long tax name widens the table (it scrolls) rather than crushing the other columns. */}
                <Table.ColumnHeader minW="40">{c.product}</Table.ColumnHeader>
                <Table.ColumnHeader w="28" minW="28">
                  {c.unit}
                </Table.ColumnHeader>
                <Table.ColumnHeader w="24" minW="24">
                  {c.quantity}
                </Table.ColumnHeader>
                <Table.ColumnHeader w="36" minW="36">
                  {t.unitCost}
                </Table.ColumnHeader>
                <Table.ColumnHeader w="32" minW="32">
                  {t.discount}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t.tax}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.lineTotal}</Table.ColumnHeader>
                <ActionsHeader w="10" />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line, i) => (
                <Table.Row key={line.key} verticalAlign="top">
                  <Table.Cell>
                    <Text fontWeight="medium">{line.product_name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {line.product_code}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <SelectInput
                      name={`lines.${i}.unit_id`}
                      value={line.unit_id}
                      options={line.units.map((u) => ({ value: u.id, label: u.name }))}
                      onChange={(unitId) => onChange(lines.map((l) => (l.key === line.key ? withUnit(l, unitId) : l)))}
                    />
                  </Table.Cell>
                  <Table.Cell>
                    <IntegerInput
                      name={`lines.${i}.quantity`}
                      value={line.quantity}
                      onChange={(quantity) => patch(line.key, { quantity })}
                    />
                    {errors[`lines.${i}.quantity`] ? (
                      <Text color="fg.error" fontSize="xs">
                        {errors[`lines.${i}.quantity`]}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <MoneyInput
                      name={`lines.${i}.unit_cost`}
                      aria-label={t.unitCost}
                      value={line.unit_cost}
                      onChange={(unit_cost) => patch(line.key, { unit_cost })}
                    />
                    <CostOverPrice line={line} taxRate={rate(line.tax_id)} />
                  </Table.Cell>
                  <Table.Cell>
                    <MoneyInput
                      name={`lines.${i}.discount`}
                      aria-label={t.discount}
                      value={line.discount}
                      onChange={(discount) => patch(line.key, { discount })}
                    />
                    {errors[`lines.${i}.discount`] ? (
                      <Text color="fg.error" fontSize="xs">
                        {errors[`lines.${i}.discount`]}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  {/* As wide as the longest tax name (a select's own width), never cut to a set column width. */}
                  <Table.Cell css={fitSelect}>
                    <SelectInput
                      name={`lines.${i}.tax_id`}
                      value={line.tax_id ?? ''}
                      allowNone
                      noneLabel={t.noTax}
                      options={taxOptions}
                      onChange={(v) => patch(line.key, { tax_id: v || null })}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="money" pt="3">
                    {formatMoney(lineAmounts(line, rate(line.tax_id)).total)}
                  </Table.Cell>
                  <Table.Cell>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={c.removeLine}
                      title={c.removeLine}
                      onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                    >
                      <Trash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
      )}
    </Stack>
  );
}
