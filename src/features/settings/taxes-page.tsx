import { TAX_RATES, taxInput } from '../../domain/catalog/master-data';
import { taxesApi, type NamedRecord } from '../../api/master-data';
import type { Resource } from '../../api/resource';
import type { ListPageProps } from '../../components/data-table/list-search';
import { InlineList } from '../../components/inline-list/inline-list';
import { settingsText } from '../../i18n/shop-settings';

const t = settingsText.taxes;

export function TaxesPage(props: ListPageProps) {
  return (
    <InlineList
      {...props}
      resource={taxesApi as Resource<NamedRecord, Record<string, unknown>>}
      createLabel={t.create}
      emptyRecord={{ name: '', rate: 5, included_in_price: true, note: '' }}
      schema={taxInput}
      fields={[
        { name: 'name', label: t.name, kind: 'text', required: true },
        {
          name: 'rate',
          label: t.rate,
          kind: 'select',
          required: true,
          width: '28',
          options: TAX_RATES.map((rate) => ({ value: rate, label: `${rate}%` })),
          display: (v) => `${String(v)}%`,
        },
        { name: 'included_in_price', label: t.included, kind: 'boolean', width: '36' },
        { name: 'note', label: t.note, kind: 'text', hideOnMobile: true },
      ]}
    />
  );
}
