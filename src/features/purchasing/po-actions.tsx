/** State actions of a purchase order (order, receive, cancel), the vendor payment, a return to the supplier and print. */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HandCoins, PackageCheck, Printer, Send, Undo2, Wallet, XCircle } from 'lucide-react';
import { useState } from 'react';
import { type PurchaseOrder, purchaseOrderActions, purchaseOrdersApi } from '../../api/stock';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form/form-field';
import { MoneyInput } from '../../components/form/money-input';
import { toaster } from '../../components/toaster';
import { canTransition, PURCHASE_ORDER_TRANSITIONS } from '../../domain/stock/states';
import { stockText } from '../../i18n/stock-screens';
import { ReceiveDialog } from './receive-dialog';
import { SupplierReturnDialog } from './supplier-return-dialog';

const t = stockText.purchase;

type Open = 'order' | 'cancel' | 'receive' | 'pay' | 'refund' | 'return' | null;

export function PurchaseOrderActions({ order }: { order: PurchaseOrder }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [amount, setAmount] = useState<number | null>(order.debt || null);
  const done = (title: string) => (saved: PurchaseOrder) => {
    queryClient.setQueryData([purchaseOrdersApi.path, order.id], saved);
    void queryClient.invalidateQueries({ queryKey: [purchaseOrdersApi.path] });
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
  const pay = useMutation({
    mutationFn: () => purchaseOrderActions.pay(order.id, amount ?? 0),
    onSuccess: done(t.paidOk),
    onError,
  });
  const refund = useMutation({
    mutationFn: () => purchaseOrderActions.refund(order.id, amount ?? 0),
    onSuccess: done(t.refundOk),
    onError,
  });
  const can = (to: PurchaseOrder['state']) => canTransition(PURCHASE_ORDER_TRANSITIONS, order.state, to);

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
        <Button size="sm" variant="outline" onClick={() => (setAmount(order.debt), setOpen('pay'))}>
          <Wallet /> {t.pay}
        </Button>
      ) : null}
      {order.refund_due > 0 ? (
        <Button size="sm" variant="outline" onClick={() => (setAmount(order.refund_due), setOpen('refund'))}>
          <HandCoins /> {t.refund}
        </Button>
      ) : null}
      {order.state !== 'draft' && order.state !== 'cancelled' && order.receipts.length > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setOpen('return')}>
          <Undo2 /> {stockText.supplierReturns.action}
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => window.print()}>
        <Printer /> {stockText.common.print}
      </Button>
      {can('cancelled') ? (
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
      {open === 'receive' ? <ReceiveDialog order={order} open onClose={() => setOpen(null)} /> : null}
      {open === 'return' ? <SupplierReturnDialog order={order} onClose={() => setOpen(null)} /> : null}
      <FormDialog
        open={open === 'pay'}
        title={t.pay}
        submitLabel={t.pay}
        loading={pay.isPending}
        disabled={!amount}
        size="sm"
        onSubmit={() => pay.mutate()}
        onClose={() => setOpen(null)}
      >
        <FormField label={t.payAmount} required>
          <MoneyInput name="amount" value={amount} onChange={setAmount} />
        </FormField>
      </FormDialog>
      <FormDialog
        open={open === 'refund'}
        title={t.refund}
        submitLabel={t.refund}
        loading={refund.isPending}
        disabled={!amount}
        size="sm"
        testId="po-refund-dialog"
        onSubmit={() => refund.mutate()}
        onClose={() => setOpen(null)}
      >
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t.refundHelp}
          </Text>
          <FormField label={t.refundAmount} required>
            <MoneyInput name="refund-amount" value={amount} onChange={setAmount} />
          </FormField>
        </Stack>
      </FormDialog>
    </>
  );
}
