import { createFileRoute } from '@tanstack/react-router';
import { PurchaseOrderCreatePage } from '../../../features/purchasing/po-pages';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/purchase-orders/create')({
  staticData: {
    permission: 'viewPurchaseOrderDetail',
    title: t.titles.purchaseOrdersCreate,
    backTo: '/purchase-orders',
  },
  component: PurchaseOrderCreatePage,
});
