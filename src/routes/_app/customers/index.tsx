import { createFileRoute } from '@tanstack/react-router';
import { ImportExportActions } from '../../../features/imports/import-export-actions';
import { CustomerList } from '../../../features/customers/customer-list';
import { customerSearchSchema } from '../../../features/customers/customer-search';

export const Route = createFileRoute('/_app/customers/')({
  staticData: { permission: 'viewCustomerList', title: 'Khách hàng' },
  validateSearch: customerSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <CustomerList
        actions={<ImportExportActions kind="customers" />}
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
