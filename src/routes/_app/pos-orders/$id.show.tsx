import { createFileRoute } from '@tanstack/react-router';
import { PosOrderDetail } from '../../../features/pos/pos-order-detail';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/pos-orders/$id/show')({
  staticData: { permission: 'viewPOSOrderDetail', title: t.titles.posOrdersShow, backTo: '/pos-orders' },
  component: function ShowRoute() {
    const { id } = Route.useParams();
    return <PosOrderDetail id={id} />;
  },
});
