import { createFileRoute } from '@tanstack/react-router';
import { EinvoiceEditPage } from '../../../features/einvoices/einvoice-edit-page';
import { pageTitles } from '../../../i18n/page-titles';

export const Route = createFileRoute('/_app/einvoices/$id/edit')({
  staticData: { permission: 'viewPOSOrderDetail', title: pageTitles.einvoices, backTo: '/einvoices' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <EinvoiceEditPage id={id} />;
  },
});
