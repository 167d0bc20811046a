import { customerGroupInput } from '../../domain/catalog/master-data';
import { customerGroupsApi, type NamedRecord } from '../../api/master-data';
import type { Resource } from '../../api/resource';
import type { ListPageProps } from '../../components/data-table/list-search';
import { InlineList } from '../../components/inline-list/inline-list';
import { partiesText } from '../../i18n/parties-screens';

const t = partiesText.customerGroups;

export function CustomerGroupsPage(props: ListPageProps) {
  return (
    <InlineList
      {...props}
      resource={customerGroupsApi as Resource<NamedRecord, Record<string, unknown>>}
      createLabel={t.create}
      emptyRecord={{ name: '', discount_percent: 0, note: '' }}
      schema={customerGroupInput}
      fields={[
        { name: 'name', label: t.name, kind: 'text', required: true },
        { name: 'discount_percent', label: t.discount, kind: 'percent', width: '40' },
        { name: 'note', label: t.note, kind: 'text', hideOnMobile: true },
      ]}
    />
  );
}
