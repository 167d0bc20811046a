import { createFileRoute } from '@tanstack/react-router';
import { QcFormPage } from '../../../features/quality/qc-form';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/quality-controls/create')({
  staticData: { permission: 'viewScrapForm', title: t.titles.qualityControlsCreate, backTo: '/quality-controls' },
  component: () => <QcFormPage />,
});
