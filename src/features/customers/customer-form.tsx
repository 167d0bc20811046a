/**
 * Create and edit a customer (DOMAIN.md "Customer"); an existing one shows their debt and their
 * latest purchases above the form.
 */
import { customersApi } from '../../api/parties';
import { RecordFormPage } from '../../components/form/record-form-page';
import { useLocalList } from '../../components/use-local-list';
import { customerInput, GENDERS } from '../../domain/catalog/parties';
import { hasPermission } from '../../domain/permissions';
import { useSession } from '../../components/session';
import { partiesText } from '../../i18n/parties-screens';
import { CustomerDebtPanel } from './customer-debt-panel';
import { CustomerPurchases } from './customer-purchases';

const t = partiesText.customers;

const EMPTY = {
  code: '',
  full_name: '',
  phone: '',
  gender: '',
  date_of_birth: null,
  email: '',
  customer_group_id: '',
  province: '',
  district: '',
  ward: '',
  street: '',
  company_name: '',
  tax_code: '',
  allergies: '',
  note: '',
  credit_limit: null,
};

export function CustomerFormPage({ id }: { id?: string }) {
  // From the till's copy: the customer groups list itself is the admin's (SPEC §6).
  const groups = useLocalList('customer_groups');
  const mayLimit = hasPermission(useSession().roles, 'viewSetting');
  return (
    <RecordFormPage
      resource={customersApi}
      id={id}
      listPath="/customers"
      schema={customerInput.transform((v) => ({ ...v, gender: v.gender ?? null }))}
      empty={EMPTY}
      toValues={(c) => ({
        ...EMPTY,
        ...Object.fromEntries(
          Object.entries(c).map(([k, v]) => [k, v ?? (k === 'date_of_birth' || k === 'credit_limit' ? null : '')]),
        ),
      })}
      title={(c) => `${t.editTitle}: ${c.full_name}`}
      aside={(c) => (
        <>
          <CustomerDebtPanel customer={c} />
          <CustomerPurchases customerId={c.id} />
        </>
      )}
      sections={[
        {
          title: t.sections.general,
          fields: [
            { name: 'full_name', label: t.fullName, required: true },
            { name: 'phone', label: t.phone, kind: 'tel' },
            { name: 'code', label: t.code, helper: t.codeHelper },
            {
              name: 'gender',
              label: t.gender,
              kind: 'select',
              allowNone: true,
              options: GENDERS.map((g) => ({ value: g, label: t.genders[g] })),
            },
            { name: 'date_of_birth', label: t.dateOfBirth, kind: 'date' },
            { name: 'email', label: t.email, kind: 'email' },
            {
              name: 'customer_group_id',
              label: t.group,
              kind: 'select',
              allowNone: true,
              options: groups.map((g) => ({ value: g.id, label: g.name })),
            },
          ],
        },
        {
          title: t.sections.address,
          fields: [
            { name: 'street', label: t.street },
            { name: 'ward', label: t.ward },
            { name: 'district', label: t.district },
            { name: 'province', label: t.province },
          ],
        },
        {
          title: t.sections.invoice,
          fields: [
            { name: 'company_name', label: t.companyName },
            { name: 'tax_code', label: t.taxCode },
          ],
        },
        // The limit is the admin's to set; a cashier sees it beside the debt.
        ...(mayLimit
          ? [
              {
                title: t.sections.credit,
                fields: [
                  { name: 'credit_limit', label: t.creditLimit, kind: 'money' as const, helper: t.creditLimitHelper },
                ],
              },
            ]
          : []),
        {
          title: t.sections.health,
          fields: [
            { name: 'allergies', label: t.allergies, kind: 'textarea' },
            { name: 'note', label: t.note, kind: 'textarea' },
          ],
        },
      ]}
    />
  );
}
