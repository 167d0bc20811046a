import { createFileRoute } from '@tanstack/react-router';
import { listSearchSchema } from '../../components/data-table/list-search';
import { CustomerGroupsPage } from '../../features/customers/customer-groups-page';

export const Route = createFileRoute('/_app/customer-groups')({
  staticData: { permission: 'viewCustomerGroupList', title: 'Nhóm khách hàng' },
  validateSearch: listSearchSchema,
  component: function Page() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CustomerGroupsPage
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
