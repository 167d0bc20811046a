import { createFileRoute } from '@tanstack/react-router';
import { PrescriptionTemplateFormPage } from '../../../../features/settings/prescription-template-pages';

export const Route = createFileRoute('/_app/settings/prescription-templates/create')({
  staticData: {
    permission: 'viewPrescriptionTemplateList',
    title: 'Thêm đơn thuốc mẫu',
    backTo: '/settings/prescription-templates',
  },
  component: () => <PrescriptionTemplateFormPage />,
});
