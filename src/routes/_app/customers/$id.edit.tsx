import { createFileRoute } from '@tanstack/react-router';
import { CustomerFormPage } from '../../../features/customers/customer-form';

export const Route = createFileRoute('/_app/customers/$id/edit')({
  staticData: { permission: 'viewCustomerDetail', title: 'Sửa khách hàng', backTo: '/customers' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <CustomerFormPage id={id} />;
  },
});
