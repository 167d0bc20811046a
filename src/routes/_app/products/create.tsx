import { createFileRoute } from '@tanstack/react-router';
import { ProductCreatePage } from '../../../features/catalog/product-pages';

export const Route = createFileRoute('/_app/products/create')({
  staticData: { permission: 'viewProductForm', title: 'Thêm sản phẩm', backTo: '/products' },
  component: ProductCreatePage,
});
