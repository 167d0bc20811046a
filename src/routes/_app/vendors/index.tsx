import { createFileRoute } from '@tanstack/react-router';
import { VendorList } from '../../../features/vendors/vendor-pages';
import { vendorSearchSchema } from '../../../features/vendors/vendor-search';

export const Route = createFileRoute('/_app/vendors/')({
  staticData: { permission: 'viewVendorList', title: 'Nhà cung cấp' },
  validateSearch: vendorSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <VendorList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
