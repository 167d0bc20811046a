/** The product form (create and edit): every DOMAIN.md field, the units editor, image and lots. */
import { Button, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi } from '../../api/catalog';
import { FormSection } from '../../components/form/form-section';
import { ProductStockPanel } from '../../components/product-stock-panel';
import { type FieldErrors, serverFieldErrors, useForm, zodFieldErrors } from '../../components/form/use-form';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { toaster } from '../../components/toaster';
import { type Product, productInput, suggestedUnitPrice } from '../../domain/catalog/products';
import { catalogText } from '../../i18n/catalog-screens';
import { uiKit } from '../../i18n/ui-kit';
import { DrugSection, GeneralSection, StockSection } from './product-form-sections';
import { emptyProductValues, type ProductFormValues, productToValues, valuesToInput } from './product-form-values';
import { ProductImage } from './product-image';
import { useProductOptions } from './product-options';
import { UnitsEditor } from './units-editor';
import { dismissFixErrors, showFixErrors } from '../../components/form/fix-errors-toast';

const t = catalogText.products;

/** Clearer messages for the units than the generic ones (an unchosen unit is not an "invalid id"). */
function refineErrors(errors: FieldErrors, values: ProductFormValues): FieldErrors {
  const out = { ...errors };
  const basePrice = values.units[0]?.price ?? null;
  values.units.forEach((unit, index) => {
    if (out[`units.${index}.uom_id`] && unit.uom_id === '')
      out[`units.${index}.uom_id`] = index === 0 ? t.units.baseRequired : t.units.uomRequired;
    if (out[`units.${index}.factor`] && index > 0 && (unit.factor ?? 0) <= 1)
      out[`units.${index}.factor`] = t.units.factorMin;
    // An empty price is only refused when it could not be worked out: the base price (or this
    // unit's factor) is missing, and that field's own message says what to fill.
    if (out[`units.${index}.price`] && unit.price === null) {
      if (index === 0) out[`units.${index}.price`] = t.units.basePriceRequired;
      else if (suggestedUnitPrice(basePrice, unit.factor) === null) delete out[`units.${index}.price`];
    }
  });
  if (out.name && values.name.trim() === '') out.name = t.nameRequired;
  return out;
}

export function ProductForm({ product, onDone }: { product?: Product; onDone: (product: Product) => void }) {
  const options = useProductOptions();
  const form = useForm<ProductFormValues>(product ? productToValues(product) : emptyProductValues());
  const { values, set, errors, setErrors } = form;
  const queryClient = useQueryClient();
  const guard = useLeaveGuard(values);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof valuesToInput>) =>
      product ? productsApi.update(product.id, body) : productsApi.create(body),
    onSuccess: (saved) => {
      dismissFixErrors();
      guard.saved();
      toaster.success({ title: product ? t.saved : t.created });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      onDone(saved);
    },
    onError: (error) => {
      setErrors(refineErrors(serverFieldErrors(error), values));
      toaster.error({ title: uiKit.form.saveFailed, description: error.message });
    },
  });

  const submit = () => {
    const body = valuesToInput(values);
    const parsed = productInput.safeParse(body);
    if (!parsed.success) {
      setErrors(refineErrors(zodFieldErrors(parsed.error), values));
      showFixErrors();
      return;
    }
    guard.saving();
    save.mutate(body);
  };

  const sectionProps = { values, errors, set, options };
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Grid templateColumns={{ base: 'minmax(0,1fr)', xl: 'minmax(0,1fr) 380px' }} gap="4" alignItems="start">
        <Stack gap="4">
          <GeneralSection {...sectionProps} />
          <FormSection title={t.sections.units} columns={0}>
            <UnitsEditor
              units={values.units}
              uoms={options.uoms}
              errors={errors}
              costPrice={values.cost_price}
              onChange={(units) => set('units', units)}
            />
          </FormSection>
          <DrugSection {...sectionProps} />
        </Stack>
        <Stack gap="4">
          <StockSection {...sectionProps} />
          {product ? (
            <ProductImage product={product} />
          ) : (
            <FormSection title={t.sections.image} columns={0}>
              <Text fontSize="sm" color="fg.muted">
                Có thể thêm ảnh sau khi lưu sản phẩm.
              </Text>
            </FormSection>
          )}
          {product ? <ProductStockPanel productId={product.id} /> : null}
        </Stack>
      </Grid>
      {guard.prompt}
      <HStack
        justify="end"
        gap="2"
        position="sticky"
        bottom="0"
        bg="bg.subtle"
        py="3"
        mt="4"
        borderTopWidth="1px"
        zIndex="1"
      >
        <Button variant="outline" size="sm" onClick={() => window.history.back()}>
          {uiKit.form.cancel}
        </Button>
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} loadingText={uiKit.form.saving}>
          {uiKit.form.save}
        </Button>
      </HStack>
    </chakra.form>
  );
}
