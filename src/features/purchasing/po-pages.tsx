/** /purchase-orders/create and /purchase-orders/{id}/show: the draft form, or the order with its actions. */
import { Alert, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { purchaseOrdersApi } from '../../api/stock';
import { PageHeader } from '../../components/page-header';
import { StateBadge } from '../../components/state-badge';
import { vi } from '../../i18n/messages';
import { stockText } from '../../i18n/stock-screens';
import { PurchaseOrderActions } from './po-actions';
import { PurchaseOrderDetail } from './po-detail';
import { PurchaseOrderForm } from './po-form';
import { PurchaseOrderPrint } from './po-print';
import { PurchaseTotals } from './po-totals';

export function PurchaseOrderCreatePage() {
  return (
    <>
      <PageHeader />
      <PurchaseOrderForm />
    </>
  );
}

export function PurchaseOrderShowPage({ id }: { id: string }) {
  const query = useQuery({ queryKey: [purchaseOrdersApi.path, id], queryFn: () => purchaseOrdersApi.get(id) });
  const order = query.data;
  if (query.isError) {
    return (
      <>
        <PageHeader />
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{query.error instanceof ApiError && query.error.status === 404 ? vi.errors.notFound : query.error.message}</Alert.Title>
        </Alert.Root>
      </>
    );
  }
  if (!order) {
    return (
      <>
        <PageHeader />
        <Skeleton height="40" />
      </>
    );
  }
  return (
    <>
      <PageHeader title={order.code} actions={<PurchaseOrderActions key={order.updated_at} order={order} />} />
      <HStack mb="4" mt="-2">
        <StateBadge state={order.state} labels={stockText.purchase.states} />
      </HStack>
      {order.state === 'draft' ? (
        <PurchaseOrderForm key={order.updated_at} order={order} />
      ) : (
        <Stack gap="4">
          <PurchaseOrderDetail order={order} />
          <PurchaseTotals subtotal={order.subtotal} discount={order.discount_total} tax={order.tax_total} total={order.total} paid={order.paid_amount} debt={order.debt} />
        </Stack>
      )}
      <PurchaseOrderPrint order={order} />
    </>
  );
}
