import { createFileRoute } from '@tanstack/react-router';
import { VendorFormPage } from '../../../features/vendors/vendor-pages';

export const Route = createFileRoute('/_app/vendors/create')({
  staticData: { permission: 'viewVendorForm', title: 'Thêm nhà cung cấp', backTo: '/vendors' },
  component: () => <VendorFormPage />,
});
