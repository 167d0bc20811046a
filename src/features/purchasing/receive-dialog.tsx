/** The receive dialog: quantity this time per line, lot number and expiry per lot, serials; partial receipts allowed. */
import { Box, Button, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type PurchaseOrder, purchaseOrderActions, purchaseOrdersApi } from '../../api/stock';
import { FormDialog } from '../../components/form-dialog';
import { DateInput } from '../../components/form/date-input';
import { FormField } from '../../components/form/form-field';
import { IntegerInput } from '../../components/form/integer-input';
import { toaster } from '../../components/toaster';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { type ReceiptEntry, serialList, validateReceipt } from './po-rules';
import { dismissFixErrors, showFixErrors } from '../../components/form/fix-errors-toast';

const t = purchasingText.purchase;
const c = stockText.common;

export function initialEntries(order: PurchaseOrder): ReceiptEntry[] {
  return order.lines
    .filter((l) => l.quantity - l.received_quantity > 0)
    .map((l) => ({
      line_id: l.id,
      tracking_type: l.tracking_type,
      remaining: l.quantity - l.received_quantity,
      quantity: l.quantity - l.received_quantity,
      lot_number: '',
      expiry_date: null,
      serials: '',
    }));
}

export function ReceiveDialog({ order, open, onClose }: { order: PurchaseOrder; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<ReceiptEntry[]>(() => initialEntries(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patch = (i: number, change: Partial<ReceiptEntry>) =>
    setEntries((all) => all.map((e, j) => (j === i ? { ...e, ...change } : e)));
  const receive = useMutation({
    mutationFn: () =>
      purchaseOrderActions.receive(order.id, {
        lines: entries
          .filter((e) => (e.quantity ?? 0) > 0)
          .map((e) => ({
            line_id: e.line_id,
            quantity: e.quantity ?? 0,
            lot_number: e.tracking_type === 'lot' ? e.lot_number.trim() : null,
            expiry_date: e.tracking_type === 'lot' && e.expiry_date !== 'invalid' ? e.expiry_date : null,
            serials: e.tracking_type === 'serial' ? serialList(e.serials) : [],
          })),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData([purchaseOrdersApi.path, order.id], saved);
      void queryClient.invalidateQueries({ queryKey: [purchaseOrdersApi.path] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      dismissFixErrors();
      toaster.success({ title: t.receivedOk });
      onClose();
    },
    onError: (error) => toaster.error({ title: c.failed, description: error.message }),
  });
  const submit = () => {
    const found = validateReceipt(entries);
    setErrors(found);
    if (Object.keys(found).length === 0) receive.mutate();
    else if (!found.form) showFixErrors();
  };
  return (
    <FormDialog
      open={open}
      title={t.receiveTitle}
      submitLabel={t.receive}
      loading={receive.isPending}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t.receiveHelp}
        </Text>
        {errors.form ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.form}
          </Text>
        ) : null}
        {entries.map((entry, i) => {
          const line = order.lines.find((l) => l.id === entry.line_id);
          if (!line) return null;
          const first = entries.findIndex((e) => e.line_id === entry.line_id) === i;
          return (
            <Box
              key={i}
              data-testid="receive-entry"
              borderWidth="1px"
              borderRadius="l2"
              p="3"
              bg={first ? undefined : 'bg.subtle'}
            >
              <HStack justify="space-between" mb="2" wrap="wrap">
                <Text fontWeight="medium" fontSize="sm">
                  {line.product_name}{' '}
                  <Text as="span" color="fg.muted">
                    ({line.unit_name})
                  </Text>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t.remaining}: {entry.remaining}
                </Text>
              </HStack>
              <Stack direction={{ base: 'column', md: 'row' }} gap="2">
                <FormField label={t.receiveQty} error={errors[`${i}.quantity`]}>
                  <IntegerInput
                    name={`receive.${i}.quantity`}
                    value={entry.quantity}
                    onChange={(quantity) => patch(i, { quantity })}
                  />
                </FormField>
                {entry.tracking_type === 'lot' ? (
                  <>
                    <FormField label={c.lot} required error={errors[`${i}.lot_number`]}>
                      <Input
                        size="sm"
                        name={`receive.${i}.lot_number`}
                        value={entry.lot_number}
                        onChange={(e) => patch(i, { lot_number: e.currentTarget.value })}
                      />
                    </FormField>
                    <FormField label={c.expiry} required error={errors[`${i}.expiry_date`]}>
                      <DateInput
                        name={`receive.${i}.expiry_date`}
                        value={entry.expiry_date === 'invalid' ? null : entry.expiry_date}
                        onChange={(expiry_date) => patch(i, { expiry_date })}
                      />
                    </FormField>
                  </>
                ) : null}
              </Stack>
              {entry.tracking_type === 'serial' ? (
                <FormField label={t.serials} error={errors[`${i}.serials`]}>
                  <Textarea
                    size="sm"
                    rows={3}
                    name={`receive.${i}.serials`}
                    value={entry.serials}
                    onChange={(e) => patch(i, { serials: e.currentTarget.value })}
                  />
                </FormField>
              ) : null}
              {entry.tracking_type === 'lot' && first ? (
                <Button
                  size="xs"
                  variant="ghost"
                  mt="2"
                  onClick={() =>
                    setEntries((all) => [
                      ...all.slice(0, i + 1),
                      { ...entry, quantity: null, lot_number: '', expiry_date: null },
                      ...all.slice(i + 1),
                    ])
                  }
                >
                  <Plus /> {t.addLot}
                </Button>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </FormDialog>
  );
}
