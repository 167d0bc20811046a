/**
 * The purchase order's vouchers (thanh toán của phiếu nhập): each payment to the vendor and each
 * refund from it that settled this order, oldest first, each with its printed phiếu chi or thu.
 */
import { useQuery } from '@tanstack/react-query';
import type { PurchaseOrder } from '../../api/stock';
import { getOrderPayments, VENDOR_BOOK_KEY } from '../../api/vendor-payments';
import { ErrorNotice, LoadingNotice } from '../../components/data-table/table-states';
import { FormSection } from '../../components/form/form-section';
import { ScrollRegion } from '../../components/scroll-region';
import { NoVendorPayments, VendorPaymentsTable } from '../../components/vendor-payments-table';
import { vendorPaymentsVi } from '../../i18n/vendor-payments';

const t = vendorPaymentsVi.section;

export function PurchasePaymentsSection({ order }: { order: PurchaseOrder }) {
  const query = useQuery({
    // The order's paid amount changes with each voucher, so it keys the read.
    queryKey: [VENDOR_BOOK_KEY, 'order', order.id, order.paid_amount],
    queryFn: () => getOrderPayments(order.id),
  });
  return (
    <FormSection title={t.orderHistory} columns={0}>
      {query.isPending ? (
        <LoadingNotice label={t.orderHistory} />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <NoVendorPayments text={t.orderEmpty} />
      ) : (
        <ScrollRegion label={t.orderHistory}>
          <VendorPaymentsTable payments={query.data} forOrder={order.id} />
        </ScrollRegion>
      )}
    </FormSection>
  );
}
