import { createFileRoute } from '@tanstack/react-router';
import { EinvoiceList } from '../../../features/einvoices/einvoice-list';
import { pageTitles } from '../../../i18n/page-titles';
import { einvoiceSearchSchema } from '../../../features/einvoices/einvoice-search';

/** SPEC §2 lists E-invoices under point of sale with no permission of its own; the API needs viewPOSOrderDetail (docs/decisions.md). */
export const Route = createFileRoute('/_app/einvoices/')({
  staticData: { permission: 'viewPOSOrderDetail', title: pageTitles.einvoices },
  validateSearch: einvoiceSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <EinvoiceList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
