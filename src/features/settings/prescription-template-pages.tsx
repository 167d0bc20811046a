/** /settings/prescription-templates: list, and create/edit with the template's medicines. */
import { Badge, Button, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { z } from '../../domain/z';
import { prescriptionTemplatesApi } from '../../api/parties';
import type { Column } from '../../components/data-table/data-table';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { RecordFormPage } from '../../components/form/record-form-page';
import { type PrescriptionTemplate, prescriptionTemplateInput } from '../../domain/catalog/prescription-templates';
import { partiesText } from '../../i18n/parties-screens';
import { type TemplateItemRow, TemplateItemsEditor } from './template-items-editor';

const t = partiesText.templates;

const columns: Column<PrescriptionTemplate>[] = [
  { key: 'name', header: t.name, sortField: 'name', cell: (p) => <Text fontWeight="medium">{p.name}</Text> },
  {
    key: 'diagnosis',
    header: t.diagnosis,
    hideOnMobile: true,
    cell: (p) => <Text lineClamp={1}>{p.diagnosis ?? ''}</Text>,
  },
  { key: 'items', header: t.itemCount, align: 'end', cell: (p) => <Badge variant="subtle">{p.items.length}</Badge> },
];

export function PrescriptionTemplateList({ search, onSearchChange }: ListPageProps) {
  const navigate = useNavigate();
  return (
    <ResourceList
      resource={prescriptionTemplatesApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      onRowClick={(p) => void navigate({ to: '/settings/prescription-templates/$id/edit', params: { id: p.id } })}
      actions={
        <Button asChild size="sm" colorPalette="brand">
          <Link to="/settings/prescription-templates/create">
            <Plus /> {t.create}
          </Link>
        </Button>
      }
    />
  );
}

/** Form rows → the API's items (unit '' means the base unit). */
const formSchema = z.preprocess((raw) => {
  const values = raw as { items?: TemplateItemRow[] };
  return {
    ...values,
    items: (values.items ?? []).map((item) => ({
      product_id: item.product_id,
      unit_id: item.unit_id || null,
      quantity: item.quantity,
      dosage: item.dosage,
    })),
  };
}, prescriptionTemplateInput);

function toValues(p: PrescriptionTemplate) {
  return {
    name: p.name,
    diagnosis: p.diagnosis ?? '',
    instructions: p.instructions ?? '',
    items: p.items.map<TemplateItemRow>((item) => ({
      product_id: item.product_id,
      product_name: item.product_name ?? item.product_code ?? '',
      units: [{ id: item.unit_id ?? '', name: item.unit_name ?? '', factor: item.unit_id ? 2 : 1 }],
      unit_id: item.unit_id ?? '',
      quantity: item.quantity,
      dosage: item.dosage ?? '',
    })),
  };
}

export function PrescriptionTemplateFormPage({ id }: { id?: string }) {
  return (
    <RecordFormPage
      resource={prescriptionTemplatesApi}
      id={id}
      listPath="/settings/prescription-templates"
      schema={formSchema}
      empty={{ name: '', diagnosis: '', instructions: '', items: [] }}
      toValues={toValues}
      title={(p) => `${t.editTitle}: ${p.name}`}
      sections={[
        {
          title: t.title,
          fields: [
            { name: 'name', label: t.name, required: true },
            { name: 'diagnosis', label: t.diagnosis, wide: true },
            { name: 'instructions', label: t.note, kind: 'textarea', wide: true },
          ],
        },
      ]}
      extra={({ values, set, errors }) => (
        <TemplateItemsEditor
          items={values.items as TemplateItemRow[]}
          errors={errors}
          onChange={(items) => set('items', items)}
        />
      )}
    />
  );
}
