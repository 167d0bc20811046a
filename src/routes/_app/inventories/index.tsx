import { createFileRoute } from '@tanstack/react-router';
import { InventoryList } from '../../../features/inventories/count-list';
import { shellVi as t } from '../../../i18n/shell';
import { inventorySearchSchema } from '../../../features/inventories/inventory-search';

export const Route = createFileRoute('/_app/inventories/')({
  staticData: { permission: 'viewInventoryList', title: t.nav.inventories },
  validateSearch: inventorySearchSchema,
  component: function ListRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <InventoryList
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
