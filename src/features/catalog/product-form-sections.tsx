import { Badge, Button, Input, Switch, Text as ChakraText, Textarea, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from '../../components/form/form-field';
import { FormSection } from '../../components/form/form-section';
import { IntegerInput } from '../../components/form/integer-input';
import { MoneyInput } from '../../components/form/money-input';
import { SelectInput } from '../../components/form/select-input';
import type { FieldErrors } from '../../components/form/use-form';
import { DRUG_CLASSES, SPECIAL_CONTROLS, TRACKING_TYPES } from '../../domain/catalog/products';
import { goodsKindOf } from '../../domain/catalog/registration';
import { catalogText } from '../../i18n/catalog-screens';
import type { ProductOptions } from './product-options';
import type { ProductFormValues, TextField } from './product-form-values';

const t = catalogText.products;
const f = t.fields;

export interface SectionProps {
  values: ProductFormValues;
  errors: FieldErrors;
  set: <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) => void;
  options: ProductOptions;
}

function Text({
  name,
  label,
  props,
  required,
  helper,
  multiline,
}: {
  name: TextField;
  label: string;
  props: SectionProps;
  required?: boolean;
  helper?: ReactNode;
  multiline?: boolean;
}) {
  const Control = multiline ? Textarea : Input;
  return (
    <FormField label={label} error={props.errors[name]} required={required} helper={helper}>
      <Control
        size="sm"
        name={name}
        value={props.values[name]}
        onChange={(event) => props.set(name, event.currentTarget.value)}
        rows={multiline ? 2 : undefined}
      />
    </FormField>
  );
}

export function GeneralSection(props: SectionProps) {
  const { values, errors, set, options } = props;
  return (
    <FormSection title={t.sections.general}>
      <Text name="name" label={f.name} props={props} required />
      <Text name="code" label={f.code} props={props} helper={f.codeHelper} />
      <FormField label={f.category} error={errors.category_id}>
        <SelectInput
          name="category_id"
          value={values.category_id}
          allowNone
          options={options.categories.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => set('category_id', v)}
        />
      </FormField>
      <FormField label={f.drugClass} error={errors.drug_class}>
        <SelectInput
          name="drug_class"
          value={values.drug_class}
          options={DRUG_CLASSES.map((v) => ({ value: v, label: t.drugClass[v] }))}
          onChange={(v) => set('drug_class', v as ProductFormValues['drug_class'])}
        />
      </FormField>
      <FormField label={f.tags} error={errors.tag_ids}>
        <Wrap gap="1" pt="1">
          {options.tags.length === 0 ? (
            <ChakraText as="span" fontSize="sm" color="fg.muted">
              {t.noTags}
            </ChakraText>
          ) : null}
          {options.tags.map((tag) => {
            const on = values.tag_ids.includes(tag.id);
            return (
              <Badge
                key={tag.id}
                as="button"
                cursor="pointer"
                variant={on ? 'solid' : 'outline'}
                colorPalette={on ? 'brand' : 'gray'}
                aria-pressed={on}
                onClick={() =>
                  set('tag_ids', on ? values.tag_ids.filter((id) => id !== tag.id) : [...values.tag_ids, tag.id])
                }
              >
                {tag.name}
              </Badge>
            );
          })}
        </Wrap>
      </FormField>
      <FormField label={f.active}>
        <Switch.Root
          size="sm"
          colorPalette="brand"
          checked={values.is_active}
          onCheckedChange={(d) => set('is_active', d.checked)}
          mt="1"
        >
          <Switch.HiddenInput name="is_active" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label fontWeight="normal">{values.is_active ? t.status.active : t.status.inactive}</Switch.Label>
        </Switch.Root>
      </FormField>
    </FormSection>
  );
}

/**
 * A supplement's, cosmetic's or device's number on a product still classed as a drug: the link-up
 * would wait for a national drug code it can never have. One click makes it goods.
 */
function goodsNumberHint(values: ProductFormValues, set: SectionProps['set']): ReactNode {
  const kind = goodsKindOf(values.registration_number);
  if (!kind || values.drug_class === 'none') return null;
  return (
    <>
      {t.goodsNumber(t.goodsKinds[kind])}{' '}
      <Button type="button" size="2xs" variant="outline" onClick={() => set('drug_class', 'none')}>
        {t.markGoods}
      </Button>
    </>
  );
}

export function DrugSection(props: SectionProps) {
  const { values, errors, set } = props;
  return (
    <FormSection title={t.sections.drug}>
      <Text name="active_ingredient" label={f.activeIngredient} props={props} />
      <Text name="strength" label={f.strength} props={props} />
      <Text name="dosage_form" label={f.dosageForm} props={props} />
      <Text name="route" label={f.route} props={props} />
      <Text
        name="registration_number"
        label={f.registrationNumber}
        props={props}
        helper={goodsNumberHint(values, set)}
      />
      <Text name="national_drug_code" label={f.nationalDrugCode} props={props} />
      <Text name="manufacturer" label={f.manufacturer} props={props} />
      <Text name="country_of_origin" label={f.countryOfOrigin} props={props} />
      <Text name="packaging" label={f.packaging} props={props} />
      <FormField label={f.specialControl} error={errors.special_control}>
        <SelectInput
          name="special_control"
          value={values.special_control}
          options={SPECIAL_CONTROLS.map((v) => ({ value: v, label: t.specialControl[v] }))}
          onChange={(v) => set('special_control', v as ProductFormValues['special_control'])}
        />
      </FormField>
      <Text name="storage_conditions" label={f.storageConditions} props={props} />
      <Text name="usage_instructions" label={f.usageInstructions} props={props} multiline />
    </FormSection>
  );
}

export function StockSection(props: SectionProps) {
  const { values, errors, set, options } = props;
  return (
    <FormSection title={t.sections.stock} columns={2}>
      <FormField label={f.trackingType} error={errors.tracking_type}>
        <SelectInput
          name="tracking_type"
          value={values.tracking_type}
          options={TRACKING_TYPES.map((v) => ({ value: v, label: t.tracking[v] }))}
          onChange={(v) => set('tracking_type', v as ProductFormValues['tracking_type'])}
        />
      </FormField>
      <FormField label={f.minStock} error={errors.min_stock}>
        <IntegerInput name="min_stock" value={values.min_stock} onChange={(v) => set('min_stock', v)} />
      </FormField>
      <FormField label={f.maxStock} error={errors.max_stock}>
        <IntegerInput name="max_stock" value={values.max_stock} onChange={(v) => set('max_stock', v)} />
      </FormField>
      <FormField label={f.costPrice} error={errors.cost_price}>
        <MoneyInput name="cost_price" value={values.cost_price} onChange={(v) => set('cost_price', v)} />
      </FormField>
      <FormField label={f.tax} error={errors.tax_id}>
        <SelectInput
          name="tax_id"
          value={values.tax_id}
          allowNone
          options={options.taxes.map((x) => ({ value: x.id, label: `${x.name} (${x.rate}%)` }))}
          onChange={(v) => set('tax_id', v)}
        />
      </FormField>
      <FormField label={f.defaultVendor} error={errors.default_vendor_id}>
        <SelectInput
          name="default_vendor_id"
          value={values.default_vendor_id}
          allowNone
          options={options.vendors.map((v) => ({ value: v.id, label: v.name }))}
          onChange={(v) => set('default_vendor_id', v)}
        />
      </FormField>
      <Text name="note" label={f.note} props={props} multiline />
    </FormSection>
  );
}
