import { createFileRoute } from '@tanstack/react-router';
import { PrescriptionTemplateFormPage } from '../../../../features/settings/prescription-template-pages';

export const Route = createFileRoute('/_app/settings/prescription-templates/$id/edit')({
  staticData: {
    permission: 'viewPrescriptionTemplateList',
    title: 'Sửa đơn thuốc mẫu',
    backTo: '/settings/prescription-templates',
  },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <PrescriptionTemplateFormPage id={id} />;
  },
});
