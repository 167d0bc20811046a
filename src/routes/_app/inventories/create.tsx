import { createFileRoute } from '@tanstack/react-router';
import { InventoryCreatePage } from '../../../features/inventories/count-create';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/inventories/create')({
  staticData: { permission: 'viewInventoryForm', title: t.titles.inventoriesCreate, backTo: '/inventories' },
  component: InventoryCreatePage,
});
