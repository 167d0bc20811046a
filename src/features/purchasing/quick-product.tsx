/**
 * A product added from the purchase order form: goods arrive with products the catalogue does not
 * have yet, and leaving the order to make each one would leave it half written. The product is made
 * with what selling it needs (name, base unit and its price, drug class, stock tracking, VAT and a
 * barcode) and goes on the order as a line; the rest of its record is filled in on its own page.
 */
import { Box, Button, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { productsApi } from '../../api/catalog';
import { uomsApi } from '../../api/master-data';
import { FormField } from '../../components/form/form-field';
import { MoneyInput } from '../../components/form/money-input';
import { SelectInput } from '../../components/form/select-input';
import { serverFieldErrors } from '../../components/form/use-form';
import { toaster } from '../../components/toaster';
import type { Tax } from '../../domain/catalog/master-data';
import { DRUG_CLASSES, TRACKING_TYPES, type Product } from '../../domain/catalog/products';
import { catalogText } from '../../i18n/catalog-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { uiKit } from '../../i18n/ui-kit';

const t = purchasingText.purchase.quickProduct;
const p = catalogText.products;

type DrugClass = (typeof DRUG_CLASSES)[number];
type Tracking = (typeof TRACKING_TYPES)[number];

/** What the form's fields hold; `typed` (a search that found nothing) is a barcode when all digits. */
function initialValues(typed: string, defaultTaxId: string | null) {
  const scanned = /^\d{6,}$/.test(typed);
  return {
    name: scanned ? '' : typed,
    barcode: scanned ? typed : '',
    uom_id: '',
    price: null as number | null,
    drug_class: 'otc' as DrugClass,
    // Goods come in on a purchase order with their lots and expiry dates.
    tracking_type: 'lot' as Tracking,
    tax_id: defaultTaxId ?? '',
  };
}

/** The server's field names for the one unit, as this form's fields. */
const FIELD_OF: Record<string, string> = {
  'units.0.uom_id': 'uom_id',
  'units.0.price': 'price',
  'units.0.barcode': 'barcode',
  units: 'barcode',
};

export function QuickProduct({
  typed,
  taxes,
  defaultTaxId,
  onAdded,
  onCancel,
}: {
  typed: string;
  taxes: Tax[];
  defaultTaxId: string | null;
  onAdded: (product: Product) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(typed, defaultTaxId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The first field left to fill takes the focus once, when the panel opens.
  const [named] = useState(() => values.name !== '');
  const uoms = useQuery({ queryKey: [uomsApi.path, 'all'], queryFn: () => uomsApi.all({ sort: 'name' }) });
  const units = uoms.data ?? [];

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const add = useMutation({
    mutationFn: () =>
      productsApi.create({
        id: uuidv7(),
        name: values.name.trim(),
        drug_class: values.drug_class,
        tracking_type: values.tracking_type,
        tax_id: values.tax_id || null,
        units: [
          {
            id: uuidv7(),
            uom_id: values.uom_id,
            factor: 1,
            price: values.price ?? 0,
            barcode: values.barcode.trim() || null,
          },
        ],
      }),
    onSuccess: (product) => {
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      toaster.success({ title: t.added(product.name) });
      onAdded(product);
    },
    onError: (error) => {
      const fields = Object.fromEntries(
        Object.entries(serverFieldErrors(error)).map(([field, message]) => [FIELD_OF[field] ?? field, message]),
      );
      const shown = Object.keys(fields).filter((field) => field in values);
      setErrors(fields);
      if (shown.length === 0) toaster.error({ title: t.failed, description: error.message });
    },
  });

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!values.name.trim()) missing.name = uiKit.form.required;
    if (!values.uom_id) missing.uom_id = uiKit.form.required;
    if (values.price === null) missing.price = uiKit.form.required;
    if (Object.keys(missing).length > 0) return setErrors(missing);
    add.mutate();
  };
  // Enter in a text field adds the product, not the purchase order around it.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    submit();
  };

  return (
    <Stack gap="3" p="3" borderWidth="1px" borderRadius="l2" data-testid="quick-product" onKeyDown={onEnter}>
      <Box>
        <Text fontWeight="semibold">{t.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t.hint}
        </Text>
      </Box>
      <Grid gap="3" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }}>
        <FormField label={t.name} required error={errors.name}>
          <Input
            size="sm"
            name="quick_product_name"
            autoFocus={!named}
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
        </FormField>
        <FormField
          label={t.unit}
          required
          error={errors.uom_id}
          helper={uoms.isSuccess && units.length === 0 ? t.noUnits : undefined}
        >
          <SelectInput
            name="quick_product_uom_id"
            value={values.uom_id}
            options={units.map((u) => ({ value: u.id, label: u.name }))}
            onChange={(value) => set('uom_id', value)}
            allowNone
            noneLabel={t.pickUnit}
          />
        </FormField>
        <FormField label={t.salePrice} required error={errors.price}>
          <MoneyInput
            name="quick_product_price"
            autoFocus={named}
            value={values.price}
            onChange={(value) => set('price', value)}
          />
        </FormField>
        <FormField label={t.drugClass} error={errors.drug_class}>
          <SelectInput
            name="quick_product_drug_class"
            value={values.drug_class}
            options={DRUG_CLASSES.map((value) => ({ value, label: p.drugClass[value] }))}
            onChange={(value) => set('drug_class', value as DrugClass)}
          />
        </FormField>
        <FormField label={t.tracking} error={errors.tracking_type}>
          <SelectInput
            name="quick_product_tracking_type"
            value={values.tracking_type}
            options={TRACKING_TYPES.map((value) => ({ value, label: p.tracking[value] }))}
            onChange={(value) => set('tracking_type', value as Tracking)}
          />
        </FormField>
        <FormField label={t.tax} error={errors.tax_id}>
          <SelectInput
            name="quick_product_tax_id"
            value={values.tax_id}
            options={taxes.map((x) => ({ value: x.id, label: x.name }))}
            onChange={(value) => set('tax_id', value)}
            allowNone
          />
        </FormField>
        <FormField label={t.barcode} error={errors.barcode}>
          <Input
            size="sm"
            name="quick_product_barcode"
            className="tabular"
            value={values.barcode}
            onChange={(event) => set('barcode', event.currentTarget.value)}
          />
        </FormField>
      </Grid>
      <HStack justify="end" gap="2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button size="sm" colorPalette="teal" loading={add.isPending} onClick={submit}>
          {t.save}
        </Button>
      </HStack>
    </Stack>
  );
}
