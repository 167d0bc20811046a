/**
 * "In tem mã vạch" for a received purchase order: a row for each line that came in, in the line's
 * unit, starting at the quantity received (one label for each box or bottle on the shelf), with
 * the lots it brought; a unit with no barcode is listed and says so.
 */
import { useQuery } from '@tanstack/react-query';
import { productsApi } from '../../api/catalog';
import type { PurchaseOrder } from '../../api/stock';
import { type LabelItem, LabelsDialog } from '../../components/barcode-labels/labels-dialog';
import { ErrorNotice, LoadingNotice } from '../../components/data-table/table-states';
import type { Product } from '../../domain/catalog/products';
import { vi } from '../../i18n/messages';
import { purchasingText } from '../../i18n/purchasing-screens';

const t = purchasingText.purchase.labels;

/** The order's received lines as label rows, with their units' barcodes and prices. */
export function orderLabelItems(order: PurchaseOrder, products: ReadonlyMap<string, Product>): LabelItem[] {
  return order.lines
    .filter((line) => line.received_quantity > 0)
    .map((line) => {
      const unit = products.get(line.product_id)?.units.find((u) => u.id === line.unit_id);
      const lots = [
        ...new Set(order.receipts.filter((r) => r.product_id === line.product_id).flatMap((r) => r.lot_number ?? [])),
      ];
      return {
        key: line.id,
        name: line.product_name,
        unit: line.unit_name,
        barcode: unit?.barcode ?? null,
        price: unit?.price ?? 0,
        count: line.received_quantity,
        detail: [line.product_name, lots.length > 0 ? t.lots(lots.join(', ')) : ''].filter(Boolean).join(' · '),
      };
    });
}

export function PurchaseLabelsDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const ids = [...new Set(order.lines.filter((l) => l.received_quantity > 0).map((l) => l.product_id))];
  const products = useQuery({
    queryKey: [productsApi.path, 'labels', ...ids],
    queryFn: async () => new Map((await Promise.all(ids.map((id) => productsApi.get(id)))).map((p) => [p.id, p])),
    meta: { errorPage: false },
  });
  return (
    <LabelsDialog
      title={t.title(order.code)}
      items={products.data ? orderLabelItems(order, products.data) : []}
      empty={t.noBarcode}
      pending={
        products.isError ? (
          <ErrorNotice error={products.error} onRetry={() => void products.refetch()} />
        ) : products.data ? undefined : (
          <LoadingNotice label={vi.common.loading} />
        )
      }
      testId="po-labels-dialog"
      onClose={onClose}
    />
  );
}
