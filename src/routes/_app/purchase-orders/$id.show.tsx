import { createFileRoute } from '@tanstack/react-router';
import { PurchaseOrderShowPage } from '../../../features/purchasing/po-pages';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/purchase-orders/$id/show')({
  staticData: { permission: 'viewPurchaseOrderDetail', title: t.titles.purchaseOrdersShow, backTo: '/purchase-orders' },
  component: function ShowRoute() {
    const { id } = Route.useParams();
    return <PurchaseOrderShowPage id={id} />;
  },
});
