import { Box, Grid, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { productsApi } from '../../api/catalog';
import { IntegerInput } from '../../components/form/integer-input';
import { FormSection } from '../../components/form/form-section';
import { ProductPicker } from '../../components/product-picker';
import { partiesText } from '../../i18n/parties-screens';

const t = partiesText.templates;

export interface TemplateItemRow {
  product_id: string;
  product_name: string;
  units: { id: string; name: string; factor: number }[];
  unit_id: string;
  quantity: number | null;
  dosage: string;
}

/** The product's units; a loaded template only knows the chosen one, so the product is fetched. */
function UnitSelect({ item, onChange }: { item: TemplateItemRow; onChange: (unitId: string) => void }) {
  const product = useQuery({
    queryKey: ['products', item.product_id],
    queryFn: () => productsApi.get(item.product_id),
    staleTime: 60_000,
  });
  const units = product.data
    ? [...product.data.units]
        .sort((a, b) => a.factor - b.factor)
        .map((u) => ({ id: u.id, name: u.uom_name, factor: u.factor }))
    : item.units;
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={t.unit} value={item.unit_id} onChange={(e) => onChange(e.currentTarget.value)}>
        {units.map((unit) => (
          <option key={unit.id} value={unit.factor === 1 ? '' : unit.id}>
            {unit.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const columns = { base: '1fr 1fr', md: 'minmax(180px,2fr) 110px 90px minmax(180px,2fr) 36px' };

/** The medicines of a prescription template: product, unit, quantity and dosage instructions. */
export function TemplateItemsEditor({
  items,
  errors,
  onChange,
}: {
  items: TemplateItemRow[];
  errors: Record<string, string>;
  onChange: (items: TemplateItemRow[]) => void;
}) {
  const update = (index: number, patch: Partial<TemplateItemRow>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <FormSection title={t.items} columns={0}>
      {items.length === 0 ? (
        <Text fontSize="sm" color={errors.items ? 'fg.error' : 'fg.muted'} mb="2">
          {errors.items ?? t.noItems}
        </Text>
      ) : null}
      {items.map((item, index) => (
        <Grid
          key={item.product_id}
          templateColumns={columns}
          gap="2"
          py="2"
          borderBottomWidth="1px"
          alignItems="start"
          data-testid={`template-item-${index}`}
        >
          <Text gridColumn={{ base: 'span 2', md: 'auto' }} fontSize="sm" fontWeight="medium" pt="1">
            {item.product_name}
          </Text>
          <UnitSelect item={item} onChange={(unit_id) => update(index, { unit_id })} />
          <Box>
            <IntegerInput
              name={`items.${index}.quantity`}
              value={item.quantity}
              onChange={(quantity) => update(index, { quantity })}
            />
            {errors[`items.${index}.quantity`] ? (
              <Text color="fg.error" fontSize="xs">
                {errors[`items.${index}.quantity`]}
              </Text>
            ) : null}
          </Box>
          <Input
            size="sm"
            aria-label={t.dosage}
            placeholder={t.dosagePlaceholder}
            value={item.dosage}
            onChange={(e) => update(index, { dosage: e.currentTarget.value })}
          />
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Xóa ${item.product_name}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <Trash2 />
          </IconButton>
        </Grid>
      ))}
      <Box mt="3" maxW={{ md: 'md' }}>
        <ProductPicker
          placeholder={t.findProduct}
          onPick={(product) => {
            if (items.some((item) => item.product_id === product.id)) return;
            const units = [...product.units]
              .sort((a, b) => a.factor - b.factor)
              .map((u) => ({ id: u.id, name: u.uom_name, factor: u.factor }));
            onChange([
              ...items,
              { product_id: product.id, product_name: product.name, units, unit_id: '', quantity: 1, dosage: '' },
            ]);
          }}
        />
      </Box>
    </FormSection>
  );
}
