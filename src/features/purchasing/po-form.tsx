/** Create or edit a draft purchase order: vendor, date, vendor invoice number, lines, totals. */
import { Box, Button, chakra, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { vendorsApi } from '../../api/catalog';
import { taxesApi } from '../../api/master-data';
import { generalSettingsApi } from '../../api/settings';
import { type PurchaseOrder, purchaseOrdersApi } from '../../api/stock';
import type { PurchaseOrderInput } from '../../domain/stock/purchase-orders';
import { DateInput } from '../../components/form/date-input';
import { FormField } from '../../components/form/form-field';
import { FormSection } from '../../components/form/form-section';
import { SelectInput } from '../../components/form/select-input';
import { serverFieldErrors } from '../../components/form/use-form';
import { useLeaveGuard } from '../../components/form/use-leave-guard';
import { useCanOpen } from '../../components/route-permission';
import { toaster } from '../../components/toaster';
import { todayInShop } from '../../domain/shop-clock';
import { uiKit } from '../../i18n/ui-kit';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import { PurchaseLinesEditor } from './po-lines-editor';
import { type DraftLine, draftTotals, validateLines } from './po-rules';
import { PurchaseTotals } from './po-totals';
import { QuickVendor } from './quick-vendor';
import { lineFromSuggestion, ReorderDialog } from './reorder-dialog';
import { dismissFixErrors, showFixErrors } from '../../components/form/fix-errors-toast';

const t = purchasingText.purchase;
const c = stockText.common;

function linesOf(order: PurchaseOrder | undefined): DraftLine[] {
  return (order?.lines ?? []).map((l) => ({
    key: l.id,
    product_id: l.product_id,
    product_name: l.product_name,
    product_code: l.product_code,
    tracking_type: l.tracking_type,
    units: [{ id: l.unit_id, name: l.unit_name, factor: l.factor, price: l.sale_price }],
    unit_id: l.unit_id,
    quantity: l.quantity,
    unit_cost: l.unit_cost,
    discount: l.discount,
    tax_id: l.tax_id,
  }));
}

export function validateOrder(
  header: { vendor_id: string; order_date: string | null | 'invalid' },
  lines: DraftLine[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!header.vendor_id) errors.vendor_id = uiKit.form.required;
  if (!header.order_date || header.order_date === 'invalid') errors.order_date = uiKit.form.invalidDate;
  if (lines.length === 0) errors.lines = c.needLines;
  return { ...errors, ...validateLines(lines) };
}

export function PurchaseOrderForm({ order }: { order?: PurchaseOrder }) {
  const navigate = useNavigate();
  const canOpen = useCanOpen();
  const queryClient = useQueryClient();
  const vendors = useQuery({ queryKey: ['vendors', 'options'], queryFn: () => vendorsApi.all() });
  const taxes = useQuery({ queryKey: ['taxes', 'options'], queryFn: () => taxesApi.all() });
  const settings = useQuery({ queryKey: [generalSettingsApi.path], queryFn: generalSettingsApi.get });
  const [vendorId, setVendorId] = useState(order?.vendor_id ?? '');
  const [orderDate, setOrderDate] = useState<string | null | 'invalid'>(order?.order_date ?? todayInShop());
  const [invoice, setInvoice] = useState(order?.vendor_invoice_number ?? '');
  const [note, setNote] = useState(order?.note ?? '');
  const [lines, setLines] = useState<DraftLine[]>(() => linesOf(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reordering, setReordering] = useState(false);
  const defaultTaxId = settings.data?.purchase_order_default_tax_id ?? null;
  const vendorName = vendors.data?.find((v) => v.id === vendorId)?.name;
  const taxList = taxes.data ?? [];
  const totals = draftTotals(lines, (taxId) => taxList.find((x) => x.id === taxId)?.rate ?? null);
  const guard = useLeaveGuard({ vendorId, orderDate, invoice, note, lines });

  const save = useMutation({
    mutationFn: (body: PurchaseOrderInput) =>
      order ? purchaseOrdersApi.update(order.id, body) : purchaseOrdersApi.create(body),
    onSuccess: (saved) => {
      dismissFixErrors();
      guard.saved();
      toaster.success({ title: c.saved });
      void queryClient.invalidateQueries({ queryKey: [purchaseOrdersApi.path] });
      if (!order) void navigate({ to: '/purchase-orders/$id/show', params: { id: saved.id } });
    },
    onError: (error) => (
      setErrors(serverFieldErrors(error)),
      toaster.error({ title: c.failed, description: error.message })
    ),
  });

  const submit = () => {
    const found = validateOrder({ vendor_id: vendorId, order_date: orderDate }, lines);
    setErrors(found);
    if (Object.keys(found).length > 0) return void showFixErrors();
    guard.saving();
    save.mutate({
      vendor_id: vendorId,
      order_date: orderDate as string,
      vendor_invoice_number: invoice.trim() || null,
      note: note.trim() || null,
      lines: lines.map((l) => ({
        product_id: l.product_id,
        unit_id: l.unit_id,
        quantity: l.quantity ?? 0,
        unit_cost: l.unit_cost ?? 0,
        discount: l.discount ?? 0,
        tax_id: l.tax_id,
      })),
    });
  };

  return (
    <chakra.form noValidate onSubmit={(event) => (event.preventDefault(), submit())}>
      <Stack gap="4">
        <FormSection title={t.general}>
          <Box minW="0">
            <FormField label={t.vendor} required error={errors.vendor_id}>
              <SelectInput
                name="vendor_id"
                value={vendorId}
                allowNone
                options={(vendors.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
                onChange={setVendorId}
              />
            </FormField>
            {canOpen('/vendors/create') && (
              <QuickVendor hasVendors={(vendors.data?.length ?? 1) > 0} onAdded={(vendor) => setVendorId(vendor.id)} />
            )}
          </Box>
          <FormField label={t.orderDate} required error={errors.order_date}>
            <DateInput name="order_date" value={orderDate === 'invalid' ? null : orderDate} onChange={setOrderDate} />
          </FormField>
          <FormField label={t.invoiceNumber} error={errors.vendor_invoice_number}>
            <Input
              size="sm"
              name="vendor_invoice_number"
              value={invoice}
              onChange={(e) => setInvoice(e.currentTarget.value)}
            />
          </FormField>
          <FormField label={c.note} wide>
            <Textarea size="sm" rows={2} name="note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
          </FormField>
        </FormSection>
        <FormSection title={c.lines} columns={0}>
          <HStack gap="3" wrap="wrap">
            <Button size="sm" variant="outline" disabled={!vendorName} onClick={() => setReordering(true)}>
              {t.reorder.action}
            </Button>
            {vendorName ? null : (
              <Text fontSize="sm" color="fg.muted">
                {t.reorder.pickVendor}
              </Text>
            )}
          </HStack>
          <PurchaseLinesEditor
            lines={lines}
            taxes={taxList}
            defaultTaxId={defaultTaxId}
            errors={errors}
            onChange={setLines}
          />
        </FormSection>
        <PurchaseTotals
          subtotal={totals.subtotal}
          discount={totals.discountTotal}
          tax={totals.taxTotal}
          total={totals.total}
        />
      </Stack>
      {guard.prompt}
      {reordering && vendorName ? (
        <ReorderDialog
          vendorId={vendorId}
          vendorName={vendorName}
          orderId={order?.id}
          inOrder={new Set(lines.map((l) => l.product_id))}
          onClose={() => setReordering(false)}
          onAdd={(picked) => {
            setLines((all) => [...all, ...picked.map((p) => lineFromSuggestion(p, defaultTaxId))]);
            setErrors(({ lines: _, ...rest }) => rest);
            setReordering(false);
            toaster.success({ title: t.reorder.added(picked.length) });
          }}
        />
      ) : null}
      <HStack
        justify="end"
        gap="2"
        position="sticky"
        bottom="0"
        bg="bg.subtle"
        py="3"
        mt="4"
        borderTopWidth="1px"
        zIndex="1"
      >
        <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending}>
          {c.save}
        </Button>
      </HStack>
    </chakra.form>
  );
}
