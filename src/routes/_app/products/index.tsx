import { createFileRoute } from '@tanstack/react-router';
import { ImportExportActions } from '../../../features/imports/import-export-actions';
import { ProductList } from '../../../features/catalog/product-list';
import { productSearchSchema } from '../../../features/catalog/product-search';

export const Route = createFileRoute('/_app/products/')({
  staticData: { permission: 'viewProductList', title: 'Sản phẩm' },
  validateSearch: productSearchSchema,
  component: function ProductsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <ProductList
        actions={<ImportExportActions kind="products" />}
        search={search}
        onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      />
    );
  },
});
