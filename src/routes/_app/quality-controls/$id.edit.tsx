import { createFileRoute } from '@tanstack/react-router';
import { QcFormPage } from '../../../features/quality/qc-form';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/quality-controls/$id/edit')({
  staticData: { permission: 'viewScrapForm', title: t.titles.qualityControlsEdit, backTo: '/quality-controls' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <QcFormPage id={id} />;
  },
});
