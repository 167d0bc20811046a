import { createFileRoute } from '@tanstack/react-router';
import { PosOrderList } from '../../../features/pos/pos-order-list';
import { shellVi as t } from '../../../i18n/shell';
import { posOrderSearchSchema } from '../../../features/pos/pos-order-search';

export const Route = createFileRoute('/_app/pos-orders/')({
  staticData: { permission: 'viewPOSOrderList', title: t.nav.posOrders },
  validateSearch: posOrderSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PosOrderList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
