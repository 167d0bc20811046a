/**
 * "Gợi ý hàng cần đặt": the vendor's products that fell to their minimum or will not last the days
 * chosen at the pace they sell ("Đặt đủ bán trong", remembered on the device), with stock, what is
 * on order and the suggested quantity; the ticked ones become lines of the purchase order being
 * made. A product already in the order is shown but not added twice.
 */
import { Badge, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { purchaseOrdersApi, type ReorderLine, reorderSuggestions } from '../../api/stock';
import { ErrorNotice, LoadingNotice } from '../../components/data-table/table-states';
import { FormDialog } from '../../components/form-dialog';
import { ScrollRegion } from '../../components/scroll-region';
import { FormField } from '../../components/form/form-field';
import { SelectInput } from '../../components/form/select-input';
import { useStoredChoice } from '../../components/use-stored-choice';
import { COVER_DAYS, DEFAULT_COVER_DAYS, SALES_WINDOW_DAYS } from '../../domain/stock/reorder';
import { formatMoney, formatNumber } from '../../i18n/format';
import { stockText } from '../../i18n/stock-screens';
import { purchasingText } from '../../i18n/purchasing-screens';
import type { DraftLine } from './po-rules';

const t = purchasingText.purchase.reorder;
const c = stockText.common;

/** A suggestion as a line of the order; with no tax of its own, the shop's purchase default. */
export function lineFromSuggestion(s: ReorderLine, defaultTaxId: string | null): DraftLine {
  return {
    key: crypto.randomUUID(),
    product_id: s.product_id,
    product_name: s.product_name,
    product_code: s.product_code,
    tracking_type: s.tracking_type,
    units: s.units,
    unit_id: s.unit_id,
    quantity: s.quantity,
    unit_cost: s.unit_cost,
    discount: 0,
    tax_id: s.tax_id ?? defaultTaxId,
  };
}

export interface ReorderDialogProps {
  vendorId: string;
  vendorName: string;
  /** The draft being edited, whose own lines are not yet on order. */
  orderId?: string;
  inOrder: ReadonlySet<string>;
  onAdd: (suggestions: ReorderLine[]) => void;
  onClose: () => void;
}

export function ReorderDialog({ vendorId, vendorName, orderId, inOrder, onAdd, onClose }: ReorderDialogProps) {
  const [coverDays, setCoverDays] = useStoredChoice<number>('reorder_cover_days', COVER_DAYS, DEFAULT_COVER_DAYS);
  const query = useQuery({
    queryKey: [purchaseOrdersApi.path, 'reorder', vendorId, orderId, coverDays],
    queryFn: () => reorderSuggestions(vendorId, orderId, coverDays),
    staleTime: 0,
    // The dialog says it failed and offers to retry; the form behind it keeps its lines.
    meta: { errorPage: false },
  });
  const rows = query.data ?? [];
  const addable = rows.filter((r) => !inOrder.has(r.product_id));
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const picked = addable.filter((r) => !skipped.has(r.product_id));
  const toggle = (id: string, on: boolean) =>
    setSkipped((all) => {
      const next = new Set(all);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <FormDialog
      open
      title={t.title(vendorName)}
      submitLabel={t.add(picked.length)}
      disabled={picked.length === 0}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      testId="reorder-dialog"
      onSubmit={() => onAdd(picked)}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t.help}
        </Text>
        <FormField label={t.cover} helper={t.coverHelp(SALES_WINDOW_DAYS)}>
          <SelectInput
            name="cover_days"
            value={String(coverDays)}
            options={COVER_DAYS.map((d) => ({ value: String(d), label: t.coverOption(d) }))}
            onChange={(v) => setCoverDays(Number(v))}
          />
        </FormField>
        {query.isPending ? (
          <LoadingNotice label={t.loading} />
        ) : query.isError ? (
          <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <Text py="6" textAlign="center" color="fg.muted">
            {t.none}
          </Text>
        ) : (
          <ScrollRegion label={t.title(vendorName)}>
            <Table.Root size="sm" minW="720px">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader w="10">
                    <Checkbox.Root
                      size="sm"
                      aria-label={t.pickAll}
                      checked={picked.length === addable.length ? true : picked.length === 0 ? false : 'indeterminate'}
                      disabled={addable.length === 0}
                      onCheckedChange={(e) =>
                        setSkipped(e.checked === true ? new Set() : new Set(addable.map((r) => r.product_id)))
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{c.product}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.onHand}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.sold(SALES_WINDOW_DAYS)}</Table.ColumnHeader>
                  {coverDays > 0 ? (
                    <Table.ColumnHeader textAlign="end">{t.coverNeed(coverDays)}</Table.ColumnHeader>
                  ) : null}
                  <Table.ColumnHeader textAlign="end">{t.onOrder}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.minStock}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.suggested}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{purchasingText.purchase.unitCost}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => {
                  const already = inOrder.has(r.product_id);
                  const unit = r.units.find((u) => u.id === r.unit_id);
                  return (
                    <Table.Row key={r.product_id} data-testid="reorder-row">
                      <Table.Cell>
                        <Checkbox.Root
                          size="sm"
                          aria-label={t.pick(r.product_name)}
                          checked={!already && !skipped.has(r.product_id)}
                          disabled={already}
                          onCheckedChange={(e) => toggle(r.product_id, e.checked === true)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.Cell>
                      <Table.Cell>
                        <Text fontWeight="medium">{r.product_name}</Text>
                        <HStack gap="2">
                          <Text fontSize="xs" color="fg.muted">
                            {r.product_code}
                          </Text>
                          {already ? (
                            <Badge size="sm" colorPalette="gray">
                              {t.inOrder}
                            </Badge>
                          ) : null}
                        </HStack>
                      </Table.Cell>
                      <Table.Cell textAlign="end" className="tabular">
                        {formatNumber(r.on_hand)} {r.base_unit_name}
                      </Table.Cell>
                      <Table.Cell textAlign="end" className="tabular">
                        {formatNumber(r.sold_recently)}
                      </Table.Cell>
                      {coverDays > 0 ? (
                        <Table.Cell textAlign="end" className="tabular">
                          {formatNumber(r.cover_need)}
                        </Table.Cell>
                      ) : null}
                      <Table.Cell textAlign="end" className="tabular">
                        {formatNumber(r.on_order)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" className="tabular">
                        {formatNumber(r.min_stock)}
                      </Table.Cell>
                      <Table.Cell textAlign="end" className="tabular" fontWeight="medium">
                        {formatNumber(r.quantity)} {unit?.name}
                      </Table.Cell>
                      <Table.Cell textAlign="end" className="tabular">
                        {formatMoney(r.unit_cost)}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        )}
      </Stack>
    </FormDialog>
  );
}
