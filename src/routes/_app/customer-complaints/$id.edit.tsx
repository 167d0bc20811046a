import { createFileRoute } from '@tanstack/react-router';
import { ComplaintFormPage } from '../../../features/complaints/complaint-form';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/customer-complaints/$id/edit')({
  staticData: {
    permission: 'viewCustomerDetail',
    title: t.titles.customerComplaintsEdit,
    backTo: '/customer-complaints',
  },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <ComplaintFormPage id={id} />;
  },
});
