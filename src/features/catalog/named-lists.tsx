import { categoryInput, tagInput, uomInput } from '../../domain/catalog/master-data';
import { categoriesApi, tagsApi, uomsApi, type NamedRecord } from '../../api/master-data';
import type { Resource } from '../../api/resource';
import type { ListPageProps } from '../../components/data-table/list-search';
import { InlineList } from '../../components/inline-list/inline-list';
import { catalogText } from '../../i18n/catalog-screens';

type AnyResource = Resource<NamedRecord, Record<string, unknown>>;

const t = catalogText;

export function CategoriesPage(props: ListPageProps) {
  return (
    <InlineList
      {...props}
      resource={categoriesApi as AnyResource}
      createLabel={t.categories.create}
      emptyRecord={{ name: '', sort_order: 0, note: '' }}
      schema={categoryInput}
      fields={[
        { name: 'name', label: t.categories.name, kind: 'text', required: true },
        { name: 'sort_order', label: t.categories.sortOrder, kind: 'integer', width: '28' },
        { name: 'note', label: t.categories.note, kind: 'text', hideOnMobile: true },
      ]}
    />
  );
}

export function TagsPage(props: ListPageProps) {
  return (
    <InlineList
      {...props}
      resource={tagsApi as AnyResource}
      createLabel={t.tags.create}
      emptyRecord={{ name: '', color: '#0f766e', note: '' }}
      schema={tagInput}
      fields={[
        { name: 'name', label: t.tags.name, kind: 'text', required: true },
        { name: 'color', label: t.tags.color, kind: 'color', width: '20' },
        { name: 'note', label: t.tags.note, kind: 'text', hideOnMobile: true },
      ]}
    />
  );
}

export function UomsPage(props: ListPageProps) {
  return (
    <InlineList
      {...props}
      resource={uomsApi as AnyResource}
      createLabel={t.uoms.create}
      emptyRecord={{ name: '', note: '' }}
      schema={uomInput}
      fields={[
        { name: 'name', label: t.uoms.name, kind: 'text', required: true },
        { name: 'note', label: t.uoms.note, kind: 'text', hideOnMobile: true },
      ]}
    />
  );
}
