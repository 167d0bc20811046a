/** /doctors: the list with a specialization filter, and the create/edit form (DOMAIN.md "Doctor"). */
import { Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { doctorsApi } from '../../api/parties';
import type { Column } from '../../components/data-table/data-table';
import { FilterSelect } from '../../components/data-table/filter-select';
import { type ListPageProps } from '../../components/data-table/list-search';
import { ResourceList } from '../../components/data-table/resource-list';
import { RecordFormPage } from '../../components/form/record-form-page';
import { useLocalList } from '../../components/use-local-list';
import { type Doctor, doctorInput } from '../../domain/catalog/parties';
import { partiesText } from '../../i18n/parties-screens';
import { type doctorSearchSchema } from './doctor-search';
import type { SearchOf } from '../../domain/search-params';

const t = partiesText.doctors;
type DoctorSearch = SearchOf<typeof doctorSearchSchema>;

const columns: Column<Doctor>[] = [
  { key: 'name', header: t.name, sortField: 'name', cell: (d) => <Text fontWeight="medium">{d.name}</Text> },
  { key: 'specialization', header: t.specialization, cell: (d) => d.specialization_name ?? '' },
  { key: 'workplace', header: t.workplace, hideOnMobile: true, cell: (d) => d.workplace ?? '' },
  {
    key: 'certificate',
    header: t.certificate,
    hideOnMobile: true,
    cell: (d) => <span className="tabular">{d.certificate_number ?? ''}</span>,
  },
  { key: 'phone', header: t.phone, hideOnMobile: true, cell: (d) => <span className="tabular">{d.phone ?? ''}</span> },
];

/** From the till's copy: the specializations list itself is the admin's (SPEC §6). */
function useSpecializations() {
  return useLocalList('specializations');
}

export function DoctorList({ search, onSearchChange }: ListPageProps<DoctorSearch>) {
  const navigate = useNavigate();
  const specializations = useSpecializations();
  return (
    <ResourceList
      resource={doctorsApi}
      columns={columns}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={t.searchPlaceholder}
      filtered={Boolean(search.specialization_id)}
      onRowClick={(d) => void navigate({ to: '/doctors/$id/edit', params: { id: d.id } })}
      filters={
        <FilterSelect
          label={t.specialization}
          value={search.specialization_id}
          options={specializations.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(v) => onSearchChange({ specialization_id: v, page: undefined })}
        />
      }
      create={{ to: '/doctors/create', label: t.create }}
      emptyText={t.empty}
    />
  );
}

const EMPTY = {
  name: '',
  specialization_id: '',
  workplace: '',
  certificate_number: '',
  phone: '',
  address: '',
  note: '',
};

export function DoctorFormPage({ id }: { id?: string }) {
  const specializations = useSpecializations();
  return (
    <RecordFormPage
      resource={doctorsApi}
      id={id}
      listPath="/doctors"
      schema={doctorInput}
      empty={EMPTY}
      toValues={(d) => ({ ...EMPTY, ...Object.fromEntries(Object.entries(d).map(([k, x]) => [k, x ?? ''])) })}
      title={(d) => `${t.editTitle}: ${d.name}`}
      sections={[
        {
          title: t.title,
          fields: [
            { name: 'name', label: t.name, required: true },
            {
              name: 'specialization_id',
              label: t.specialization,
              kind: 'select',
              allowNone: true,
              options: specializations.map((s) => ({ value: s.id, label: s.name })),
            },
            { name: 'workplace', label: t.workplace },
            { name: 'certificate_number', label: t.certificate },
            { name: 'phone', label: t.phone, kind: 'tel' },
            { name: 'address', label: t.address },
            { name: 'note', label: t.note, kind: 'textarea', wide: true },
          ],
        },
      ]}
    />
  );
}
