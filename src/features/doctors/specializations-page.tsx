import { specializationInput } from '../../domain/catalog/master-data';
import { specializationsApi, type NamedRecord } from '../../api/master-data';
import type { Resource } from '../../api/resource';
import type { ListPageProps } from '../../components/data-table/list-search';
import { InlineList } from '../../components/inline-list/inline-list';
import { partiesText } from '../../i18n/parties-screens';

const t = partiesText.specializations;

export function SpecializationsPage(props: ListPageProps) {
  return (
    <InlineList
      {...props}
      resource={specializationsApi as Resource<NamedRecord, Record<string, unknown>>}
      createLabel={t.create}
      emptyRecord={{ name: '', note: '' }}
      schema={specializationInput}
      fields={[
        { name: 'name', label: t.name, kind: 'text', required: true },
        { name: 'note', label: t.note, kind: 'text', hideOnMobile: true },
      ]}
    />
  );
}
