/** /pos-settings: the tills, and create/edit with payment methods, receipt, rules and the POS layout. */
import { Badge, Checkbox, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { z } from '../../domain/z';
import { customersApi } from '../../api/parties';
import { posSettingsApi } from '../../api/settings';
import type { Column } from '../../components/data-table/data-table';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { FormSection } from '../../components/form/form-section';
import { RecordFormPage } from '../../components/form/record-form-page';
import { PAYMENT_METHODS, type PosSetting, posSettingInput, RECEIPT_LAYOUTS } from '../../domain/catalog/pos-settings';
import { posSettingsText as t } from '../../i18n/pos-settings-screens';
import { uiKit } from '../../i18n/ui-kit';
import { type LayoutCategory, toLayoutInput } from './layout-ops';
import { LayoutEditor } from './layout-editor';

type Method = (typeof PAYMENT_METHODS)[number];

const columns: Column<PosSetting>[] = [
  { key: 'name', header: t.name, sortField: 'name', cell: (p) => <Text fontWeight="medium">{p.name}</Text> },
  { key: 'prefix', header: t.prefix, cell: (p) => <Text fontFamily="mono">{p.order_code_prefix}</Text> },
  {
    key: 'methods',
    header: t.paymentMethods,
    hideOnMobile: true,
    cell: (p) => p.payment_methods.map((m) => t.methods[m]).join(', '),
  },
  { key: 'layout', header: t.receiptLayout, hideOnMobile: true, cell: (p) => t.layouts[p.receipt_layout] },
  {
    key: 'active',
    header: t.active,
    cell: (p) => (
      <Badge colorPalette={p.is_active ? 'brand' : 'gray'}>
        {p.is_active ? uiKit.form.active : uiKit.form.inactive}
      </Badge>
    ),
  },
];

export function PosSettingList({ search, onSearchChange }: ListPageProps) {
  const navigate = useNavigate();
  return (
    <ResourceList
      resource={posSettingsApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      onRowClick={(p) => void navigate({ to: '/pos-settings/$id/edit', params: { id: p.id } })}
      create={{ to: '/pos-settings/create', label: t.create }}
      emptyText={t.empty}
    />
  );
}

const EMPTY = {
  name: '',
  order_code_prefix: '',
  payment_methods: ['cash', 'bank_transfer'],
  receipt_layout: '80mm',
  receipt_header: '',
  receipt_footer: 'Cảm ơn quý khách. Hẹn gặp lại!',
  receipt_show_logo: true,
  default_customer_id: '',
  allow_negative_stock: false,
  is_active: true,
  layout: [] as LayoutCategory[],
};

const formSchema = z.preprocess((raw) => {
  const values = raw as { layout: LayoutCategory[] };
  return { ...values, layout: toLayoutInput(values.layout) };
}, posSettingInput);

function toValues(p: PosSetting) {
  return {
    ...EMPTY,
    ...Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v ?? ''])),
    layout: p.layout.categories as LayoutCategory[],
  };
}

function PaymentMethods({
  value,
  onChange,
  error,
}: {
  value: Method[];
  onChange: (value: Method[]) => void;
  error?: string;
}) {
  return (
    <FormSection title={t.paymentMethods} columns={0}>
      <Wrap gap="4">
        {PAYMENT_METHODS.map((method) => (
          <Checkbox.Root
            key={method}
            size="sm"
            colorPalette="brand"
            checked={value.includes(method)}
            onCheckedChange={(d) => onChange(d.checked ? [...value, method] : value.filter((m) => m !== method))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t.methods[method]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      {error ? (
        <Text color="fg.error" fontSize="xs" mt="2">
          {error}
        </Text>
      ) : null}
    </FormSection>
  );
}

export function PosSettingFormPage({ id }: { id?: string }) {
  const customers = useQuery({
    queryKey: [customersApi.path, 'options'],
    queryFn: () => customersApi.list({ page_size: 100, sort: 'full_name' }),
    staleTime: 60_000,
  });
  return (
    <RecordFormPage
      resource={posSettingsApi}
      id={id}
      listPath="/pos-settings"
      schema={formSchema}
      empty={EMPTY}
      toValues={toValues}
      title={(p) => `${t.editTitle}: ${p.name}`}
      sections={[
        {
          title: t.sections.till,
          fields: [
            { name: 'name', label: t.name, required: true },
            { name: 'order_code_prefix', label: t.prefix, required: true, helper: t.prefixHelper },
            { name: 'is_active', label: t.active, kind: 'boolean' },
          ],
        },
        {
          title: t.sections.receipt,
          fields: [
            {
              name: 'receipt_layout',
              label: t.receiptLayout,
              kind: 'select',
              options: RECEIPT_LAYOUTS.map((l) => ({ value: l, label: t.layouts[l] })),
            },
            { name: 'receipt_show_logo', label: t.showLogo, kind: 'boolean' },
            { name: 'receipt_header', label: t.receiptHeader, kind: 'textarea', wide: true },
            { name: 'receipt_footer', label: t.receiptFooter, kind: 'textarea', wide: true },
          ],
        },
        {
          title: t.sections.rules,
          fields: [
            {
              name: 'default_customer_id',
              label: t.defaultCustomer,
              kind: 'select',
              allowNone: true,
              options: (customers.data?.data ?? []).map((c) => ({
                value: c.id,
                label: c.phone ? `${c.full_name} (${c.phone})` : c.full_name,
              })),
            },
            { name: 'allow_negative_stock', label: t.negativeStock, kind: 'boolean' },
          ],
        },
      ]}
      extra={({ values, set, errors }) => (
        <Stack gap="4">
          <PaymentMethods
            value={values.payment_methods as Method[]}
            error={errors.payment_methods}
            onChange={(v) => set('payment_methods', v)}
          />
          <LayoutEditor
            categories={values.layout as LayoutCategory[]}
            error={Object.entries(errors).find(([k]) => k.startsWith('layout'))?.[1]}
            onChange={(layout) => set('layout', layout)}
          />
        </Stack>
      )}
    />
  );
}
