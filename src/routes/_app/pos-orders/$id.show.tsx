import { createFileRoute } from '@tanstack/react-router';
import { IssueInvoiceButton } from '../../../features/einvoices/issue-invoice-button';
import { PosOrderDetail } from '../../../features/pos/pos-order-detail';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/pos-orders/$id/show')({
  staticData: { permission: 'viewPOSOrderDetail', title: t.titles.posOrdersShow, backTo: '/pos-orders' },
  component: function ShowRoute() {
    const { id } = Route.useParams();
    // Only a paid sale can be invoiced (returns and exchanges are not, docs/einvoices.md).
    return (
      <PosOrderDetail
        id={id}
        renderActions={(order) =>
          order.type === 'sale' && order.status === 'paid' ? <IssueInvoiceButton orderId={order.id} /> : null
        }
      />
    );
  },
});
