import { createFileRoute } from '@tanstack/react-router';
import { CustomerFormPage } from '../../../features/customers/customer-form';

export const Route = createFileRoute('/_app/customers/create')({
  staticData: { permission: 'viewCustomerDetail', title: 'Thêm khách hàng', backTo: '/customers' },
  component: () => <CustomerFormPage />,
});
