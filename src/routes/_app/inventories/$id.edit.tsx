import { createFileRoute } from '@tanstack/react-router';
import { InventoryEditPage } from '../../../features/inventories/count-edit-page';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/inventories/$id/edit')({
  staticData: { permission: 'viewInventoryForm', title: t.titles.inventoriesEdit, backTo: '/inventories' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <InventoryEditPage id={id} />;
  },
});
