import { createFileRoute } from '@tanstack/react-router';
import { EinvoiceEditPage } from '../../../features/einvoices/einvoice-edit-page';
import { einvoicesVi } from '../../../i18n/einvoices';

export const Route = createFileRoute('/_app/einvoices/$id/edit')({
  staticData: { permission: 'viewPOSOrderDetail', title: einvoicesVi.editTitle, backTo: '/einvoices' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <EinvoiceEditPage id={id} />;
  },
});
