import { Badge, Box, Button, Grid, HStack, IconButton, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { nextInternalBarcode } from '../../api/catalog';
import type { FieldErrors } from '../../components/form/use-form';
import { toaster } from '../../components/toaster';
import { MoneyInput } from '../../components/form/money-input';
import { suggestedUnitPrice, unitCostOverPrice } from '../../domain/catalog/products';
import { formatMoney, formatNumber } from '../../i18n/format';
import { catalogText } from '../../i18n/catalog-screens';
import { newUnitRow, type UnitRow } from './product-form-values';

const t = catalogText.products.units;

export interface UnitsEditorProps {
  units: UnitRow[];
  uoms: { id: string; name: string }[];
  errors: FieldErrors;
  /** The product's cost price per base unit: a unit priced at or under it is pointed out. */
  costPrice?: number | null;
  onChange: (units: UnitRow[]) => void;
}

const columns = {
  base: '1fr 1fr',
  md: 'minmax(120px,1.3fr) minmax(110px,1fr) minmax(120px,1.2fr) minmax(140px,1.5fr) 36px',
};

function ErrorLine({ message }: { message: string | undefined }) {
  return message ? (
    <Text color="fg.error" fontSize="xs" mt="1">
      {message}
    </Text>
  ) : null;
}

/** Fills an empty barcode with the shop's next internal one (saved with the product). */
function GenerateBarcode({ unit, onBarcode }: { unit: number; onBarcode: (barcode: string) => void }) {
  const generate = useMutation({
    mutationFn: nextInternalBarcode,
    onSuccess: onBarcode,
    onError: (error) => toaster.error({ title: t.generateFailed, description: error.message }),
  });
  return (
    <Button
      size="sm"
      variant="outline"
      flexShrink={0}
      aria-label={t.generateLabel(unit)}
      loading={generate.isPending}
      onClick={() => generate.mutate()}
    >
      {t.generate}
    </Button>
  );
}

/** The base unit (factor 1) and larger units with their factor, price and barcode. */
export function UnitsEditor({ units, uoms, errors, costPrice = null, onChange }: UnitsEditorProps) {
  const update = (index: number, patch: Partial<UnitRow>) =>
    onChange(units.map((unit, i) => (i === index ? { ...unit, ...patch } : unit)));
  const baseName = uoms.find((uom) => uom.id === units[0]?.uom_id)?.name ?? '';
  const basePrice = units[0]?.price ?? null;

  return (
    <Box>
      <Grid
        templateColumns={columns}
        gap="2"
        display={{ base: 'none', md: 'grid' }}
        fontSize="xs"
        color="fg.muted"
        fontWeight="semibold"
        textTransform="uppercase"
        pb="1"
      >
        <Text>{t.uom}</Text>
        <Text>{t.factor}</Text>
        <Text textAlign="end">{t.price}</Text>
        <Text>{t.barcode}</Text>
        <span />
      </Grid>
      {units.map((unit, index) => {
        const isBase = index === 0;
        const err = (field: string) => errors[`units.${index}.${field}`];
        // An empty larger unit is saved at the base price times its factor (valuesToInput): say so.
        const suggested = isBase ? null : suggestedUnitPrice(basePrice, unit.factor);
        const priceHint =
          !isBase && unit.price === null && unit.factor
            ? t.emptyPriceHint(
                baseName || t.baseFallback,
                unit.factor,
                suggested === null ? null : formatMoney(suggested),
              )
            : null;
        const priceHintId = priceHint ? `${unit.key}-price-hint` : undefined;
        const cost = unitCostOverPrice(unit.price ?? suggested, costPrice, unit.factor);
        return (
          <Grid
            key={unit.key}
            templateColumns={columns}
            gap="2"
            py="2"
            borderTopWidth={index === 0 ? 0 : '1px'}
            alignItems="start"
            data-testid={`unit-row-${index}`}
          >
            <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={`${isBase ? t.base : t.larger} ${index + 1}`}
                  name={`units.${index}.uom_id`}
                  value={unit.uom_id}
                  aria-invalid={Boolean(err('uom_id')) || undefined}
                  onChange={(event) => update(index, { uom_id: event.currentTarget.value })}
                >
                  <option value="">{isBase ? `— ${t.base} —` : `— ${t.uom} —`}</option>
                  {uoms.map((uom) => (
                    <option key={uom.id} value={uom.id}>
                      {uom.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <ErrorLine message={err('uom_id')} />
            </Box>
            <Box>
              {isBase ? (
                <Badge colorPalette="brand" variant="subtle" size="lg" mt="1">
                  {t.base}
                </Badge>
              ) : (
                <>
                  <Input
                    size="sm"
                    inputMode="numeric"
                    aria-label={`${t.factor} ${index + 1}`}
                    name={`units.${index}.factor`}
                    aria-invalid={Boolean(err('factor')) || undefined}
                    value={unit.factor ?? ''}
                    onChange={(event) => {
                      const digits = event.currentTarget.value.replace(/\D/g, '');
                      update(index, { factor: digits === '' ? null : Number(digits) });
                    }}
                  />
                  {unit.factor && baseName ? (
                    <Text fontSize="xs" color="fg.muted" mt="1">
                      {t.factorHint(unit.factor, baseName)}
                    </Text>
                  ) : null}
                  <ErrorLine message={err('factor')} />
                </>
              )}
            </Box>
            <Box>
              <MoneyInput
                aria-label={`${t.price} ${index + 1}`}
                name={`units.${index}.price`}
                value={unit.price}
                placeholder={suggested !== null ? formatNumber(suggested) : undefined}
                aria-describedby={priceHintId}
                onChange={(price) => update(index, { price })}
              />
              {priceHint ? (
                <Text id={priceHintId} fontSize="xs" color="fg.muted" mt="1">
                  {priceHint}
                </Text>
              ) : null}
              {cost !== null ? (
                <Text fontSize="xs" color="fg.warning" mt="1" data-testid="price-under-cost">
                  {t.underCost(formatMoney(cost), cost === (unit.price ?? suggested))}
                </Text>
              ) : null}
              <ErrorLine message={err('price')} />
            </Box>
            <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
              <HStack gap="1">
                <Input
                  size="sm"
                  aria-label={`${t.barcode} ${index + 1}`}
                  name={`units.${index}.barcode`}
                  aria-invalid={Boolean(err('barcode')) || undefined}
                  value={unit.barcode}
                  onChange={(event) => update(index, { barcode: event.currentTarget.value })}
                />
                {unit.barcode.trim() === '' ? (
                  <GenerateBarcode unit={index + 1} onBarcode={(barcode) => update(index, { barcode })} />
                ) : null}
              </HStack>
              <ErrorLine message={err('barcode')} />
            </Box>
            <Box gridColumn={{ base: 'span 2', md: 'auto' }} textAlign="end">
              {isBase ? null : (
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`${t.remove} ${index + 1}`}
                  onClick={() => onChange(units.filter((_, i) => i !== index))}
                >
                  <Trash2 />
                </IconButton>
              )}
            </Box>
          </Grid>
        );
      })}
      <ErrorLine message={errors.units} />
      <Button
        size="xs"
        variant="outline"
        mt="2"
        onClick={() => onChange([...units, newUnitRow()])}
        disabled={units.length >= 10}
      >
        <Plus /> {t.add}
      </Button>
    </Box>
  );
}
