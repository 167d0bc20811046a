import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../../components/data-table/list-search';
import { TaxesPage } from '../../../features/settings/taxes-page';

export const Route = createFileRoute('/_app/settings/taxes')({
  staticData: { permission: 'viewTaxList', title: 'Thuế', backTo: '/settings' },
  validateSearch: listSearchSchema,
  component: function Page() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <TaxesPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
