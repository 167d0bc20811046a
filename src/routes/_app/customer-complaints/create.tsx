import { createFileRoute } from '@tanstack/react-router';
import { ComplaintFormPage } from '../../../features/complaints/complaint-form';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/customer-complaints/create')({
  staticData: {
    permission: 'viewCustomerDetail',
    title: t.titles.customerComplaintsCreate,
    backTo: '/customer-complaints',
  },
  component: () => <ComplaintFormPage />,
});
