/**
 * State actions of a purchase order (order, receive, finish receiving short, cancel), the vendor
 * payment, a return to the supplier and print.
 */
import { Box, Button, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Barcode, HandCoins, PackageCheck, PackageX, Printer, Send, Undo2, Wallet, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type PurchaseOrder, purchaseOrderActions, purchaseOrdersApi } from '../../api/stock';
import { refreshVendorMoney } from '../../api/vendor-payments';
import { VendorPaymentDialog } from '../../components/vendor-payment-dialog';
import { formatMoney, formatNumber } from '../../i18n/format';
import { stockVi } from '../../i18n/stock';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toaster } from '../../components/toaster';
import { canTransition, PURCHASE_ORDER_TRANSITIONS } from '../../domain/stock/states';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { PurchaseLabelsDialog } from './po-labels';
import { orderPayable } from '../../domain/stock/purchase-orders';
import { missingLines } from './po-rules';
import { ReceiveDialog } from './receive-dialog';
import { SupplierReturnDialog } from './supplier-return-dialog';

const t = purchasingText.purchase;

type Open = 'order' | 'cancel' | 'close' | 'receive' | 'pay' | 'refund' | 'return' | 'labels' | null;

export function PurchaseOrderActions({ order }: { order: PurchaseOrder }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const done = (title: string) => (saved: PurchaseOrder) => {
    queryClient.setQueryData([purchaseOrdersApi.path, order.id], saved);
    // A payment or refund is a voucher of the vendor's book and moves the vendor's figures.
    refreshVendorMoney(queryClient);
    toaster.success({ title });
    setOpen(null);
  };
  const onError = (error: Error) => toaster.error({ title: stockText.common.failed, description: error.message });
  const place = useMutation({
    mutationFn: () => purchaseOrderActions.order(order.id),
    onSuccess: done(t.ordered),
    onError,
  });
  const cancel = useMutation({
    mutationFn: () => purchaseOrderActions.cancel(order.id),
    onSuccess: done(t.cancelled),
    onError,
  });
  const close = useMutation({
    mutationFn: () => purchaseOrderActions.close(order.id),
    onSuccess: done(t.closed),
    onError,
  });
  const can = (to: PurchaseOrder['state']) => canTransition(PURCHASE_ORDER_TRANSITIONS, order.state, to);
  // Goods that came in stay in the books: such an order is finished with what came, never cancelled.
  const anyReceived = order.lines.some((l) => l.received_quantity > 0);

  return (
    <>
      {order.state === 'draft' ? (
        <Button size="sm" colorPalette="brand" onClick={() => setOpen('order')}>
          <Send /> {t.order}
        </Button>
      ) : null}
      {order.state === 'ordered' ? (
        <Button size="sm" colorPalette="brand" onClick={() => setOpen('receive')}>
          <PackageCheck /> {t.receive}
        </Button>
      ) : null}
      {order.state !== 'draft' && order.state !== 'cancelled' && order.debt > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('pay')}>
          <Wallet /> {t.pay}
        </Button>
      ) : null}
      {order.refund_due > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('refund')}>
          <HandCoins /> {t.refund}
        </Button>
      ) : null}
      {order.state !== 'draft' && order.state !== 'cancelled' && order.receipts.length > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('return')}>
          <Undo2 /> {purchasingText.supplierReturns.action}
        </Button>
      ) : null}
      {order.receipts.length > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('labels')}>
          <Barcode /> {t.labels.action}
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => window.print()}>
        <Printer /> {stockText.common.print}
      </Button>
      {order.state === 'ordered' && anyReceived ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('close')}>
          <PackageX /> {t.close}
        </Button>
      ) : null}
      {can('cancelled') && !anyReceived ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('cancel')}>
          <XCircle /> {t.cancel}
        </Button>
      ) : null}
      <ConfirmDialog
        open={open === 'order'}
        body={t.orderBody}
        confirmLabel={t.order}
        loading={place.isPending}
        onConfirm={() => place.mutate()}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === 'cancel'}
        body={t.cancelBody}
        confirmLabel={t.cancel}
        destructive
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === 'close'}
        title={t.closeTitle}
        body={<CloseBody order={order} />}
        confirmLabel={t.close}
        loading={close.isPending}
        onConfirm={() => close.mutate()}
        onClose={() => setOpen(null)}
      />
      {open === 'receive' ? <ReceiveDialog order={order} open onClose={() => setOpen(null)} /> : null}
      {open === 'return' ? <SupplierReturnDialog order={order} onClose={() => setOpen(null)} /> : null}
      {open === 'labels' ? <PurchaseLabelsDialog order={order} onClose={() => setOpen(null)} /> : null}
      {open === 'pay' ? (
        <VendorPaymentDialog
          direction="out"
          title={t.pay}
          submitLabel={t.pay}
          amountLabel={t.payAmount}
          max={orderPayable(order)}
          initial={order.debt}
          overMax={
            order.state === 'received'
              ? stockVi.errors.overReceivedValue(formatMoney(orderPayable(order)))
              : stockVi.errors.overpaid
          }
          send={(input) => purchaseOrderActions.pay(order.id, input)}
          onSaved={done(t.paidOk)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'refund' ? (
        <VendorPaymentDialog
          direction="in"
          title={t.refund}
          submitLabel={t.refund}
          amountLabel={t.refundAmount}
          max={order.refund_due}
          overMax={stockVi.errors.refundTooMuch(formatMoney(order.refund_due))}
          help={
            <Text fontSize="sm" color="fg.muted">
              {order.state === 'cancelled' ? t.refundHelpCancelled : t.refundHelp}
            </Text>
          }
          testId="po-refund-dialog"
          send={(input) => purchaseOrderActions.refund(order.id, input)}
          onSaved={done(t.refundOk)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

/** What finishing short leaves out: each line still short, in its unit, and what the vendor is owed. */
function CloseBody({ order }: { order: PurchaseOrder }) {
  return (
    <Box>
      <Text>{t.closeBody}</Text>
      {/* A plain list: the theme leaves out Chakra's list recipe, which nothing else uses. */}
      <Box as="ul" ps="5" my="2" listStyleType="disc" data-testid="po-close-missing">
        {missingLines(order.lines).map(({ line, missing }) => (
          <Box as="li" key={line.id} fontWeight="medium">
            {t.closeMissing(formatNumber(missing), line.unit_name, line.product_name)}
          </Box>
        ))}
      </Box>
      <Text>{t.closeDebt}</Text>
    </Box>
  );
}
