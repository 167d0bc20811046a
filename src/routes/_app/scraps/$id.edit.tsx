import { createFileRoute } from '@tanstack/react-router';
import { ScrapFormPage } from '../../../features/scraps/scrap-form';
import { shellVi as t } from '../../../i18n/shell';

export const Route = createFileRoute('/_app/scraps/$id/edit')({
  staticData: { permission: 'viewScrapForm', title: t.titles.scrapsEdit, backTo: '/scraps' },
  component: function EditRoute() {
    const { id } = Route.useParams();
    return <ScrapFormPage id={id} />;
  },
});
