import { TAX_RATES, taxInput, VAT_CATEGORIES } from '../../domain/catalog/master-data';
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
      emptyRecord={{ name: '', vat_category: 'rate', rate: 5, included_in_price: true, note: '' }}
      schema={taxInput}
      fields={[
        { name: 'name', label: t.name, kind: 'text', required: true },
        {
          // Not subject to VAT (KCT) is a category apart from 0%: the invoice writes KCT, not 0%.
          name: 'vat_category',
          label: t.category,
          kind: 'select',
          required: true,
          width: '44',
          underOnMobile: true,
          options: VAT_CATEGORIES.map((category) => ({ value: category, label: t.categories[category] })),
          display: (v) => t.categories[v as (typeof VAT_CATEGORIES)[number]] ?? String(v),
        },
        {
          name: 'rate',
          label: t.rate,
          kind: 'select',
          required: true,
          width: '28',
          options: TAX_RATES.map((rate) => ({ value: rate, label: `${rate}%` })),
          display: (v, row) => (row.vat_category === 'kct' ? 'KCT' : `${String(v)}%`),
        },
        { name: 'included_in_price', label: t.included, kind: 'boolean', width: '36', hideOnMobile: true },
        { name: 'note', label: t.note, kind: 'text', hideOnMobile: true },
      ]}
    />
  );
}
