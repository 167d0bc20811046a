import { createFileRoute } from '@tanstack/react-router';
import { ComplaintList } from '../../../features/complaints/complaint-list';
import { shellVi as t } from '../../../i18n/shell';
import { complaintSearchSchema } from '../../../features/complaints/complaint-search';

export const Route = createFileRoute('/_app/customer-complaints/')({
  staticData: { permission: 'viewCustomerDetail', title: t.nav.customerComplaints },
  validateSearch: complaintSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ComplaintList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
