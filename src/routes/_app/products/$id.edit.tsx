import { createFileRoute } from '@tanstack/react-router';
import { ProductEditPage } from '../../../features/catalog/product-pages';

export const Route = createFileRoute('/_app/products/$id/edit')({
  staticData: { permission: 'viewProductForm', title: 'Sửa sản phẩm', backTo: '/products' },
  component: function ProductEditRoute() {
    const { id } = Route.useParams();
    return <ProductEditPage id={id} />;
  },
});
