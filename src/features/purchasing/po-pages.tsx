/** /purchase-orders/create and /purchase-orders/{id}/show: the draft form, or the order with its actions. */
import { HStack, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type PurchaseOrder, purchaseOrdersApi } from '../../api/stock';
import { DocumentLoader } from '../../components/document-loader';
import { PageHeader } from '../../components/page-header';
import { StateBadge } from '../../components/state-badge';
import { purchasingText } from '../../i18n/purchasing-screens';
import { PurchaseOrderActions } from './po-actions';
import { PurchaseOrderDetail } from './po-detail';
import { PurchaseOrderForm } from './po-form';
import { PurchaseOrderPrint } from './po-print';
import { PurchaseTotals } from './po-totals';
import { PurchasePaymentsSection } from './po-payments-section';
import { SupplierReturnsSection } from './supplier-returns-section';

export function PurchaseOrderCreatePage() {
  return (
    <>
      <PageHeader />
      <PurchaseOrderForm />
    </>
  );
}

function PurchaseOrderShow({ order }: { order: PurchaseOrder }) {
  return (
    <>
      <PageHeader title={order.code} actions={<PurchaseOrderActions key={order.updated_at} order={order} />} />
      <HStack mb="4" mt="-2">
        <StateBadge state={order.state} labels={purchasingText.purchase.states} />
      </HStack>
      {order.state === 'draft' ? (
        <PurchaseOrderForm key={order.updated_at} order={order} />
      ) : (
        <Stack gap="4">
          <PurchaseOrderDetail order={order} />
          <PurchaseTotals
            subtotal={order.subtotal}
            discount={order.discount_total}
            tax={order.tax_total}
            total={order.total}
            paid={order.paid_amount}
            debt={order.debt}
            refundDue={order.refund_due}
          />
          <PurchasePaymentsSection order={order} />
          <SupplierReturnsSection order={order} />
        </Stack>
      )}
      <PurchaseOrderPrint order={order} />
    </>
  );
}

export function PurchaseOrderShowPage({ id }: { id: string }) {
  const query = useQuery({ queryKey: [purchaseOrdersApi.path, id], queryFn: () => purchaseOrdersApi.get(id) });
  return <DocumentLoader query={query}>{(order) => <PurchaseOrderShow order={order} />}</DocumentLoader>;
}
