import { createFileRoute } from '@tanstack/react-router';
import { ScrapFormPage } from '../../../features/scraps/scrap-form';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/scraps/create')({
  staticData: { permission: 'viewScrapForm', title: t.titles.scrapsCreate, backTo: '/scraps' },
  component: () => <ScrapFormPage />,
});
