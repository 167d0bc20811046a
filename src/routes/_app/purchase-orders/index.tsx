import { createFileRoute } from '@tanstack/react-router';
import { PurchaseOrderList } from '../../../features/purchasing/po-list';
import { shellVi as t } from '../../../i18n/shell';
import { purchaseOrderSearchSchema } from '../../../features/purchasing/po-search';

export const Route = createFileRoute('/_app/purchase-orders/')({
  staticData: { permission: 'viewPurchaseOrderList', title: t.nav.purchaseOrders },
  validateSearch: purchaseOrderSearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <PurchaseOrderList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
