/** /inventories/create: the count's date, scope (all products, a category, or picked/scanned products) and note. */
import { Button, chakra, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useState } from 'react';
import { categoriesApi } from '../../api/master-data';
import { inventoriesApi } from '../../api/stock';
import { DateInput } from '../../components/form/date-input';
import { FormField } from '../../components/form/form-field';
import { FormSection } from '../../components/form/form-section';
import { SelectInput } from '../../components/form/select-input';
import { serverFieldErrors } from '../../components/form/use-form';
import { PageHeader } from '../../components/page-header';
import { ProductPicker } from '../../components/product-picker';
import { toaster } from '../../components/toaster';
import { INVENTORY_SCOPES } from '../../domain/stock/inventories';
import { todayInShop } from '../../domain/shop-clock';
import { stockText } from '../../i18n/stock-screens';
import { optionalPastDate } from '../../domain/catalog/fields';
import { uiKit } from '../../i18n/ui-kit';
import { useOneAtATime } from '../../components/use-one-at-a-time';

const t = stockText.counts;
const c = stockText.common;
type Scope = (typeof INVENTORY_SCOPES)[number];

export function InventoryCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: ['categories', 'options'], queryFn: () => categoriesApi.all() });
  const [date, setDate] = useState<string | null | 'invalid'>(todayInShop());
  const [scope, setScope] = useState<Scope>('all');
  const [categoryId, setCategoryId] = useState('');
  const [products, setProducts] = useState<{ id: string; name: string }[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const once = useOneAtATime((run: () => Promise<unknown>) => run());
  const create = useMutation({
    mutationFn: () =>
      inventoriesApi.create({
        count_date: date === 'invalid' ? null : date,
        scope,
        category_id: scope === 'category' ? categoryId : null,
        product_ids: scope === 'products' ? products.map((p) => p.id) : [],
        note: note.trim() || null,
      }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: [inventoriesApi.path] });
      void navigate({ to: '/inventories/$id/edit', params: { id: saved.id } });
    },
    onError: (error) => (
      setErrors(serverFieldErrors(error)),
      toaster.error({ title: c.failed, description: error.message })
    ),
  });
  const submit = () => {
    const found: Record<string, string> = {};
    if (date === 'invalid') found.count_date = uiKit.form.invalidDate;
    else if (!optionalPastDate().safeParse(date).success) found.count_date = uiKit.form.futureDate;
    if (scope === 'category' && !categoryId) found.category_id = uiKit.form.required;
    if (scope === 'products' && products.length === 0) found.product_ids = c.needLines;
    setErrors(found);
    if (Object.keys(found).length === 0) once(() => create.mutateAsync());
  };
  return (
    <>
      <PageHeader />
      <chakra.form noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack gap="4">
          <FormSection title={t.scope}>
            <FormField label={c.date} error={errors.count_date}>
              <DateInput name="count_date" value={date === 'invalid' ? null : date} onChange={setDate} />
            </FormField>
            <FormField label={t.scope} required>
              <SelectInput
                name="scope"
                value={scope}
                options={INVENTORY_SCOPES.map((s) => ({ value: s, label: t.scopes[s] ?? s }))}
                onChange={(v) => setScope(v as Scope)}
              />
            </FormField>
            {scope === 'category' ? (
              <FormField label={t.category} required error={errors.category_id}>
                <SelectInput
                  name="category_id"
                  value={categoryId}
                  allowNone
                  options={(categories.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
                  onChange={setCategoryId}
                />
              </FormField>
            ) : null}
            <FormField label={c.note} wide>
              <Textarea size="sm" rows={2} name="note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            </FormField>
          </FormSection>
          {scope === 'products' ? (
            <FormSection title={c.lines} columns={0}>
              <Stack gap="2">
                <ProductPicker
                  placeholder={c.addProduct}
                  onPick={(p) =>
                    setProducts((all) => (all.some((x) => x.id === p.id) ? all : [...all, { id: p.id, name: p.name }]))
                  }
                />
                {errors.product_ids ? (
                  <Text color="fg.error" fontSize="sm">
                    {errors.product_ids}
                  </Text>
                ) : null}
                {products.map((p) => (
                  <HStack key={p.id} justify="space-between" borderBottomWidth="1px" py="1">
                    <Text fontSize="sm">{p.name}</Text>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={c.removeLine}
                      onClick={() => setProducts((all) => all.filter((x) => x.id !== p.id))}
                    >
                      <X />
                    </IconButton>
                  </HStack>
                ))}
              </Stack>
            </FormSection>
          ) : null}
        </Stack>
        <HStack justify="end" mt="4">
          <Button type="submit" size="sm" colorPalette="brand" loading={create.isPending}>
            {t.create}
          </Button>
        </HStack>
      </chakra.form>
    </>
  );
}
