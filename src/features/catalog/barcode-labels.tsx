/** "In tem mã vạch" from a product's page: one row for each of its units that has a barcode. */
import { LabelsDialog } from '../../components/barcode-labels/labels-dialog';
import type { Product } from '../../domain/catalog/products';
import { catalogText } from '../../i18n/catalog-screens';

const t = catalogText.products.labels;

export function BarcodeLabelsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const items = product.units
    .filter((u) => u.barcode)
    .map((u, i) => ({
      key: u.id,
      name: product.name,
      unit: u.uom_name,
      barcode: u.barcode,
      price: u.price,
      count: i === 0 ? 1 : 0,
    }));
  return (
    <LabelsDialog
      title={t.title(product.name)}
      items={items}
      empty={t.noBarcode}
      testId="barcode-labels-dialog"
      onClose={onClose}
    />
  );
}
