import { createFileRoute } from '@tanstack/react-router';
import { VendorFormPage } from '../../../features/vendors/vendor-pages';

export const Route = createFileRoute('/_app/vendors/$id/edit')({
  staticData: { permission: 'viewVendorForm', title: 'Sửa nhà cung cấp', backTo: '/vendors' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <VendorFormPage id={id} />;
  },
});
