/** "Trả hàng nhà cung cấp": the received lots of an order with what may go back, a quantity per lot, reason and note. */
import { Checkbox, Field, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type PurchaseOrder, purchaseOrdersApi, supplierReturnsApi } from '../../api/stock';
import { ErrorNotice, LoadingNotice } from '../../components/data-table/table-states';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form/form-field';
import { IntegerInput } from '../../components/form/integer-input';
import { SelectInput } from '../../components/form/select-input';
import { serverFieldErrors } from '../../components/form/use-form';
import { toaster } from '../../components/toaster';
import { SUPPLIER_RETURN_REASONS, type SupplierReturnReason } from '../../domain/stock/supplier-returns';
import { formatDate, formatNumber, formatQuantity } from '../../i18n/format';
import { stockVi } from '../../i18n/stock';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import {
  entryErrors,
  type ReturnEntry,
  returnBody,
  returnEntries,
  returnQuantity,
  validateReturn,
} from './supplier-return-rules';
import { ScrollRegion } from '../../components/scroll-region';
import { dismissFixErrors, showFixErrors } from '../../components/form/fix-errors-toast';

const t = purchasingText.supplierReturns;
const c = stockText.common;

export const supplierReturnsKey = (orderId: string) => [purchaseOrdersApi.path, orderId, 'supplier-returns'];

/** A serial-tracked line's serials, each ticked to go back; the count ticked is the quantity. */
function SerialPicks({ entry, onChange }: { entry: ReturnEntry; onChange: (serials: string[]) => void }) {
  const picked = new Set(entry.serials);
  return (
    <Stack gap="1" role="group" aria-label={t.serialsLabel(entry.row.product_name)}>
      <Text fontSize="xs" color="fg.muted">
        {t.serialsHelp}
      </Text>
      {entry.row.serials.map((serial) => (
        <Checkbox.Root
          key={serial}
          size="sm"
          colorPalette="brand"
          checked={picked.has(serial)}
          // Kept in the order the line received them, whatever order they are ticked in.
          onCheckedChange={(d) =>
            onChange(entry.row.serials.filter((s) => (s === serial ? d.checked === true : picked.has(s))))
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontFamily="mono">{serial}</Checkbox.Label>
        </Checkbox.Root>
      ))}
      <Text fontSize="xs" className="tabular" data-testid="serial-return-count">
        {t.returnQty}: {formatNumber(returnQuantity(entry))}
      </Text>
    </Stack>
  );
}

function ReturnForm({ order, rows, onClose }: { order: PurchaseOrder; rows: ReturnEntry[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState(rows);
  const [reason, setReason] = useState<SupplierReturnReason>('damaged');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => supplierReturnsApi.create(order.id, returnBody(entries, reason, note)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: [purchaseOrdersApi.path] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      dismissFixErrors();
      toaster.success({ title: t.created(saved.code) });
      onClose();
    },
    onError: (error) => {
      setErrors(entryErrors(entries, serverFieldErrors(error)));
      toaster.error({ title: c.failed, description: error.message });
    },
  });
  const submit = () => {
    const found = validateReturn(entries);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
    else if (!found.form) showFixErrors();
  };
  const open = entries.some((e) => e.row.returnable > 0);
  return (
    <FormDialog
      open
      title={t.title}
      submitLabel={t.submit}
      loading={save.isPending}
      disabled={!open}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      testId="supplier-return-dialog"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {open ? t.help : t.noneReturnable}
          {open && entries.some((e) => e.row.serial_tracked) ? ` ${t.serialsHelpLong}` : ''}
        </Text>
        {errors.form ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <ScrollRegion label={t.title}>
          <Table.Root size="sm" minW="640px">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
                <Table.ColumnHeader>{c.lot}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.received}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.returned}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.onHand}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.returnable}</Table.ColumnHeader>
                <Table.ColumnHeader w="28">{t.returnQty}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((e, i) => (
                <Table.Row key={`${e.row.line_id}|${e.row.lot_id ?? ''}`} data-testid="supplier-return-entry">
                  <Table.Cell>
                    <Text fontWeight="medium">{e.row.product_name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {e.row.unit_name}
                      {e.row.factor !== 1 ? ` (${formatNumber(e.row.factor)})` : ''}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Text fontFamily="mono">{e.row.lot_number ?? t.noLot}</Text>
                    {e.row.expiry_date ? (
                      <Text fontSize="xs" color="fg.muted">
                        {formatDate(e.row.expiry_date)}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="tabular">
                    {formatNumber(e.row.received)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="tabular">
                    {formatNumber(e.row.returned)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="tabular">
                    {/* The lot's stock is kept in the base unit, unlike the line's figures beside it. */}
                    {formatQuantity(e.row.on_hand, e.row.base_unit_name)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" className="tabular">
                    {formatNumber(e.row.returnable)}
                  </Table.Cell>
                  <Table.Cell>
                    {e.row.serial_tracked ? (
                      // Not in a Field: its context would give every checkbox the field's one id.
                      <Stack gap="1">
                        <SerialPicks
                          entry={e}
                          onChange={(serials) => {
                            setEntries((all) => all.map((x, j) => (j === i ? { ...x, serials } : x)));
                            setErrors(({ [`${i}.quantity`]: _, ...rest }) => rest);
                          }}
                        />
                        {errors[`${i}.quantity`] ? (
                          <Text color="fg.error" fontSize="xs">
                            {errors[`${i}.quantity`]}
                          </Text>
                        ) : null}
                      </Stack>
                    ) : (
                      <Field.Root invalid={Boolean(errors[`${i}.quantity`])}>
                        <Field.Label srOnly>
                          {t.returnQty} {e.row.product_name} {e.row.lot_number ?? ''}
                        </Field.Label>
                        <IntegerInput
                          name={`return.${i}.quantity`}
                          value={e.quantity}
                          onChange={(quantity) => {
                            setEntries((all) => all.map((x, j) => (j === i ? { ...x, quantity } : x)));
                            setErrors(({ [`${i}.quantity`]: _, ...rest }) => rest);
                          }}
                        />
                        {errors[`${i}.quantity`] ? <Field.ErrorText>{errors[`${i}.quantity`]}</Field.ErrorText> : null}
                      </Field.Root>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
        <FormField label={t.reason} required>
          <SelectInput
            name="reason"
            value={reason}
            options={SUPPLIER_RETURN_REASONS.map((r) => ({ value: r, label: stockVi.supplierReturnReasons[r] }))}
            onChange={(value) => setReason(value as SupplierReturnReason)}
          />
        </FormField>
        <FormField label={c.note} error={errors.note}>
          <Textarea size="sm" rows={2} name="note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

export function SupplierReturnDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const query = useQuery({
    queryKey: supplierReturnsKey(order.id),
    queryFn: () => supplierReturnsApi.ofOrder(order.id),
    // The dialog says it failed and offers to retry, over the order it was opened from.
    meta: { errorPage: false },
  });
  if (query.data) return <ReturnForm order={order} rows={returnEntries(query.data.returnable)} onClose={onClose} />;
  return (
    <FormDialog open title={t.title} submitLabel={t.submit} disabled onSubmit={() => undefined} onClose={onClose}>
      {query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingNotice label={c.loading} />
      )}
    </FormDialog>
  );
}
